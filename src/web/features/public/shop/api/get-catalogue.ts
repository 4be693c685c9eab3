import type { CatalogueQuery } from '../../../../../shared/schemas/shop.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** The filtered catalogue (GET /api/shop/products?q=&min=&max=&sort=). */
export const getCatalogue = (query: CatalogueQuery) =>
  call(
    publicApi.shop.products.$get({
      query: {
        q: query.q || undefined,
        min: query.min === undefined ? undefined : String(query.min),
        max: query.max === undefined ? undefined : String(query.max),
        sort: query.sort,
      },
    }),
  );
