import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const giveExplicitConsent = () => call(meApi.consents['explicit-consent'].$post());
export const withdrawExplicitConsent = () => call(meApi.consents['explicit-consent'].withdraw.$post());

/** 'Açık rıza ver' and 'Rızamı geri çek' of 'Onaylarım': both answer the client's consents anew. */
export function useSetExplicitConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isGiven: boolean) => (isGiven ? giveExplicitConsent() : withdrawExplicitConsent()),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.me.consents, result),
  });
}
