import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';
import type { CartLine } from '../cart-store.ts';

type PricingLine = { productId: string; quantity: number };

/** The cart as the server prices it now (POST /api/shop/cart): prices, line states, coupon, totals. */
export const priceCart = (lines: PricingLine[], couponCode: string | null) =>
  call(publicApi.shop.cart.$post({ json: { lines, couponCode: couponCode ?? undefined } }));

export const toPricingLines = (lines: CartLine[]): PricingLine[] =>
  lines.map((line) => ({ productId: line.id, quantity: line.quantity }));

export const getCartPricingQueryOptions = (lines: PricingLine[], couponCode: string | null) =>
  queryOptions({
    queryKey: queryKeys.public.shop.cart(lines, couponCode),
    queryFn: () => priceCart(lines, couponCode),
    placeholderData: keepPreviousData,
    enabled: lines.length > 0,
  });

export const useCartPricing = (lines: PricingLine[], couponCode: string | null) =>
  useQuery(getCartPricingQueryOptions(lines, couponCode));
