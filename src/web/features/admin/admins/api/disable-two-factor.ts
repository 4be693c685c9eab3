import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorPasswordInput } from '../../../../../shared/schemas/admins.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const disableTwoFactor = (input: TwoFactorPasswordInput) =>
  call(adminApi['two-factor'].disable.$post({ json: input }));

/** Turns two-factor sign-in off (password confirmed). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }),
  });
}
