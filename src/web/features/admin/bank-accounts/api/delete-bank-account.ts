import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteBankAccount = (id: string) => call(adminApi['bank-accounts'][':id'].$delete({ param: { id } }));

/** Refused (409, Turkish) for an account that orders name: it can only be deactivated. */
export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bankAccounts.all }),
  });
}
