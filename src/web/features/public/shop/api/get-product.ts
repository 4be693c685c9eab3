import { ApiError } from '../../../../lib/api.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** One active product (GET /api/shop/products/:id). Null when unknown or no longer sold. */
export async function getProduct(id: string) {
  try {
    return await call(publicApi.shop.products[':id'].$get({ param: { id } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
