import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientProfileResponse } from '../../../../../shared/schemas/profile.ts';
import { apiGet } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getClientProfile = () => apiGet<ClientProfileResponse>('/api/me/profile');

export const getClientProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.profile, queryFn: getClientProfile });

export const useClientProfile = () => useQuery(getClientProfileQueryOptions());
