import { insertBankAccount, insertOrder, insertProduct } from '../../support/shop-fixtures.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the orders module (src/server/modules/orders): admin only.

async function freshOrder(ctx: MatrixContext): Promise<string> {
  const product = await insertProduct(ctx.db, { stockQuantity: 5 });
  const account = await insertBankAccount(ctx.db);
  const order = await insertOrder(ctx.db, {
    bankAccountId: account.id,
    lines: [{ productId: product.id, quantity: 1, unitPrice: 100 }],
  });
  return order.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/orders', 200),
  adminOnly('GET', '/api/admin/orders/export', 200),
  adminOnly('GET', '/api/admin/orders/:id', 200, async (ctx) => ({
    path: `/api/admin/orders/${await freshOrder(ctx)}`,
  })),
  adminOnly('PATCH', '/api/admin/orders/:id/order-status', 200, async (ctx) => ({
    path: `/api/admin/orders/${await freshOrder(ctx)}/order-status`,
    body: { orderStatus: 'processing' },
  })),
  adminOnly('PATCH', '/api/admin/orders/:id/payment-status', 200, async (ctx) => ({
    path: `/api/admin/orders/${await freshOrder(ctx)}/payment-status`,
    body: { paymentStatus: 'paid' },
  })),
];
