import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export function useCancelMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(meApi.appointments[':id'].cancel.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.appointments.all }),
  });
}
