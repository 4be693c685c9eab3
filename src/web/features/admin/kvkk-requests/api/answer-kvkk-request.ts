import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerKvkkRequest } from '../../../../../shared/schemas/kvkk-requests.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** The answer that closes a request; the server mails it to the requester. */
export function useAnswerKvkkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { id: string; input: AnswerKvkkRequest }) =>
      call(adminApi['kvkk-requests'][':id'].answer.$post({ param: { id: params.id }, json: params.input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.kvkkRequests.all }),
  });
}
