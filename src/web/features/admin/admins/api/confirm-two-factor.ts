import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorCodeInput } from '../../../../../shared/schemas/admins.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const confirmTwoFactor = (input: TwoFactorCodeInput) =>
  call(adminApi['two-factor'].confirm.$post({ json: input }));

/** Turns two-factor sign-in on with the first code from the app. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }),
  });
}
