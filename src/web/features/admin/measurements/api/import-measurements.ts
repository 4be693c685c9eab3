import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementValues } from '../../../../../shared/schemas/measurements.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const importMeasurements = (input: { clientId: string; rows: MeasurementValues[] }) =>
  call(adminApi.measurements.import.$post({ json: input }));

export function useImportMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMeasurements,
    onSuccess: async (_data, { clientId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.measurements.ofClient(clientId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.ofClient(clientId) }),
      ]);
    },
  });
}
