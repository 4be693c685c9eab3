import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteMeasurement = ({ id }: { id: string; clientId: string }) =>
  call(adminApi.measurements[':id'].$delete({ param: { id } }));

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
