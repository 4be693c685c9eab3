import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentInput } from '../../../../../shared/schemas/appointments.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateAppointment = (params: { id: string; input: AppointmentInput }) =>
  call(adminApi.appointments[':id'].$put({ param: { id: params.id }, json: params.input }));

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}
