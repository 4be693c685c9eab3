import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementValues } from '../../../../../shared/schemas/measurements.ts';
import { call, adminApi } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Saves the edit row at the version it read (ADR 0053): a stale version is a 409 and nothing is written. */
export const updateMeasurement = ({
  id,
  version,
  values,
}: {
  id: string;
  clientId: string;
  version: number;
  values: MeasurementValues;
}) => call(adminApi.measurements[':id'].$put({ param: { id }, json: { ...values, version } }));

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
