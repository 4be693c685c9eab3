import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClientValues } from '../../../../../shared/schemas/clients.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Saves the edit form at the version it read (ADR 0053): a stale version is a 409 and nothing is written. */
export const updateClient = ({ id, version, input }: { id: string; version: number; input: UpdateClientValues }) =>
  call(adminApi.clients[':id'].$put({ param: { id }, json: { ...input, version } }));

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
