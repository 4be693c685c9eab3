import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientProfile = () => call(meApi.profile.$get());

export const getClientProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.profile, queryFn: getClientProfile });

export const useClientProfile = () => useQuery(getClientProfileQueryOptions());
