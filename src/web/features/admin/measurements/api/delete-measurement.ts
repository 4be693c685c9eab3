import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteMeasurement = ({ id }: { id: string; clientId: string }) =>
  apiDelete<{ ok: true }>(`/api/admin/measurements/${id}`);

export function useDeleteMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: async (_data, { clientId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.measurements.ofClient(clientId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.ofClient(clientId) }),
      ]);
    },
  });
}
