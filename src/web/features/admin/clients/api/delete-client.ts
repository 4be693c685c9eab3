import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteClient = (id: string) => apiDelete<{ ok: true }>(`/api/admin/clients/${id}`);

/** Deletes the client with the sign-in account and personal rows. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients.all })]);
    },
  });
}
