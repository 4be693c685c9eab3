import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuickReply } from '../../../../../shared/schemas/messages.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createQuickReply = (input: CreateQuickReply) =>
  call(adminApi.messages['quick-replies'].$post({ json: input }));

export function useCreateQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.quickReplies }),
  });
}
