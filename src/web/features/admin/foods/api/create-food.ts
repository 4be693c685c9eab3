import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFoodInput } from '../../../../../shared/schemas/foods.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createFood = (input: CreateFoodInput) => call(adminApi.foods.$post({ json: input }));

export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.foods.all }),
  });
}
