import type { BaseSyntheticEvent } from 'react';
import type { FetchQueryOptions, QueryKey, UseMutationResult } from '@tanstack/react-query';
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { Versioned } from '../../shared/record-versions.ts';
import { useAlert } from '../components/ui/alert-banner.tsx';
import { applyFieldErrors } from './form-errors.ts';
import { fieldsOf } from './form-field.ts';
import { type StaleNoticeState, useVersionedEdit } from './use-versioned-edit.ts';

// The edit form of an admin list's row (issue #46): react-hook-form with the shared schema, saved at
// the version it read (useVersionedEdit, ADR 0053), the banner on success, the server's field errors
// under their fields. İptal and a save put an inline form back to empty; a form in a dialog just closes.
//
//   const form = useRecordForm({
//     record: service, id: service?.id ?? null, resolver: zodResolver(saveServiceSchema),
//     toForm, emptyForm, isInline: true, current: { query: getServicesQueryOptions(), rowsOf: (data) => data.services },
//     save: useSaveService(), savedText: service ? messages.updated : messages.created,
//     fields: ['title', 'description', 'image'], onDone,
//   });
//   <RecordFormSection form={form} …>
//     <TextField label={messages.fieldTitle} autoComplete="off" {...form.field('title')} />
//     <RecordImageField form={form} name="image" label={messages.fieldImage} kind="content" />
//   </RecordFormSection>

type SaveVariables<TId, TInput> = { id: TId; version: number; input: TInput };

export function useRecordForm<
  TInput extends FieldValues,
  TRecord extends Versioned & { id: string },
  TId extends string | null,
  TData,
  TKey extends QueryKey,
  /** What the schema makes of the fields (a typed number read, an IBAN without spaces); the save sends it. */
  TOutput extends FieldValues = TInput,
>(options: {
  /** The row being edited; null while the form adds a new one. */
  record: TRecord | null;
  /** What the save sends as the row's id (null: add). */
  id: TId;
  resolver: Resolver<TInput, unknown, TOutput>;
  toForm: (record: TRecord) => TInput;
  /** A new row's values. */
  emptyForm?: TInput;
  /** The form stays on the screen (above the list): a save or İptal puts it back to emptyForm. */
  isInline?: boolean;
  /** The screen's query, read again by 'Güncel hâlini yükle', and its rows. */
  current: { query: FetchQueryOptions<TData, Error, TData, TKey>; rowsOf: (data: TData) => TRecord[] };
  save: UseMutationResult<unknown, Error, SaveVariables<TId, TOutput>, unknown>;
  savedText: string;
  /** The fields the server's fieldErrors go under. */
  fields: readonly FieldPath<TInput>[];
  onDone: () => void;
}) {
  const showAlert = useAlert();
  const { record, emptyForm, save, onDone } = options;
  const form = useForm<TInput, unknown, TOutput>({
    resolver: options.resolver,
    defaultValues: (record ? options.toForm(record) : emptyForm) as DefaultValues<TInput>,
  });
  const edit = useVersionedEdit({
    record,
    current: {
      query: options.current.query,
      pick: (data: TData) => options.current.rowsOf(data).find((row) => row.id === record?.id),
    },
    fill: (current) => form.reset(options.toForm(current)),
  });
  const clear = () => {
    if (options.isInline && emptyForm) form.reset(emptyForm);
  };

  const cancel = () => {
    clear();
    save.reset();
    onDone();
  };
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: options.id, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', options.savedText);
          clear();
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, form.setError, options.fields);
        },
      },
    ),
  );

  return {
    /** A field's registration and its error text, spread into TextField / TextareaField / SelectField. */
    field: fieldsOf(form),
    register: form.register,
    control: form.control,
    edit,
    save,
    submit,
    cancel,
  };
}

/** What RecordForm's frame reads of a useRecordForm. */
export type RecordFormState = {
  edit: { notice: StaleNoticeState; reload: () => Promise<void> };
  save: { error: Error | null; isPending: boolean };
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  cancel: () => void;
};
