import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/schemas/auth.ts';
import { apiGet } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSession = () => apiGet<SessionResponse>('/api/auth/session');

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.session, queryFn: getSession, staleTime: 30_000, retry: false });

export const useSession = () => useQuery(getSessionQueryOptions());
