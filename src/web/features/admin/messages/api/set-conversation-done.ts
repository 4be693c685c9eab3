import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const setConversationDone = (clientId: string, isDone: boolean) =>
  call(adminApi.messages[':clientId'].done.$put({ param: { clientId }, json: { isDone } }));

export function useSetConversationDone(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isDone: boolean) => setConversationDone(clientId, isDone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.all }),
  });
}
