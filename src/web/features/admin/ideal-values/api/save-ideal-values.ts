import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbdominalFatValues, BodyCompositionValues } from '../../../../../shared/schemas/ideal-values.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const saveBodyComposition = (values: BodyCompositionValues) =>
  call(adminApi['ideal-values']['body-composition'].$post({ json: values }));

export const saveAbdominalFat = (values: AbdominalFatValues) =>
  call(adminApi['ideal-values']['abdominal-fat'].$post({ json: values }));

export function useSaveBodyComposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBodyComposition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.idealValues.forms }),
  });
}

export function useSaveAbdominalFat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAbdominalFat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.idealValues.forms }),
  });
}
