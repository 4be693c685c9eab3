import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, UpdateClientValues } from '../../../../../shared/schemas/clients.ts';
import { apiPut } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateClient = ({ id, input }: { id: string; input: UpdateClientValues }) =>
  apiPut<ClientResponse>(`/api/admin/clients/${id}`, input);

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.clients.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all }),
      ]);
    },
  });
}
