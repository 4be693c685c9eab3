import type { CartPricing, CartPricingInput } from '../../../../../shared/schemas/shop.ts';
import { ApiError, networkErrorMessage, readApiResponse } from '../../../../lib/api.ts';
import type { CartLine } from '../cart-store.ts';

export type PricingLine = { productId: string; quantity: number };

// The cart as the server prices it now (POST /api/shop/cart, publicApi.shop.cart): prices, line states,
// coupon, totals and whether it can be ordered. The one fetcher of the cart's every view (issue #39):
// the top bar's dropdown, the cart page and the checkout. A plain fetch typed by the shared types, not
// the typed client (lib/api-client.ts): the dropdown is an island of the document pages, whose download
// carries no API client (ADR 0029, as countDocumentVisit). For the same reason the query options and
// hook of the cart page and the checkout are a file of their own (use-cart-pricing.ts): the top bar is
// in the app's entry too, which carries no TanStack Query (ADR 0026).
const CART_PRICING_URL = '/api/shop/cart';

export async function priceCart(lines: PricingLine[], couponCode: string | null, signal?: AbortSignal) {
  const body: CartPricingInput = { lines, couponCode: couponCode ?? undefined };
  let response: Response;
  try {
    response = await fetch(CART_PRICING_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', networkErrorMessage);
  }
  return readApiResponse<CartPricing>(response);
}

export const toPricingLines = (lines: CartLine[]): PricingLine[] =>
  lines.map((line) => ({ productId: line.id, quantity: line.quantity }));
