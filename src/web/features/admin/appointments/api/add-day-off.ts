import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayOffInput } from '../../../../../shared/schemas/appointments.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const addDayOff = (input: DayOffInput) => call(adminApi.appointments['days-off'].$post({ json: input }));

export function useAddDayOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDayOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.daysOff }),
  });
}
