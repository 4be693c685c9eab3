import { zodResolver } from '@hookform/resolvers/zod';
import type { LucideIcon } from 'lucide-react';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatTurkishDateTime } from '../../../../../shared/dates.ts';
import { formatNumberForInput } from '../../../../../shared/format.ts';
import type { SavedValues } from '../../../../../shared/schemas/ideal-values.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { adminIdealValuesMessages } from '../messages.ts';

type IdealValuesFormProps<T extends Record<string, number>> = {
  title: string;
  icon: LucideIcon;
  fields: readonly (keyof T & string)[];
  labels: Record<keyof T & string, string>;
  /** The shared schema: each field typed as text (a Turkish comma reads as the decimal mark). */
  schema: z.ZodType<T, Record<string, unknown>>;
  saved: SavedValues<T>;
  onSave: (values: T, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isSaving: boolean;
  error: Error | null;
};

/**
 * One ideal-value form: every field a required percentage with one-decimal steps (spec 2 §5), typed
 * in a text box with the decimal keypad ('8,5' and '8.5' both read 8.5), a
 * 'Değerleri Kaydet' button ('Kaydediliyor...' while saving) and the backend's message in a red box
 * when the save fails (§8).
 */
export function IdealValuesForm<T extends Record<string, number>>({
  title,
  icon,
  fields,
  labels,
  schema,
  saved,
  onSave,
  isSaving,
  error,
}: IdealValuesFormProps<T>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FieldValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    defaultValues: Object.fromEntries(fields.map((field) => [field, formatNumberForInput(saved.values[field])])),
  });

  const submit = handleSubmit((values) =>
    onSave(values as T, {
      onSuccess: () => undefined,
      onError: (saveError) => applyFieldErrors(saveError, setError, fields as readonly Path<FieldValues>[]),
    }),
  );

  return (
    <SectionCard title={title} icon={icon}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SaveErrorBox error={error} fallback={adminIdealValuesMessages.saveError} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {saved.savedAt
            ? adminIdealValuesMessages.savedAt(formatTurkishDateTime(saved.savedAt))
            : adminIdealValuesMessages.defaultsNote}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map((field) => (
            <TextField
              key={field}
              label={`${labels[field]} (%)`}
              inputMode="decimal"
              autoComplete="off"
              error={errors[field]?.message as string | undefined}
              {...register(field)}
            />
          ))}
        </div>
        <div>
          <Button type="submit" isBusy={isSaving}>
            {isSaving ? adminIdealValuesMessages.saving : adminIdealValuesMessages.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
