import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveBankAccountInput } from '../../../../../shared/schemas/bank-accounts.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createBankAccount = (input: SaveBankAccountInput) =>
  call(adminApi['bank-accounts'].$post({ json: input }));
/** Saved at the version the dialog read (ADR 0053): a stale version is a 409 and nothing is written. */
export const updateBankAccount = (id: string, version: number, input: SaveBankAccountInput) =>
  call(adminApi['bank-accounts'][':id'].$put({ param: { id }, json: { ...input, version } }));

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: string | null; version: number; input: SaveBankAccountInput }) =>
      id ? updateBankAccount(id, version, input) : createBankAccount(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bankAccounts.all }),
  });
}
