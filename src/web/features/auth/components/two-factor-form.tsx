import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { SessionUser, TwoFactorSignInInput } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';
import { authMessages } from '../messages.ts';

// Loaded like the sign-in form's schema (ADR 0026); the code field takes focus at once.
const twoFactorValidation = lazyZodResolver<TwoFactorSignInInput>(() =>
  import('../../../../shared/schemas/auth.ts').then((schemas) => schemas.twoFactorSignInSchema),
);

/** The code step of /login for admins with two-factor sign-in (authenticator or backup code). */
export function TwoFactorForm({ onSignedIn, onBack }: { onSignedIn: (user: SessionUser) => void; onBack: () => void }) {
  const verify = useVerifyTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TwoFactorSignInInput>({ resolver: twoFactorValidation.resolver, defaultValues: { code: '' } });

  const submit = handleSubmit((input) => verify.mutate(input, { onSuccess: ({ user }) => onSignedIn(user) }));

  return (
    <form onSubmit={submit} onFocus={twoFactorValidation.preload} noValidate className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {authMessages.twoFactorTitle}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{authMessages.twoFactorText}</p>
      {verify.error && <ErrorBox message={verify.error.message} />}
      <TextField
        label={authMessages.twoFactorCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" isBusy={verify.isPending} className="mt-2 w-full">
        {verify.isPending ? authMessages.twoFactorSubmitting : authMessages.twoFactorSubmit}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={verify.isPending}>
        {authMessages.twoFactorBack}
      </Button>
    </form>
  );
}
