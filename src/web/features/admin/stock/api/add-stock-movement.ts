import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStockMovementInput } from '../../../../../shared/schemas/stock.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const addStockMovement = (productId: string, input: CreateStockMovementInput) =>
  call(adminApi.stock.products[':id'].movements.$post({ param: { id: productId }, json: input }));

export function useAddStockMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: CreateStockMovementInput }) =>
      addStockMovement(productId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.stock.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.all }),
      ]),
  });
}
