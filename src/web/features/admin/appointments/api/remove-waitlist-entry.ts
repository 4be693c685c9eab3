import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const removeWaitlistEntry = (id: string) =>
  call(adminApi.appointments.waitlist[':id'].$delete({ param: { id } }));

export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.appointments.waitlist }),
  });
}
