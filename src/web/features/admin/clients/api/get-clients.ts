import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export type ClientListParams = { search: string; page: number };

export const getClients = ({ search, page }: ClientListParams) =>
  call(adminApi.clients.$get({ query: { search, page: String(page) } }));

export const getClientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: queryKeys.admin.clients.list(params.search, params.page),
    queryFn: () => getClients(params),
    placeholderData: keepPreviousData,
  });

/** One page of the client list, searched on the server. */
export const useClients = (params: ClientListParams) => useQuery(getClientsQueryOptions(params));
