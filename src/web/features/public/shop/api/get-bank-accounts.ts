import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** The practice's accounts for the transfer, by bank name (GET /api/shop/bank-accounts). */
export const getBankAccounts = () => call(publicApi.shop['bank-accounts'].$get());

export const getBankAccountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.shop.bankAccounts, queryFn: getBankAccounts });

export const useBankAccounts = () => useQuery(getBankAccountsQueryOptions());
