import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateKvkkRequest } from '../../../../../shared/schemas/kvkk-requests.ts';
import { call, meApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export function useCreateKvkkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateKvkkRequest) => call(meApi['kvkk-requests'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.kvkkRequests }),
  });
}
