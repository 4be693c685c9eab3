import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordConsentStep } from '../../../../../shared/schemas/consents.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const recordConsentStep = (input: RecordConsentStep) => call(meApi.consents.$post({ json: input }));

export function useRecordConsentStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsentStep,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.me.consents, result),
  });
}
