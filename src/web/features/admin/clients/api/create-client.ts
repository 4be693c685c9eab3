import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientValues } from '../../../../../shared/schemas/clients.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createClient = (input: CreateClientValues) => call(adminApi.clients.$post({ json: input }));

/** Creates the client and its sign-in account; every client list and picker is refreshed. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients.all });
    },
  });
}
