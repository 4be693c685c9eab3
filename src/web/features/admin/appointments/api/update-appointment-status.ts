import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '../../../../../shared/schemas/appointments.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateAppointmentStatus = (params: { id: string; status: AppointmentStatus }) =>
  call(adminApi.appointments[':id'].status.$patch({ param: { id: params.id }, json: { status: params.status } }));

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}
