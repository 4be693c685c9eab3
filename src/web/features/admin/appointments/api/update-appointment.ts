import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentInput } from '../../../../../shared/schemas/appointments.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Saved at the version the wizard read (ADR 0053): a stale version is a 409 and nothing is written. */
export const updateAppointment = (params: { id: string; version: number; input: AppointmentInput }) =>
  call(
    adminApi.appointments[':id'].$put({ param: { id: params.id }, json: { ...params.input, version: params.version } }),
  );

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
