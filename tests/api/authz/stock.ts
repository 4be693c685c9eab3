import { eq } from 'drizzle-orm';
import { shopSettings } from '../../../src/server/db/schema/index.ts';
import { UNSAVED_VERSION } from '../../../src/shared/record-versions.ts';
import { insertProduct } from '../../support/shop-fixtures.ts';
import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the stock module (src/server/modules/stock): admin only.

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/stock', 200),
  adminOnly('POST', '/api/admin/stock/products/:id/movements', 201, async (ctx) => ({
    path: `/api/admin/stock/products/${(await insertProduct(ctx.db)).id}/movements`,
    body: { type: 'in', quantity: 3, price: 60 },
  })),
  adminOnly('PUT', '/api/admin/stock/order-rules', 200, async (ctx) => {
    const [row] = await ctx.db
      .select({ version: shopSettings.version })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return {
      path: '/api/admin/stock/order-rules',
      body: { unpaidOrderUnitLimit: 5, version: row?.version ?? UNSAVED_VERSION },
    };
  }),
];
