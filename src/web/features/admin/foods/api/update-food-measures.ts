import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateFoodMeasuresInput } from '../../../../../shared/schemas/foods.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const updateFoodMeasures = (id: string, input: UpdateFoodMeasuresInput) =>
  call(adminApi.foods[':id'].$patch({ param: { id }, json: input }));

/** Sets a food's category and its own grams of household measures. */
export function useUpdateFoodMeasures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateFoodMeasuresInput }) => updateFoodMeasures(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.foods.all }),
  });
}
