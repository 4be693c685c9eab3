import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getVisitorAppointment = (token: string) =>
  call(publicApi.appointments.visit[':token'].$get({ param: { token } }));

export const getVisitorAppointmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.public.visitorAppointment(token),
    queryFn: () => getVisitorAppointment(token),
    retry: false,
  });

/** The appointment a visitor's signed link names (ADR 0089). */
export const useVisitorAppointment = (token: string) => useQuery(getVisitorAppointmentQueryOptions(token));

/** Cancels it by the link; the appointment is read again. */
export function useCancelVisitorAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(publicApi.appointments.visit[':token'].cancel.$post({ param: { token } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.visitorAppointment(token) }),
  });
}
