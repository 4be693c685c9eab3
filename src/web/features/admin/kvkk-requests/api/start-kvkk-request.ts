import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** 'İşleme al': Yeni → İşlemde. */
export function useStartKvkkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminApi['kvkk-requests'][':id'].start.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.kvkkRequests.all }),
  });
}
