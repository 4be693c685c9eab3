import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMyConsents = () => call(meApi.consents.$get());

export const getMyConsentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.consents, queryFn: getMyConsents, staleTime: 60_000 });

export const useMyConsents = () => useQuery(getMyConsentsQueryOptions());
