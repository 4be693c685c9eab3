import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDraft } from '../../../../components/conversation/message-composer.tsx';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Text alone goes as JSON; with photos, as the multipart form of the photo route. */
export const sendClientMessage = (clientId: string, { text, photos }: MessageDraft) =>
  photos.length > 0
    ? call(adminApi.messages[':clientId'].photos.$post({ param: { clientId }, form: { text, photos } }))
    : call(adminApi.messages[':clientId'].$post({ param: { clientId }, json: { text } }));

export function useSendClientMessage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageDraft) => sendClientMessage(clientId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.all }),
  });
}
