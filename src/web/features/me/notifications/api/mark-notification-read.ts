import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClientNotificationResponse,
  ClientNotificationsResponse,
} from '../../../../../shared/schemas/notifications.ts';
import { apiPatch } from '../../../../lib/api.ts';
import { getNotificationsQueryOptions, withNotifications } from './get-notifications.ts';

export const markNotificationRead = (id: string) =>
  apiPatch<ClientNotificationResponse>(`/api/me/notifications/${encodeURIComponent(id)}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ notification }) => {
      queryClient.setQueryData<ClientNotificationsResponse>(getNotificationsQueryOptions().queryKey, (current) =>
        current
          ? withNotifications(current.notifications.map((row) => (row.id === notification.id ? notification : row)))
          : current,
      );
    },
  });
}
