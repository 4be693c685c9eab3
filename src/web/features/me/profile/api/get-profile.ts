import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getProfile = () => call(meApi.profile.$get());

export const getProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.me.profile, queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
