import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../shared/schemas/profile.ts';
import { useAlert } from '../../../components/ui/alert-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { profileMessages } from '../messages.ts';
import { ProfileCard } from './profile-card.tsx';

const emptyForm: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change (spec 1 §2.9, §5): current password, new one (min 6) and its repeat. */
export function PasswordChangeCard() {
  const texts = profileMessages.password;
  const [isOpen, setIsOpen] = useState(false);
  const changePassword = useChangePassword();
  const showAlert = useAlert();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const close = () => {
    setIsOpen(false);
    form.reset(emptyForm);
    changePassword.reset();
  };
  const submit = form.handleSubmit((input) =>
    changePassword.mutate(input, {
      onSuccess: () => {
        showAlert('success', texts.success);
        close();
      },
    }),
  );

  return (
    <ProfileCard
      title={texts.title}
      icon={KeyRound}
      action={
        !isOpen && (
          <Button
            variant="secondary"
            onClick={() => setIsOpen(true)}
            aria-label={`${texts.title}: ${profileMessages.change}`}
          >
            {profileMessages.change}
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{texts.hint}</p>
      {isOpen && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {changePassword.error && <ErrorBox message={changePassword.error.message} />}
          <TextField
            label={texts.current}
            type="password"
            autoComplete="current-password"
            autoFocus
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            label={texts.newPassword}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            label={texts.confirm}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={changePassword.isPending}>
              {profileMessages.cancel}
            </Button>
            <Button type="submit" isBusy={changePassword.isPending}>
              {changePassword.isPending ? profileMessages.saving : profileMessages.save}
            </Button>
          </div>
        </form>
      )}
    </ProfileCard>
  );
}
