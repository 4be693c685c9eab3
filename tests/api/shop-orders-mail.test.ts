import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminPanelSettings,
  bankAccounts,
  mailOutbox,
  orders,
  products,
  stockMovements,
} from '../../src/server/db/schema/index.ts';
import { scheduledJobsOf } from '../../src/server/scheduled-jobs.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { cancelUnpaidOrders } from '../../src/server/modules/shop/shop-unpaid-orders-service.ts';
import { formatIban } from '../../src/shared/shop.ts';
import { ApiClient } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// After ordering (issue #14): the confirmation mail reaches a real SMTP server with the order code,
// the items, the amount, the IBAN in fours and the payment deadline; an order unpaid after 24 hours
// is cancelled by the scheduled job (run here under a controlled clock), its stock released once and
// the buyer told by mail; a paid or not-yet-due order is left alone.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
const db = () => server.runtime.deps.db;
const HOUR_MS = 3600_000;

// The site's public origin, as production configures it (PUBLIC_URL): the mail's links and logo use it.
const PUBLIC_ORIGIN = 'https://denge.example';

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: PUBLIC_ORIGIN } });
  smtp = await startSmtpTestServer();
  // The demo practice's own orders (one of them unpaid) would be cancelled by the clock moves here.
  await server.runtime.deps.db.delete(orders);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

/** The raw message with quoted-printable soft breaks and escapes undone (enough to read ASCII and UTF-8 text). */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function placeOrder(stockQuantity: number, quantity: number, couponCode?: string) {
  const code = `MAIL-${Date.now()}-${Math.random()}`;
  const [product] = await db()
    .insert(products)
    .values({ name: 'Rahatlatıcı Çay', code, salePrice: 129.5, stockQuantity })
    .returning();
  const [account] = await db().select().from(bankAccounts).orderBy(bankAccounts.bankName).limit(1);
  const response = await new ApiClient(server.baseUrl).post('/api/shop/orders', {
    idempotencyKey: `mail-test-${code}`.replace(/[^A-Za-z0-9-]/g, '').slice(0, 60),
    lines: [{ productId: product!.id, quantity }],
    customer: {
      name: 'Elif Şahin',
      tc: '10000000146',
      phone: '0533 222 33 44',
      email: 'elif@example.com',
      address: 'Alsancak Mah. 1453 Sok. No: 7, Konak / İzmir',
    },
    bankAccountId: account!.id,
    contractsAccepted: true,
    couponCode,
    expectedTotal: Math.round(129.5 * quantity * (couponCode ? 90 : 100)) / 100,
  });
  expect(response.status).toBe(201);
  const { orderCode, statusToken } = response.body.order as { orderCode: string; statusToken: string };
  return { productId: product!.id, account: account!, orderCode, statusToken };
}

const worker = () =>
  new MailWorker({ db: db(), transport: createSmtpTransport(smtp.url), from: 'Denge <siparis@denge.example>' });

const stockOf = async (productId: string) =>
  (await db().select().from(products).where(eq(products.id, productId)))[0]!.stockQuantity;
const orderRow = async (orderCode: string) =>
  (await db().select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;

describe('order mails and the 24-hour cancellation', () => {
  it('delivers the confirmation to a real SMTP server with code, items, amount, IBAN in fours and deadline', async () => {
    await db().delete(mailOutbox);
    const { orderCode, account } = await placeOrder(10, 2);
    expect(await worker().runOnce()).toBe(1);
    const mail = smtp.received.find((received) => readable(received.raw).includes(orderCode));
    expect(mail?.recipients).toEqual(['elif@example.com']);
    const text = readable(mail!.raw);
    expect(text).toContain('Rahatlatıcı Çay × 2');
    expect(text).toContain('259,00 TL');
    expect(text).toContain(`IBAN: ${formatIban(account.iban)}`);
    expect(text).toContain('24 saat içinde');
    expect(text).toContain('Son ödeme zamanı');
  });

  it('shows the coupon’s discount, the site logo from the settings and the status page’s link, both on the public origin', async () => {
    await db().delete(mailOutbox);
    await db()
      .insert(adminPanelSettings)
      .values({
        id: 1,
        buttonBackground: '#dc2626',
        buttonText: '#ffffff',
        menuBackground: '#047857',
        menuText: '#ffffff',
        logoUrl: '/uploads/logo/denge-logo.webp',
      })
      .onConflictDoUpdate({ target: adminPanelSettings.id, set: { logoUrl: '/uploads/logo/denge-logo.webp' } });
    try {
      const { orderCode, statusToken } = await placeOrder(10, 2, 'denge10');
      expect(await worker().runOnce()).toBe(1);
      const mail = readable(smtp.received.find((received) => readable(received.raw).includes(orderCode))!.raw);
      // The discount, as the checkout's summary showed it (issue #39: the mail gave only the total).
      expect(mail).toContain('Ara Toplam: 259,00 TL');
      expect(mail).toContain('İndirim (DENGE10, %10): −25,90 TL');
      expect(mail).toContain('Toplam: 233,10 TL');
      // The logo at the top, as an absolute URL a mail client can load.
      expect(mail).toContain(`<img src="${PUBLIC_ORIGIN}/uploads/logo/denge-logo.webp"`);
      // The status page with the order's own secret, which the API then answers.
      const statusUrl = `${PUBLIC_ORIGIN}/siparis/${orderCode}?anahtar=${statusToken}`;
      expect(mail).toContain(`Sipariş durumunuz: ${statusUrl}`);
      expect(mail).toContain(`href="${statusUrl}"`);
      const status = await new ApiClient(server.baseUrl).get(`/api/shop/orders/${orderCode}?token=${statusToken}`);
      expect(status.body.order).toMatchObject({ orderCode, discountAmount: 25.9, totalAmount: 233.1 });
    } finally {
      await db().update(adminPanelSettings).set({ logoUrl: null });
    }
  });

  it('names the site at the top when no logo is set, and shows no discount line without a coupon', async () => {
    await db().delete(mailOutbox);
    const { orderCode } = await placeOrder(10, 1);
    expect(await worker().runOnce()).toBe(1);
    const mail = readable(smtp.received.find((received) => readable(received.raw).includes(orderCode))!.raw);
    expect(mail).not.toContain('<img');
    // The site's name from its settings (the demo practice's).
    expect(mail).toContain('<strong style="font-size:20px;color:#0f766e">Denge Beslenme</strong>');
    expect(mail).not.toContain('İndirim');
    expect(mail).toContain('Toplam: 129,50 TL');
  });

  it('cancels an order unpaid after 24 hours, releases its stock once and mails the buyer', async () => {
    const { productId, orderCode } = await placeOrder(5, 3);
    expect(await stockOf(productId)).toBe(2);

    // Not yet due: 23 hours later nothing happens.
    expect(await cancelUnpaidOrders(db(), { now: new Date(Date.now() + 23 * HOUR_MS) })).toBe(0);
    expect((await orderRow(orderCode)).orderStatus).toBe('new');

    // The registered job, with the clock moved 25 hours on.
    const job = scheduledJobsOf({ storage: server.runtime.deps.storage }).find(
      (candidate) => candidate.name === 'shop.cancel-unpaid-orders',
    );
    expect(job).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 25 * HOUR_MS));
    const logs: string[] = [];
    await job!.run({ db: db(), log: (line: string) => logs.push(line) } as never);
    // The buyer's mail goes out while the clock still says "25 hours later" (PGlite's now() follows it).
    const sender = worker();
    while ((await sender.runOnce()) > 0) {
      // send everything queued (the confirmation and the cancellation)
    }
    vi.useRealTimers();

    const order = await orderRow(orderCode);
    expect(order).toMatchObject({ orderStatus: 'canceled', paymentStatus: 'pending', stockReleased: true });
    expect(await stockOf(productId)).toBe(5);
    expect(logs.some((line) => line.includes('cancelled'))).toBe(true);
    const releases = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(releases.map((movement) => movement.reason).sort()).toEqual(['order', 'order_release']);

    // A second run finds nothing more to do.
    expect(await cancelUnpaidOrders(db(), { now: new Date(Date.now() + 26 * HOUR_MS) })).toBe(0);
    expect(await stockOf(productId)).toBe(5);

    const mail = smtp.received.find((received) => readable(received.raw).includes(`${orderCode} kodlu`));
    expect(mail?.recipients).toEqual(['elif@example.com']);
  });

  it('leaves a paid order alone', async () => {
    const { productId, orderCode } = await placeOrder(4, 1);
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.orderCode, orderCode));
    await cancelUnpaidOrders(db(), { now: new Date(Date.now() + 48 * HOUR_MS) });
    expect((await orderRow(orderCode)).orderStatus).toBe('new');
    expect(await stockOf(productId)).toBe(3);
  });
});
