import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgeFatRatios } from '../../../../../shared/schemas/ideal-values.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Saved at the version the form read (ADR 0053): a stale version is a 409 and nothing is written. */
export const saveAgeFatRatios = ({ version, input }: { version: number; input: AgeFatRatios }) =>
  call(adminApi['ideal-values']['age-fat-ratios'].$put({ json: { ...input, version } }));

/** 'Tüm Değerleri Kaydet': all 18 rows, then the table is read again (spec 2 §4). */
export function useSaveAgeFatRatios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgeFatRatios,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.idealValues.ageFatRatios, saved);
      // Reports and measurement histories read these bands.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.idealValues.ageFatRatios }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.measurements.all }),
      ]);
    },
  });
}
