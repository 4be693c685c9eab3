import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** Stars or unstars a food for the signed-in admin ('Favori' in the picker). */
export const setFoodFavourite = ({ foodId, isFavourite }: { foodId: string; isFavourite: boolean }) =>
  isFavourite
    ? call(adminApi.foods[':id'].favourite.$put({ param: { id: foodId } }))
    : call(adminApi.foods[':id'].favourite.$delete({ param: { id: foodId } }));

export function useSetFoodFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFoodFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.foods.all }),
  });
}
