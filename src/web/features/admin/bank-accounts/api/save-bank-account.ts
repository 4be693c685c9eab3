import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveBankAccountInput } from '../../../../../shared/schemas/bank-accounts.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createBankAccount = (input: SaveBankAccountInput) =>
  call(adminApi['bank-accounts'].$post({ json: input }));
export const updateBankAccount = (id: string, input: SaveBankAccountInput) =>
  call(adminApi['bank-accounts'][':id'].$put({ param: { id }, json: input }));

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SaveBankAccountInput }) =>
      id ? updateBankAccount(id, input) : createBankAccount(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bankAccounts.all }),
  });
}
