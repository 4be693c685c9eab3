import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendBulkMailInput } from '../../../../../shared/schemas/mail.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const sendBulkMail = (input: SendBulkMailInput) => call(adminApi.mail.sends.$post({ json: input }));

/** Queues the mail for the chosen clients who consented (one mail each). */
export function useSendBulkMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBulkMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.mail.all }),
  });
}
