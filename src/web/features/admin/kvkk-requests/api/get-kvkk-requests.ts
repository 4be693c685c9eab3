import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export type KvkkRequestState = 'open' | 'closed';

export const getKvkkRequests = (state: KvkkRequestState, page: number) =>
  call(adminApi['kvkk-requests'].$get({ query: { state, page: String(page) } }));

export const getKvkkRequestsQueryOptions = (state: KvkkRequestState, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.kvkkRequests.page(state, page),
    queryFn: () => getKvkkRequests(state, page),
    placeholderData: keepPreviousData,
  });

export const useKvkkRequests = (state: KvkkRequestState, page: number) =>
  useQuery(getKvkkRequestsQueryOptions(state, page));
