import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessage } from '../../../../../shared/schemas/messages.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const sendMessage = (input: SendMessage) => call(meApi.messages.$post({ json: input }));

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.messages.all }),
  });
}
