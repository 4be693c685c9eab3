import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/constants.ts';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { call, publicApi } from '../../../lib/api-client.ts';
import { forgetKeptClientAnswers } from '../../../lib/kept-client-answers.ts';
import { getSessionQueryOptions } from './get-session.ts';
import { signOut } from './sign-out.ts';

export const signIn = (role: Role, input: SignInInput) =>
  call((role === 'admin' ? publicApi.auth.admin : publicApi.auth.client)['sign-in'].$post({ json: input }));

/**
 * Signs in on one screen. On any failure the user ends signed out (spec 1 §8), whatever session the
 * browser held before.
 */
export function useSignIn(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(role, input),
    onSuccess: (session) => {
      queryClient.clear();
      if (role === 'client') void forgetKeptClientAnswers();
      // With two-factor sign-in the session comes after the code (verify-two-factor.ts).
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: session.user });
    },
    onError: async () => {
      await signOut().catch(() => {});
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: null });
    },
  });
}
