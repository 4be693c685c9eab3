import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { type PricingLine, priceCart } from './price-cart.ts';

// The cart page's and the checkout's pricing through TanStack Query (around them); the fetcher is
// price-cart.ts, which the top bar's dropdown calls without the query library.

export const getCartPricingQueryOptions = (lines: PricingLine[], couponCode: string | null) =>
  queryOptions({
    queryKey: queryKeys.public.shop.cart(lines, couponCode),
    queryFn: ({ signal }) => priceCart(lines, couponCode, signal),
    placeholderData: keepPreviousData,
    enabled: lines.length > 0,
  });

export const useCartPricing = (lines: PricingLine[], couponCode: string | null) =>
  useQuery(getCartPricingQueryOptions(lines, couponCode));
