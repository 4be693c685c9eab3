import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const markClientConversationRead = (clientId: string) =>
  call(adminApi.messages[':clientId'].read.$post({ param: { clientId } }));

/** The practice has seen the client's messages: the client sees 'Görüldü', the counts go down. */
export function useMarkClientConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markClientConversationRead,
    onSuccess: (result) => {
      if (result.readCount > 0) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.unreadCount });
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.admin.messages.all, 'inbox'] });
      }
    },
  });
}
