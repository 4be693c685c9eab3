import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientAccessLog = (clientId: string, page: number) =>
  call(adminApi['access-log'][':clientId'].$get({ param: { clientId }, query: { page: String(page) } }));

export const getClientAccessLogQueryOptions = (clientId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.accessLog.ofClient(clientId, page),
    queryFn: () => getClientAccessLog(clientId, page),
    placeholderData: keepPreviousData,
  });

/** 'Erişim kaydı': who in the practice opened this client's record, newest first, 20 a page. */
export const useClientAccessLog = (clientId: string, page: number) =>
  useQuery(getClientAccessLogQueryOptions(clientId, page));
