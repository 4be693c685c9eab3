import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getMyAppointments = () => call(meApi.appointments.$get());

export const getMyAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.appointments.list, queryFn: getMyAppointments });

/** 'Randevularım' in one answer: upcoming and past appointments, the cut-off, the booking calendar. */
export const useMyAppointments = () => useQuery(getMyAppointmentsQueryOptions());
