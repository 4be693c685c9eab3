import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSignInInput } from '../../../../shared/schemas/auth.ts';
import { call, publicApi } from '../../../lib/api-client.ts';
import { getSessionQueryOptions } from './get-session.ts';

export const verifyTwoFactor = (input: TwoFactorSignInInput) =>
  call(publicApi.auth.admin['two-factor'].$post({ json: input }));

/** The admin sign-in's second step: the authenticator (or a backup) code; then signed in. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: session.user });
    },
  });
}
