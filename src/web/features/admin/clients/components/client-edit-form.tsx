import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Client, updateClientSchema } from '../../../../../shared/schemas/clients.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getClientQueryOptions } from '../api/get-client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { adminClientsMessages } from '../messages.ts';
import { ClientGenderField, ClientTextField } from './client-fields.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

type FormInput = z.input<typeof updateClientSchema>;
type FormOutput = z.output<typeof updateClientSchema>;

const toForm = (client: Client): FormInput => ({
  name: client.name,
  email: client.email,
  phone: client.phone,
  gender: client.gender,
  age: String(client.age),
  hideNumbers: client.hideNumbers,
});

/** The edit dialog's form (its own chunk: zod and react-hook-form load when the dialog first opens). */
export default function ClientEditForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const updateClient = useUpdateClient();
  const showAlert = useAlert();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const hideNumbersHintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateClientSchema),
    defaultValues: toForm(client),
  });
  const edit = useVersionedEdit({
    record: client,
    current: { query: getClientQueryOptions(client.id), pick: (data) => data.client },
    fill: (current) => reset(toForm(current)),
  });

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    updateClient.mutate(
      { id: client.id, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', adminClientsMessages.updated);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          if (applyFieldErrors(error, setError, ['name', 'email', 'phone', 'gender', 'age', 'hideNumbers'])) return;
          setSubmitError(userMessageOr(error, adminClientsMessages.updateError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {submitError && <ErrorBox message={submitError} />}
      <StaleVersionNotice edit={edit} />
      <ClientTextField field="name" error={errors.name?.message} registration={register('name')} />
      <ClientTextField field="email" error={errors.email?.message} registration={register('email')} />
      <ClientTextField field="phone" error={errors.phone?.message} registration={register('phone')} />
      <div className="grid grid-cols-2 gap-4">
        <ClientGenderField error={errors.gender?.message} registration={register('gender')} />
        <ClientTextField field="age" error={errors.age?.message} registration={register('age')} />
      </div>
      <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-describedby={hideNumbersHintId}
            {...register('hideNumbers')}
          />
          {adminClientsMessages.hideNumbers}
        </label>
        <p id={hideNumbersHintId} className="text-sm text-slate-600 dark:text-slate-300">
          {adminClientsMessages.hideNumbersHint}
        </p>
        {errors.hideNumbers?.message && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300" role="alert">
            {errors.hideNumbers.message}
          </p>
        )}
      </div>
      <FormActions isPending={updateClient.isPending} onCancel={onDone} texts={adminClientsMessages} className="mt-2" />
    </form>
  );
}
