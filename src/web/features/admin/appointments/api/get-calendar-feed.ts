import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getCalendarFeed = () => call(adminApi.appointments['calendar-feed'].$get());
export const getCalendarFeedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.appointments.calendarFeed, queryFn: getCalendarFeed });
/** The secret iCal subscription URL. */
export const useCalendarFeed = () => useQuery(getCalendarFeedQueryOptions());
