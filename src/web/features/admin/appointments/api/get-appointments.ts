import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getAppointments = (page: number) => call(adminApi.appointments.$get({ query: { page: String(page) } }));

export const getAppointmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.appointments.page(page),
    queryFn: () => getAppointments(page),
    placeholderData: keepPreviousData,
  });

/** A page of appointments, date ascending, with the statistics of all of them. */
export const useAppointments = (page: number) => useQuery(getAppointmentsQueryOptions(page));
