import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteSentNotification = (id: string) => call(adminApi.notifications[':id'].$delete({ param: { id } }));

export function useDeleteSentNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSentNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications.all }),
  });
}
