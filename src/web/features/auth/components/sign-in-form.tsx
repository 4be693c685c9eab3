import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { Role } from '../../../../shared/constants.ts';
import type { SessionUser, SignInInput } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSignIn } from '../api/sign-in.ts';
import { authMessages } from '../messages.ts';

type SignInFormProps = {
  audience: Role;
  onSignedIn: (user: SessionUser) => void;
  /** The password was right and the account asks for an authenticator code next (admins). */
  onTwoFactorRequired?: () => void;
};

// The schema (and zod) loads with the first focus of the form, not with the sign-in page (ADR 0026).
const signInValidation = lazyZodResolver<SignInInput>(() =>
  import('../../../../shared/schemas/auth.ts').then((schemas) => schemas.signInSchema),
);

/** E-mail + password form shared by both sign-in screens; the schema is the one the server parses. */
export function SignInForm({ audience, onSignedIn, onTwoFactorRequired }: SignInFormProps) {
  const signIn = useSignIn(audience);
  const isHydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: signInValidation.resolver, defaultValues: { email: '', password: '' } });

  const submitValid = handleSubmit((input) => {
    signIn.mutate(input, {
      onSuccess: ({ user, twoFactorRequired }) => {
        if (twoFactorRequired) onTwoFactorRequired?.();
        else if (user) onSignedIn(user);
      },
    });
  });
  // A new attempt starts clean: the last attempt's "E-posta veya şifre hatalı." must not stand next
  // to this attempt's field errors.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    signIn.reset();
    return submitValid(event);
  };

  return (
    // method="post": even a submission before the script runs never puts the password in an address.
    <form method="post" onSubmit={submit} onFocus={signInValidation.preload} noValidate className="flex flex-col gap-4">
      {signIn.error && <ErrorBox message={signIn.error.message} />}
      <TextField
        label={authMessages.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={authMessages.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" isBusy={signIn.isPending} disabled={!isHydrated} className="mt-2 w-full">
        {signIn.isPending ? (
          authMessages.submitting
        ) : (
          <>
            <LogIn aria-hidden="true" className="size-4" />
            {authMessages.submit}
          </>
        )}
      </Button>
    </form>
  );
}
