import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const setCouponActive = (id: string, isActive: boolean) =>
  call(adminApi.products.coupons[':id'].$patch({ param: { id }, json: { isActive } }));

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setCouponActive(id, isActive),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.coupons }),
  });
}
