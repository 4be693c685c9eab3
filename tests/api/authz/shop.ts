import { eq } from 'drizzle-orm';
import { bankAccounts, orders, products } from '../../../src/server/db/schema/index.ts';
import { type MatrixContext, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the shop module (src/server/modules/shop): the catalogue, the cart,
// the bank accounts and checkout are open to every visitor, signed in or not.

async function activeProductId(ctx: MatrixContext): Promise<string> {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).limit(1);
  return product!.id;
}

let orderCounter = 0;

async function orderRequest(ctx: MatrixContext) {
  orderCounter += 1;
  const [product] = await ctx.db
    .insert(products)
    .values({ name: 'Matris Ürünü', code: `AUTHZ-${Date.now()}-${orderCounter}`, salePrice: 50, stockQuantity: 5 })
    .returning();
  const [account] = await ctx.db.select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
  return {
    path: '/api/shop/orders',
    body: {
      idempotencyKey: `authz-order-${Date.now()}-${orderCounter}`,
      lines: [{ productId: product!.id, quantity: 1 }],
      customer: {
        name: 'Matris Alıcı',
        tc: '10000000146',
        phone: '0532 000 00 00',
        email: 'matris@example.com',
        address: 'Kadıköy, İstanbul',
      },
      bankAccountId: account!.id,
      contractsAccepted: true,
      expectedTotal: 50,
    },
  };
}

export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/shop/products', 200),
  publicRoute('GET', '/api/shop/products/:id', 200, async (ctx) => ({
    path: `/api/shop/products/${await activeProductId(ctx)}`,
  })),
  publicRoute('POST', '/api/shop/cart', 200, async (ctx) => ({
    path: '/api/shop/cart',
    body: { lines: [{ productId: await activeProductId(ctx), quantity: 1 }], couponCode: 'DENGE10' },
  })),
  publicRoute('GET', '/api/shop/bank-accounts', 200),
  publicRoute('POST', '/api/shop/orders', 201, orderRequest),
  // An order's status page: open to whoever holds its link (code and secret), signed in or not.
  publicRoute('GET', '/api/shop/orders/:code', 200, async (ctx) => {
    const [order] = await ctx.db
      .select({ orderCode: orders.orderCode, statusToken: orders.statusToken })
      .from(orders)
      .limit(1);
    return { path: `/api/shop/orders/${order!.orderCode}?token=${order!.statusToken}` };
  }),
];
