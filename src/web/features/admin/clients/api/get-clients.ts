import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListResponse } from '../../../../../shared/schemas/clients.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export type ClientListParams = { search: string; page: number };

export const getClients = ({ search, page }: ClientListParams) =>
  apiGet<ClientListResponse>(`/api/admin/clients?${new URLSearchParams({ search, page: String(page) })}`);

export const getClientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: queryKeys.admin.clients.list(params.search, params.page),
    queryFn: () => getClients(params),
    placeholderData: keepPreviousData,
  });

/** One page of the client list, searched on the server. */
export const useClients = (params: ClientListParams) => useQuery(getClientsQueryOptions(params));
