import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { genderLabels, genders } from '../../../../../shared/constants.ts';
import { type Client, updateClientSchema } from '../../../../../shared/schemas/clients.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { adminClientsMessages } from '../messages.ts';

type FormInput = z.input<typeof updateClientSchema>;
type FormOutput = z.output<typeof updateClientSchema>;

const genderOptions = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));

/** The edit form (spec 2 §5): name, e-mail, phone, gender, age 0–120, all required. */
export function ClientEditDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Dialog isOpen={client !== null} onClose={onClose} title={adminClientsMessages.editTitle}>
      {client && <EditForm key={client.id} client={client} onDone={onClose} />}
    </Dialog>
  );
}

function EditForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const updateClient = useUpdateClient();
  const showAlert = useAlert();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateClientSchema),
    defaultValues: {
      name: client.name,
      email: client.email,
      phone: client.phone,
      gender: client.gender,
      age: String(client.age),
    },
  });

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    updateClient.mutate(
      { id: client.id, input },
      {
        onSuccess: () => {
          showAlert('success', adminClientsMessages.updated);
          onDone();
        },
        onError: (error) => {
          showAlert('error', adminClientsMessages.updateError);
          if (applyFieldErrors(error, setError, ['name', 'email', 'phone', 'gender', 'age'])) return;
          setSubmitError(userMessageOr(error, adminClientsMessages.updateError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {submitError && <ErrorBox message={submitError} />}
      <TextField label={adminClientsMessages.fields.name} error={errors.name?.message} {...register('name')} />
      <TextField
        label={adminClientsMessages.fields.email}
        type="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={adminClientsMessages.fields.phone}
        type="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label={adminClientsMessages.fields.gender}
          options={genderOptions}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label={adminClientsMessages.fields.age}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          error={errors.age?.message}
          {...register('age')}
        />
      </div>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={updateClient.isPending}>
          {adminClientsMessages.cancel}
        </Button>
        <Button type="submit" isBusy={updateClient.isPending}>
          {adminClientsMessages.save}
        </Button>
      </div>
    </form>
  );
}
