import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { invalidateProductScreens } from './save-product.ts';

export const deleteProduct = (id: string) => call(adminApi.products[':id'].$delete({ param: { id } }));

/** Deletes a product; orders keep their lines with the copied name and price. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateProductScreens(queryClient) });
}
