import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type ChangeEmailInput,
  type ChangeEmailValues,
  changeEmailSchema,
} from '../../../../../shared/schemas/profile.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { meProfileMessages } from '../messages.ts';
import { ChangeFormCard, useChangeForm } from './change-form-card.tsx';

/** E-mail change (spec 1 §2.9, §5): opens with 'Değiştir', closes with 'İptal' and after success. */
export function EmailChangeCard({ email }: { email: string }) {
  const texts = meProfileMessages.email;
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const changeForm = useChangeForm(form, useChangeEmail(), texts.success);

  return (
    <ChangeFormCard
      title={texts.title}
      icon={Mail}
      description={
        <>
          {texts.current}: <span className="font-semibold break-all text-slate-900 dark:text-white">{email}</span>
        </>
      }
      {...changeForm}
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
