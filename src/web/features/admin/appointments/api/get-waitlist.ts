import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getWaitlist = () => call(adminApi.appointments.waitlist.$get());
/** Everyone waiting for a full day from today on, by day and in join order (ADR 0088). */
export const useWaitlist = () =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.appointments.waitlist, queryFn: getWaitlist }));
