import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClientValues } from '../../../../../shared/schemas/clients.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateClient = ({ id, input }: { id: string; input: UpdateClientValues }) =>
  call(adminApi.clients[':id'].$put({ param: { id }, json: input }));

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
