import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementResponse, MeasurementValues } from '../../../../../shared/schemas/measurements.ts';
import { apiPost } from '../../../../lib/api.ts';

export const createMeasurement = ({ clientId, values }: { clientId: string; values: MeasurementValues }) =>
  apiPost<MeasurementResponse>('/api/admin/measurements', { clientId, ...values });

export function useCreateMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeasurement,
    onSuccess: async (_data, { clientId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['measurements', clientId] }),
        queryClient.invalidateQueries({ queryKey: ['client-report', clientId] }),
      ]);
    },
  });
}
