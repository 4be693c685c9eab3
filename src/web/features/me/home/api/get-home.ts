import { queryOptions, useQuery } from '@tanstack/react-query';
import { RETRY_DELAYS_MS } from '../../../../../shared/constants.ts';
import { isUserError } from '../../../../lib/api.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getHome = () => call(meApi.home.$get());

/**
 * The client home's one request. A failed load is retried 3 times after 1 s, 2 s and 4 s (spec 1
 * §7, §9: the water tracker's load rule, which now covers the whole screen); a 4xx is not retried.
 */
export const getHomeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.home,
    queryFn: getHome,
    retry: (failureCount, error) => !isUserError(error) && failureCount < RETRY_DELAYS_MS.length,
    retryDelay: (failureCount: number): number => RETRY_DELAYS_MS[failureCount] ?? 4000,
  });

export const useHome = () => useQuery(getHomeQueryOptions());
