import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EraseClientInput } from '../../../../../shared/schemas/clients.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const eraseClient = ({ id, input }: { id: string; input: EraseClientInput }) =>
  call(adminApi.clients[':id'].erase.$post({ param: { id }, json: input }));

/** The KVKK erasure (ADR 0077): the client's personal and health data go, the orders stay anonymised. */
export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClient,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients.all });
    },
  });
}
