import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientOptions = (search: string, limit = 20) =>
  call(adminApi.clients.options.$get({ query: { search, limit: String(limit) } }));

export const getClientOptionsQueryOptions = (search: string, limit = 20) =>
  queryOptions({
    queryKey: queryKeys.admin.clients.options(search, limit),
    queryFn: () => getClientOptions(search, limit),
    placeholderData: keepPreviousData,
  });

/** Clients for a picker, searched on the server (Turkish-aware) as the user types. */
export const useClientOptions = (search: string, limit = 20) => useQuery(getClientOptionsQueryOptions(search, limit));
