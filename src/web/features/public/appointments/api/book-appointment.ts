import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingInput } from '../../../../../shared/schemas/appointments.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const bookAppointment = (input: BookingInput) => call(publicApi.appointments.$post({ json: input }));

/** The visitor's booking; the day's free slots are asked again either way (taken or just booked). */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.public.appointmentSlots(input.date) }),
  });
}
