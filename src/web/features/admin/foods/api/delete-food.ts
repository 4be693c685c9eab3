import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const deleteFood = (id: string) => call(adminApi.foods[':id'].$delete({ param: { id } }));

/** Deletes a food; diary entries that used it keep their own copy of its name and values. */
export function useDeleteFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.foods.all }),
  });
}
