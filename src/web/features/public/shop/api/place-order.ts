import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderInput } from '../../../../../shared/schemas/shop.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** Places the order (POST /api/shop/orders); the same idempotency key always answers the same order. */
export const placeOrder = (input: PlaceOrderInput) => call(publicApi.shop.orders.$post({ json: input }));

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
