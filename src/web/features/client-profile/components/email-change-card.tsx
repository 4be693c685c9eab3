import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangeEmailInput, changeEmailSchema } from '../../../../shared/schemas/profile.ts';
import { useAlert } from '../../../components/ui/alert-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { profileMessages } from '../messages.ts';
import { ProfileCard } from './profile-card.tsx';

/** E-mail change (spec 1 §2.9, §5): opens with 'Değiştir', closes with 'İptal' and after success. */
export function EmailChangeCard({ email }: { email: string }) {
  const texts = profileMessages.email;
  const [isOpen, setIsOpen] = useState(false);
  const changeEmail = useChangeEmail();
  const showAlert = useAlert();
  const form = useForm<ChangeEmailInput, unknown, { email: string }>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '' },
  });
  const close = () => {
    setIsOpen(false);
    form.reset();
    changeEmail.reset();
  };
  const submit = form.handleSubmit((input) =>
    changeEmail.mutate(input, {
      onSuccess: () => {
        showAlert('success', texts.success);
        close();
      },
    }),
  );

  return (
    <ProfileCard
      title={texts.title}
      icon={Mail}
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
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {texts.current}: <span className="font-semibold break-all text-slate-900 dark:text-white">{email}</span>
      </p>
      {isOpen && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {changeEmail.error && <ErrorBox message={changeEmail.error.message} />}
          <TextField
            label={texts.newEmail}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={changeEmail.isPending}>
              {profileMessages.cancel}
            </Button>
            <Button type="submit" isBusy={changeEmail.isPending}>
              {changeEmail.isPending ? profileMessages.saving : profileMessages.save}
            </Button>
          </div>
        </form>
      )}
    </ProfileCard>
  );
}
