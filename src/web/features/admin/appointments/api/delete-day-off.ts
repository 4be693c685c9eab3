import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteDayOff = (id: string) => call(adminApi.appointments['days-off'][':id'].$delete({ param: { id } }));

export function useDeleteDayOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDayOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.daysOff }),
  });
}
