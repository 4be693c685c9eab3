import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNotificationsResponse } from '../../../../../shared/schemas/notifications.ts';
import { apiDelete } from '../../../../lib/api.ts';
import { getNotificationsQueryOptions, withNotifications } from './get-notifications.ts';

export const deleteNotification = (id: string) =>
  apiDelete<{ ok: true }>(`/api/me/notifications/${encodeURIComponent(id)}`);

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ClientNotificationsResponse>(getNotificationsQueryOptions().queryKey, (current) =>
        current ? withNotifications(current.notifications.filter((row) => row.id !== id)) : current,
      );
    },
  });
}
