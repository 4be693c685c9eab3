import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Client, eraseClientSchema } from '../../../../../shared/schemas/clients.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useEraseClient } from '../api/erase-client.ts';
import { adminClientsMessages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

type FormInput = z.input<typeof eraseClientSchema>;
type FormOutput = z.output<typeof eraseClientSchema>;

/** The erasure's confirmation: the client's full name typed, then the erasure (its own chunk). */
export default function ClientEraseForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const erasure = useEraseClient();
  const showAlert = useAlert();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(eraseClientSchema),
    defaultValues: { confirmationName: '' },
  });

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    erasure.mutate(
      { id: client.id, input },
      {
        onSuccess: () => {
          showAlert('success', adminClientsMessages.erased);
          onDone();
        },
        onError: (error) => {
          if (applyFieldErrors(error, setError, ['confirmationName'])) return;
          setSubmitError(userMessageOr(error, adminClientsMessages.eraseError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {submitError && <ErrorBox message={submitError} />}
      <TextField
        label={adminClientsMessages.eraseConfirmLabel}
        hint={adminClientsMessages.eraseConfirmHint(client.name)}
        autoComplete="off"
        spellCheck={false}
        error={errors.confirmationName?.message}
        {...register('confirmationName')}
      />
      <FormActions
        isPending={erasure.isPending}
        onCancel={onDone}
        texts={{ cancel: adminClientsMessages.cancel, save: adminClientsMessages.eraseSubmit }}
        submitVariant="danger"
        className="mt-2"
      />
    </form>
  );
}
