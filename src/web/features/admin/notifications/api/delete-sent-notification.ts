import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteSentNotification = (id: string) => apiDelete<{ ok: true }>(`/api/admin/notifications/${id}`);

export function useDeleteSentNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSentNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications.all }),
  });
}
