import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyBookingInput } from '../../../../../shared/schemas/appointments.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export function useBookMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MyBookingInput) => call(meApi.appointments.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.appointments.all }),
  });
}
