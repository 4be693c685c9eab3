import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveAppointmentInput } from '../../../../../shared/schemas/appointments.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export function useMoveMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...slot }: MoveAppointmentInput & { id: string }) =>
      call(meApi.appointments[':id'].$patch({ param: { id }, json: slot })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.appointments.all }),
  });
}
