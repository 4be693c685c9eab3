import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementValues } from '../../../../../shared/schemas/measurements.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateMeasurement = ({ id, values }: { id: string; clientId: string; values: MeasurementValues }) =>
  call(adminApi.measurements[':id'].$put({ param: { id }, json: values }));

export function useUpdateMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeasurement,
    onSuccess: async (_data, { clientId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.measurements.ofClient(clientId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.ofClient(clientId) }),
      ]);
    },
  });
}
