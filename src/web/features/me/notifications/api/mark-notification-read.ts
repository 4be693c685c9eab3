import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNotificationsResponse } from '../../../../../shared/schemas/notifications.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { getNotificationsQueryOptions, withNotifications } from './get-notifications.ts';

export const markNotificationRead = (id: string) => call(meApi.notifications[':id'].read.$patch({ param: { id } }));

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
