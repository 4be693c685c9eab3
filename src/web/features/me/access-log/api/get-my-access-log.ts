import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMyAccessLog = (page: number) => call(meApi['access-log'].$get({ query: { page: String(page) } }));

export const getMyAccessLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.me.accessLog(page),
    queryFn: () => getMyAccessLog(page),
    placeholderData: keepPreviousData,
  });

/** 'Kayıtlarımı kimler görüntüledi': who in the practice opened my record, newest first. */
export const useMyAccessLog = (page: number) => useQuery(getMyAccessLogQueryOptions(page));
