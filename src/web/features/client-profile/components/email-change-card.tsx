import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type ChangeEmailInput,
  type ChangeEmailValues,
  changeEmailSchema,
} from '../../../../shared/schemas/profile.ts';
import { useAlert } from '../../../components/ui/alert-banner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { profileMessages } from '../messages.ts';
import { ChangeFormCard } from './change-form-card.tsx';

/** E-mail change (spec 1 §2.9, §5): opens with 'Değiştir', closes with 'İptal' and after success. */
export function EmailChangeCard({ email }: { email: string }) {
  const texts = profileMessages.email;
  const [isOpen, setIsOpen] = useState(false);
  const changeEmail = useChangeEmail();
  const showAlert = useAlert();
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
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
    <ChangeFormCard
      title={texts.title}
      icon={Mail}
      description={
        <>
          {texts.current}: <span className="font-semibold break-all text-slate-900 dark:text-white">{email}</span>
        </>
      }
      isOpen={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={close}
      onSubmit={submit}
      isPending={changeEmail.isPending}
      errorMessage={changeEmail.error?.message}
    >
      <TextField
        label={texts.newEmail}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={texts.currentPassword}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
    </ChangeFormCard>
  );
}
