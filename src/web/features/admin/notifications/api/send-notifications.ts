import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendNotification, SendNotificationResponse } from '../../../../../shared/schemas/notifications.ts';
import { apiPost } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const sendNotifications = (input: SendNotification) =>
  apiPost<SendNotificationResponse>('/api/admin/notifications', input);

export function useSendNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications.all }),
  });
}
