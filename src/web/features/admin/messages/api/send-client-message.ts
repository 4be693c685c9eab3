import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessage } from '../../../../../shared/schemas/messages.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const sendClientMessage = (clientId: string, input: SendMessage) =>
  call(adminApi.messages[':clientId'].$post({ param: { clientId }, json: input }));

export function useSendClientMessage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessage) => sendClientMessage(clientId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.all }),
  });
}
