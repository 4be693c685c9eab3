import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMyKvkkRequests = () => call(meApi['kvkk-requests'].$get());

export const getMyKvkkRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.kvkkRequests, queryFn: getMyKvkkRequests });

export const useMyKvkkRequests = () => useQuery(getMyKvkkRequestsQueryOptions());
