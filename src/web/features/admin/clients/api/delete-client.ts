import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteClient = (id: string) => call(adminApi.clients[':id'].$delete({ param: { id } }));

/** Deletes the client with the sign-in account and personal rows. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients.all });
    },
  });
}
