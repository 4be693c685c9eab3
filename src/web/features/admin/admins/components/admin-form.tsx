import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CreateAdmin, type CreateAdminInput, createAdminSchema } from '../../../../../shared/schemas/admins.ts';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateAdmin } from '../api/create-admin.ts';
import { adminAdminsMessages as text } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const adminFormFields = ['name', 'surname', 'email', 'password'] as const;

/** The 'Yeni Yönetici' form (spec 2 §5): name, surname, e-mail and password; the server's schema. */
export function AdminForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const createAdmin = useCreateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateAdminInput, unknown, CreateAdmin>({
    resolver: zodResolver(createAdminSchema),
    defaultValues: { name: '', surname: '', email: '', password: '' },
  });

  const submit = handleSubmit((input) =>
    createAdmin.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, setError, adminFormFields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SaveErrorBox error={createAdmin.error} fallback={text.createError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.fieldName}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={text.fieldSurname}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
      </div>
      <TextField
        label={text.fieldEmail}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={text.fieldPassword}
        type="password"
        autoComplete="new-password"
        hint={text.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormActions isPending={createAdmin.isPending} onCancel={onCancel} texts={text} className="mt-2" />
    </form>
  );
}
