import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDraft } from '../../../../components/conversation/message-composer.tsx';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Text alone goes as JSON; with photos, as the multipart form of the photo route. */
export const sendMessage = ({ text, photos }: MessageDraft) =>
  photos.length > 0
    ? call(meApi.messages.photos.$post({ form: { text, photos } }))
    : call(meApi.messages.$post({ json: { text } }));

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.messages.all }),
  });
}
