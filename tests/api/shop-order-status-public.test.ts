import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, orders, products } from '../../src/server/db/schema/index.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// An order's status page for the buyer, without an account (issue #39 item 6, ADR 0058): the order
// answers its status, items, amounts and bank details to whoever holds its link, the order code with
// the order's own secret; the code alone, a wrong secret or another order's secret get the same 404.

let server: TestServer;
let visitor: ApiClient;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function placeOrder(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const [product] = await db()
    .insert(products)
    .values({ name: `Durum Çayı ${counter}`, code: `STATUS-${Date.now()}-${counter}`, salePrice: 80, stockQuantity: 9 })
    .returning();
  await awaitEarlierLiveEvents(server.runtime.deps);
  const [account] = await db().select().from(bankAccounts).orderBy(bankAccounts.bankName).limit(1);
  const response = await visitor.post('/api/shop/orders', {
    idempotencyKey: `status-test-${Date.now()}-${counter}-abcdef`,
    lines: [{ productId: product!.id, quantity: 3 }],
    customer: {
      name: 'Derya Koç',
      tc: '10000000146',
      phone: '0532 111 22 33',
      email: 'derya@example.com',
      address: 'Atatürk Cad. No: 5, Çankaya / Ankara',
    },
    bankAccountId: account!.id,
    contractsAccepted: true,
    expectedTotal: 240,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return { order: response.body.order, account: account!, productName: product!.name };
}

const statusOf = (code: string, token?: string) =>
  visitor.get(`/api/shop/orders/${encodeURIComponent(code)}${token === undefined ? '' : `?token=${token}`}`);

describe('an order’s status for its buyer (GET /api/shop/orders/:code)', () => {
  it('answers status, items, amounts, the coupon, the bank account and the deadline to the holder of the link', async () => {
    const { order, account, productName } = await placeOrder({ couponCode: 'denge10', expectedTotal: 216 });
    expect(order.statusToken).toMatch(/^[0-9a-f]{64}$/);
    const response = await statusOf(order.orderCode, order.statusToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.order).toEqual({
      orderCode: order.orderCode,
      createdAt: expect.any(String),
      orderStatus: 'new',
      paymentStatus: 'pending',
      items: [{ name: productName, quantity: 3, unitPrice: 80, lineTotal: 240 }],
      subtotalAmount: 240,
      discountAmount: 24,
      coupon: { code: 'DENGE10', percent: 10 },
      totalAmount: 216,
      paymentDueAt: order.paymentDueAt,
      bankAccount: { bankName: account.bankName, accountHolder: account.accountHolder, iban: account.iban },
    });
    // Nothing of the buyer: the link can be forwarded.
    const text = JSON.stringify(response.body);
    for (const personal of ['Derya', 'derya@example.com', '10000000146', '05321112233', 'Çankaya']) {
      expect(text).not.toContain(personal);
    }
  });

  it('follows the order as the dietitian moves it on', async () => {
    const { order } = await placeOrder();
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderCode, order.orderCode));
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.patch(`/api/admin/orders/${row!.id}/payment-status`, { paymentStatus: 'paid' })).status).toBe(
      200,
    );
    expect((await admin.patch(`/api/admin/orders/${row!.id}/order-status`, { orderStatus: 'shipped' })).status).toBe(
      200,
    );
    const response = await statusOf(order.orderCode, order.statusToken);
    expect(response.body.order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'shipped' });
  });

  it('tells nothing without the order’s own secret: the code alone, a wrong or another order’s secret, an unknown code', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect(second.order.statusToken).not.toBe(first.order.statusToken);
    const notFound = {
      code: 'not_found',
      message: 'Sipariş bulunamadı. Lütfen onay e-postanızdaki bağlantıyı kullanınız.',
    };
    const attempts = [
      statusOf(first.order.orderCode),
      statusOf(first.order.orderCode, ''),
      statusOf(first.order.orderCode, second.order.statusToken),
      statusOf(first.order.orderCode, first.order.statusToken.slice(0, 63)),
      statusOf(first.order.orderCode, `${first.order.statusToken}0`),
      statusOf(first.order.orderCode, first.order.statusToken.toUpperCase()),
      statusOf('ORD202601011234', first.order.statusToken),
      statusOf('x'.repeat(300), first.order.statusToken),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
  });

  it('gives every order a secret of its own, the ones placed before this change too', async () => {
    // The demo practice's orders were written straight to the table, as orders before the column were.
    const rows = await db()
      .select({ token: orders.statusToken })
      .from(orders)
      .where(sql`${orders.statusToken} is not null`);
    expect(rows.length).toBeGreaterThan(2);
    for (const { token } of rows) expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(rows.map((row) => row.token)).size).toBe(rows.length);
  });

  it('answers the same secret again to a repeated submission of the checkout (its idempotency key)', async () => {
    const key = `status-repeat-${Date.now()}-abcdef`;
    const first = await placeOrder({ idempotencyKey: key });
    const [product] = await db().select().from(products).where(eq(products.name, first.productName));
    const again = await visitor.post('/api/shop/orders', {
      idempotencyKey: key,
      lines: [{ productId: product!.id, quantity: 3 }],
      customer: {
        name: 'Derya Koç',
        tc: '10000000146',
        phone: '0532 111 22 33',
        email: 'derya@example.com',
        address: 'Atatürk Cad. No: 5, Çankaya / Ankara',
      },
      bankAccountId: first.account.id,
      contractsAccepted: true,
      expectedTotal: 240,
    });
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({
      orderCode: first.order.orderCode,
      statusToken: first.order.statusToken,
    });
  });
});
