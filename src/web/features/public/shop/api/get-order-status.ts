import { ApiError } from '../../../../lib/api.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** An order's status for its status page (GET /api/shop/orders/:code?token=…). Null for an unknown code or wrong secret. */
export async function getOrderStatus(code: string, token: string) {
  try {
    return await call(publicApi.shop.orders[':code'].$get({ param: { code }, query: { token } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
