import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNotificationsResponse } from '../../../../../shared/schemas/notifications.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { getNotificationsQueryOptions, withNotifications } from './get-notifications.ts';

export const deleteNotification = (id: string) => call(meApi.notifications[':id'].$delete({ param: { id } }));

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
