import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getDashboard = () => call(adminApi.dashboard.$get());

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.dashboard,
    queryFn: getDashboard,
    // "Online now" is a 5-minute window: keep it fresh while the panel stays open.
    refetchInterval: 60_000,
  });

/** The whole dashboard in one request. */
export const useDashboard = () => useQuery(getDashboardQueryOptions());
