import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementValues } from '../../../../../shared/schemas/measurements.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createMeasurement = ({ clientId, values }: { clientId: string; values: MeasurementValues }) =>
  call(adminApi.measurements.$post({ json: { clientId, ...values } }));

export function useCreateMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeasurement,
    onSuccess: async (_data, { clientId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.measurements.ofClient(clientId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.ofClient(clientId) }),
      ]);
    },
  });
}
