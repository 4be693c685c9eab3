import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { passwordPolicyMessages } from '../../../../../shared/fields/password-rules.ts';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../../shared/schemas/profile.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { meProfileMessages } from '../messages.ts';
import { ChangeFormCard, useChangeForm } from './change-form-card.tsx';

const emptyForm: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change (spec 1 §2.9, §5): current password, new one (min 6) and its repeat. */
export function PasswordChangeCard() {
  const texts = meProfileMessages.password;
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const changeForm = useChangeForm(form, useChangePassword(), texts.success);

  return (
    <ChangeFormCard title={texts.title} icon={KeyRound} description={texts.hint} {...changeForm}>
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
        hint={passwordPolicyMessages.guidance}
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
    </ChangeFormCard>
  );
}
