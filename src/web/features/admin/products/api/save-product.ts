import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductInput } from '../../../../../shared/schemas/products.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createProduct = (input: CreateProductInput) => call(adminApi.products.$post({ json: input }));
export const updateProduct = (id: string, version: number, input: CreateProductInput) =>
  call(adminApi.products[':id'].$put({ param: { id }, json: { ...input, version } }));

/** Products show on the product and the stock screens: a change refreshes both. */
export const invalidateProductScreens = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.stock.all }),
  ]);

/** Creates (id null) or updates a product; the image follows in a second step (set-product-image.ts). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: string | null; version: number; input: CreateProductInput }) =>
      id ? updateProduct(id, version, input) : createProduct(input),
    onSuccess: () => invalidateProductScreens(queryClient),
  });
}
