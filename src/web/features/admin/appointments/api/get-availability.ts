import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getAvailability = () => call(adminApi.appointments.availability.$get());
export const getAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.appointments.availability, queryFn: getAvailability });
/** The bookable hours: working days, opening and closing time, breaks, slot length. */
export const useAvailability = () => useQuery(getAvailabilityQueryOptions());
