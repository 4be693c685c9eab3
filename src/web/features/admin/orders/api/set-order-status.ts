import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '../../../../../shared/shop.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const setOrderStatus = (id: string, orderStatus: OrderStatus) =>
  call(adminApi.orders[':id']['order-status'].$patch({ param: { id }, json: { orderStatus } }));
export const setPaymentStatus = (id: string, paymentStatus: PaymentStatus) =>
  call(adminApi.orders[':id']['payment-status'].$patch({ param: { id }, json: { paymentStatus } }));

/** A status change moves stock (cancel/reopen): the order list and the stock screens refresh. */
function useInvalidateOrderScreens() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.stock.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.products.all }),
    ]);
}

export function useSetOrderStatus() {
  const invalidate = useInvalidateOrderScreens();
  return useMutation({
    mutationFn: ({ id, orderStatus }: { id: string; orderStatus: OrderStatus }) => setOrderStatus(id, orderStatus),
    onSuccess: invalidate,
  });
}

export function useSetPaymentStatus() {
  const invalidate = useInvalidateOrderScreens();
  return useMutation({
    mutationFn: ({ id, paymentStatus }: { id: string; paymentStatus: PaymentStatus }) =>
      setPaymentStatus(id, paymentStatus),
    onSuccess: invalidate,
  });
}
