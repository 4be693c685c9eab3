import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, publicApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSession = () => call(publicApi.auth.session.$get());

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.session, queryFn: getSession, staleTime: 30_000, retry: false });

export const useSession = () => useQuery(getSessionQueryOptions());
