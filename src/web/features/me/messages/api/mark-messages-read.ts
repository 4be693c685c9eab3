import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const markMessagesRead = () => call(meApi.messages.read.$post());

/** The client has seen the practice's messages: the badge goes and the practice sees 'Görüldü'. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: (result) => {
      if (result.readCount > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.me.messages.all });
    },
  });
}
