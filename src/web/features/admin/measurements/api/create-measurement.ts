import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementResponse, MeasurementValues } from '../../../../../shared/schemas/measurements.ts';
import { apiPost } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createMeasurement = ({ clientId, values }: { clientId: string; values: MeasurementValues }) =>
  apiPost<MeasurementResponse>('/api/admin/measurements', { clientId, ...values });

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
