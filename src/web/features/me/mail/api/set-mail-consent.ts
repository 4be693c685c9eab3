import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const setMailConsent = (isConsented: boolean) => call(meApi.mail.consent.$put({ json: { isConsented } }));

export function useSetMailConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMailConsent,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.me.mailConsent, result),
  });
}
