import { insertProduct } from '../../support/shop-fixtures.ts';
import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the stock module (src/server/modules/stock): admin only.

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/stock', 200),
  adminOnly('POST', '/api/admin/stock/products/:id/movements', 201, async (ctx) => ({
    path: `/api/admin/stock/products/${(await insertProduct(ctx.db)).id}/movements`,
    body: { type: 'in', quantity: 3, price: 60 },
  })),
];
