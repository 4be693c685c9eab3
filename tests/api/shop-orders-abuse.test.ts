import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, mailOutbox, orders, products } from '../../src/server/db/schema/index.ts';
import { makeOrderCode } from '../../src/server/modules/shop/shop-orders-service.ts';
import { toBusinessDay } from '../../src/shared/dates.ts';
import { ApiClient } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #38, findings 2 and 3: the checkout under abuse. An order code is never exhausted into a 500
// (a crowded day gets a longer suffix), and an idempotency key sent again with another cart is a
// Turkish 422 instead of the first buyer's order.

let server: TestServer;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let serial = 0;
const freshKey = () => `abuse-key-${Date.now()}-${++serial}-abcdef`;

const customer = {
  name: 'Zeynep Kaya',
  tc: '10000000146',
  phone: '0532 123 45 67',
  email: 'zeynep.kaya@ornek.com',
  address: 'Moda Cad. No: 3, Kadıköy / İstanbul',
};

async function createProduct(values: Partial<typeof products.$inferInsert> = {}) {
  serial += 1;
  const [product] = await db()
    .insert(products)
    .values({
      name: 'Kötüye Kullanım Ürünü',
      code: `ABUSE-${serial}-${Date.now()}`,
      salePrice: 50,
      stockQuantity: 100,
      ...values,
    })
    .returning();
  await awaitEarlierLiveEvents(server.runtime.deps);
  return product!;
}

const firstBankAccountId = async () => (await db().select({ id: bankAccounts.id }).from(bankAccounts).limit(1))[0]!.id;

async function orderBody(productId: string, quantity = 1) {
  return {
    idempotencyKey: freshKey(),
    lines: [{ productId, quantity }],
    customer,
    bankAccountId: await firstBankAccountId(),
    contractsAccepted: true,
    expectedTotal: 50 * quantity,
  };
}

const post = (body: unknown) => new ApiClient(server.baseUrl).post('/api/shop/orders', body);

describe('finding 2: order codes never run out', () => {
  it("keeps the spec's ORD+YYYYMMDD+1000–9999 on a normal day", async () => {
    const product = await createProduct();
    const response = await post(await orderBody(product.id));
    expect(response.status).toBe(201);
    expect(response.body.order.orderCode).toMatch(/^ORD\d{8}[1-9]\d{3}$/);
  });

  it("answers a checkout with a longer code when all 9,000 of the day's codes are taken", async () => {
    const day = toBusinessDay(new Date()).replace(/-/g, '');
    const bankAccountId = await firstBankAccountId();
    // Every four-digit code of today, as after a very busy day (the outside test got 500s from ~4,850 on).
    await db().execute(sql`
      insert into ${orders} (order_code, idempotency_key, customer_name, customer_tc, customer_phone,
        customer_email, customer_address, subtotal_amount, total_amount, bank_account_id, payment_status,
        order_status, payment_due_at, contracts_accepted_at)
      select ${`ORD${day}`} || n, 'fill-' || ${day} || '-' || n, 'Dolu Gün', '10000000146', '5321234567',
        'dolu@ornek.com', 'Adres', 1, 1, ${bankAccountId}, 'paid', 'delivered', now(), now()
      from generate_series(1000, 9999) as n
      on conflict (order_code) do nothing`);
    const [taken] = await db()
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.orderCode} ~ ${`^ORD${day}[0-9]{4}$`}`);
    expect(taken!.n).toBe(9000);

    const product = await createProduct();
    const response = await post(await orderBody(product.id));
    expect(response.status).toBe(201);
    expect(response.body.order.orderCode).toMatch(new RegExp(`^ORD${day}\\d{6,}$`));
    const again = await post(await orderBody(product.id));
    expect(again.status).toBe(201);
    expect(again.body.order.orderCode).not.toBe(response.body.order.orderCode);
  });

  it('makeOrderCode keeps the shape the spec names for four digits', () => {
    expect(makeOrderCode(new Date('2026-03-04T10:00:00Z'), 1234)).toBe('ORD202603041234');
  });
});

describe('finding 3: an idempotency key reused with another cart', () => {
  it('answers 422 with a Turkish text and writes nothing', async () => {
    const product = await createProduct();
    const other = await createProduct();
    const first = await orderBody(product.id);
    const placed = await post(first);
    expect(placed.status).toBe(201);
    const ordersBefore = (await db().select({ n: count() }).from(orders))[0]!.n;
    const mailsBefore = (await db().select({ n: count() }).from(mailOutbox))[0]!.n;

    for (const changed of [
      { ...first, lines: [{ productId: other.id, quantity: 1 }] },
      { ...first, lines: [{ productId: product.id, quantity: 2 }], expectedTotal: 100 },
      { ...first, customer: { ...customer, email: 'baska.alici@ornek.com' } },
    ]) {
      const response = await post(changed);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('idempotency_key_reused');
      expect(response.body.message).toMatch(/sipariş/i);
      expect(JSON.stringify(response.body)).not.toContain(placed.body.order.orderCode);
    }
    expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);
    expect((await db().select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);

    // The same checkout sent again (a retry, a double click) still finds its order.
    const retried = await post(first);
    expect(retried.status).toBe(200);
    expect(retried.body.order.orderCode).toBe(placed.body.order.orderCode);
    const [stock] = await db()
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, other.id));
    expect(stock!.stock).toBe(100);
  });
});
