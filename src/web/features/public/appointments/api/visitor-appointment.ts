import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoveAppointmentInput } from '../../../../../shared/schemas/appointments.ts';
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

/**
 * Moves it by the link to another free slot. The answer carries the new link's token (the old one
 * named the old start); the old and the new day's free slots are asked again.
 */
export function useMoveVisitorAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: MoveAppointmentInput) =>
      call(publicApi.appointments.visit[':token'].$patch({ param: { token }, json: slot })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['public', 'appointments', 'slots'] }),
  });
}
