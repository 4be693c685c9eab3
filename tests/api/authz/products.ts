import { coupons } from '../../../src/server/db/schema/index.ts';
import { insertProduct } from '../../support/shop-fixtures.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the products module (src/server/modules/products): product
// management and coupons, admin only.

const productBody = (code: string) => ({
  name: 'Matris ürünü',
  code,
  category: 'Takviye',
  description: '',
  salePrice: 100,
  purchasePrice: 60,
  minStockLevel: 2,
  isActive: true,
});

const randomCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

async function freshCoupon(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(coupons)
    .values({ code: randomCode('MATRIS'), percent: 10 })
    .returning({ id: coupons.id });
  return row!.id;
}

const freshProduct = async (ctx: MatrixContext) => (await insertProduct(ctx.db)).id;

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/products', 200),
  adminOnly('POST', '/api/admin/products', 201, () => ({
    path: '/api/admin/products',
    body: productBody(randomCode('MTR-')),
  })),
  adminOnly('PUT', '/api/admin/products/:id', 200, async (ctx) => ({
    path: `/api/admin/products/${await freshProduct(ctx)}`,
    body: { ...productBody(randomCode('MTR-')), version: 1 },
  })),
  adminOnly('PATCH', '/api/admin/products/:id', 200, async (ctx) => ({
    path: `/api/admin/products/${await freshProduct(ctx)}`,
    body: { isActive: false },
  })),
  adminOnly('PUT', '/api/admin/products/:id/image', 200, async (ctx) => ({
    path: `/api/admin/products/${await freshProduct(ctx)}/image`,
    body: { imageKey: null },
  })),
  adminOnly('DELETE', '/api/admin/products/:id', 200, async (ctx) => ({
    path: `/api/admin/products/${await freshProduct(ctx)}`,
  })),
  adminOnly('GET', '/api/admin/products/coupons', 200),
  adminOnly('POST', '/api/admin/products/coupons', 201, () => ({
    path: '/api/admin/products/coupons',
    body: { code: randomCode('MATRIS'), percent: 15 },
  })),
  adminOnly('PUT', '/api/admin/products/coupons/:id', 200, async (ctx) => ({
    path: `/api/admin/products/coupons/${await freshCoupon(ctx)}`,
    body: { code: randomCode('MATRIS'), percent: 20, usageLimit: 5, version: 1 },
  })),
  adminOnly('PATCH', '/api/admin/products/coupons/:id', 200, async (ctx) => ({
    path: `/api/admin/products/coupons/${await freshCoupon(ctx)}`,
    body: { isActive: false },
  })),
  adminOnly('DELETE', '/api/admin/products/coupons/:id', 200, async (ctx) => ({
    path: `/api/admin/products/coupons/${await freshCoupon(ctx)}`,
  })),
];
