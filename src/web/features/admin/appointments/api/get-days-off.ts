import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getDaysOff = () => call(adminApi.appointments['days-off'].$get());
/** The days off that have not ended yet, and the years the public-holiday preset would add. */
export const useDaysOff = () =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.appointments.daysOff, queryFn: getDaysOff }));
