import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, CreateClientValues } from '../../../../../shared/schemas/clients.ts';
import { apiPost } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createClient = (input: CreateClientValues) => apiPost<ClientResponse>('/api/admin/clients', input);

/** Creates the client and its sign-in account; every client list and picker is refreshed. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients.all })]);
    },
  });
}
