import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, orderItems, orders, products } from '../../src/server/db/schema/index.ts';
import { ApiClient } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Two buyers can never get the last item (issue #14, "Done when"): 50 visitors racing for 10 items
// get exactly 10 orders and the stock ends at 0; 20 submissions of one checkout (one idempotency key)
// make one order. Runs on PGlite and, in the postgres project, on PostgreSQL with a real pool.

let server: TestServer;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const customer = {
  name: 'Mehmet Demir',
  tc: '12345678950',
  phone: '0532 765 43 21',
  email: 'mehmet@example.com',
  address: 'Atatürk Bulvarı No: 5, Çankaya / Ankara',
};

async function setUp(stockQuantity: number) {
  const [product] = await db()
    .insert(products)
    .values({ name: 'Son Ürünler', code: `RACE-${Date.now()}-${Math.random()}`, salePrice: 75, stockQuantity })
    .returning();
  const [account] = await db().select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
  return { productId: product!.id, bankAccountId: account!.id };
}

const orderBody = (productId: string, bankAccountId: string, idempotencyKey: string) => ({
  idempotencyKey,
  lines: [{ productId, quantity: 1 }],
  customer,
  bankAccountId,
  contractsAccepted: true,
  expectedTotal: 75,
});

async function ordersOf(productId: string) {
  const rows = await db()
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  if (rows.length === 0) return 0;
  const [row] = await db()
    .select({ n: count() })
    .from(orders)
    .where(
      inArray(
        orders.id,
        rows.map((r) => r.orderId),
      ),
    );
  return row!.n;
}

describe('order creation under concurrency', () => {
  it('gives 10 of 50 racing buyers the 10 items, the rest a Turkish 409, and leaves stock at 0', async () => {
    const { productId, bankAccountId } = await setUp(10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        new ApiClient(server.baseUrl).post(
          '/api/shop/orders',
          orderBody(productId, bankAccountId, `race-buyer-${index}-${Date.now()}`),
        ),
      ),
    );
    const created = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status !== 201);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('insufficient_stock');
      expect(response.body.message).toContain('yeterli stok yok');
    }
    expect(new Set(created.map((response) => response.body.order.orderCode)).size).toBe(10);
    const [product] = await db().select().from(products).where(eq(products.id, productId));
    expect(product!.stockQuantity).toBe(0);
    expect(await ordersOf(productId)).toBe(10);
  });

  it('makes one order of 20 simultaneous submissions with one idempotency key', async () => {
    const { productId, bankAccountId } = await setUp(50);
    const key = `double-click-${Date.now()}-checkout`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        new ApiClient(server.baseUrl).post('/api/shop/orders', orderBody(productId, bankAccountId, key)),
      ),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(new Set(responses.map((response) => response.body.order.orderCode)).size).toBe(1);
    const [product] = await db().select().from(products).where(eq(products.id, productId));
    expect(product!.stockQuantity).toBe(49);
    expect(await ordersOf(productId)).toBe(1);
  });
});
