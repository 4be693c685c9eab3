import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteQuickReply = (id: string) =>
  call(adminApi.messages['quick-replies'][':id'].$delete({ param: { id } }));

export function useDeleteQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.quickReplies }),
  });
}
