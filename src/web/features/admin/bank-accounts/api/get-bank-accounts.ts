import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getBankAccounts = () => call(adminApi['bank-accounts'].$get());

export const getBankAccountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.bankAccounts.all, queryFn: getBankAccounts });

export const useBankAccounts = () => useQuery(getBankAccountsQueryOptions());
