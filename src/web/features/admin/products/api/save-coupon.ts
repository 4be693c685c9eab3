import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCouponInput } from '../../../../../shared/schemas/products-coupons.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const createCoupon = (input: SaveCouponInput) => call(adminApi.products.coupons.$post({ json: input }));
export const updateCoupon = (id: string, version: number, input: SaveCouponInput) =>
  call(adminApi.products.coupons[':id'].$put({ param: { id }, json: { ...input, version } }));

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: string | null; version: number; input: SaveCouponInput }) =>
      id ? updateCoupon(id, version, input) : createCoupon(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.coupons }),
  });
}
