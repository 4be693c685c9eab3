import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendNotification } from '../../../../../shared/schemas/notifications.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const sendNotifications = (input: SendNotification) => call(adminApi.notifications.$post({ json: input }));

export function useSendNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications.all }),
  });
}
