import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getRetention = () => call(adminApi.retention.$get());

export const getRetentionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.retention, queryFn: getRetention });

/** 'Saklama ve İmha': the retention periods and the latest destruction records. */
export const useRetention = () => useQuery(getRetentionQueryOptions());
