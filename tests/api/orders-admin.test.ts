import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../src/server/db/schema/index.ts';
import { ORDERS_PAGE_SIZE } from '../../src/shared/schemas/orders.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The orders screen (spec 3 §2.10, §4, §7, §8): filters, search, sorting, server-side paging, the
// detail, status changes with their stock effect, and a CSV Turkish Excel opens correctly.

let server: TestServer;
let admin: ApiClient;
let productId: string;
let bankAccountId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  // The demo practice's six orders would be counted by the filters below; this file counts its own.
  await db().delete(orders);
  productId = (await insertProduct(db(), { name: 'Yeşil Çay', stockQuantity: 100, salePrice: 80 })).id;
  bankAccountId = (await insertBankAccount(db(), { bankName: 'Ziraat Bankası', iban: 'TR330006100519786457841326' }))
    .id;
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const stockOf = async (id: string) =>
  (await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]?.stock;
const order = (params: Partial<Parameters<typeof insertOrder>[1]> & { quantity?: number } = {}) =>
  insertOrder(db(), {
    bankAccountId,
    lines: [{ productId, quantity: params.quantity ?? 1, unitPrice: 80, name: 'Yeşil Çay' }],
    ...params,
  });

describe('the order list (GET /api/admin/orders)', () => {
  it('pages newest first, filters by both statuses and searches code, name and e-mail', async () => {
    const base = Date.now() - 3_600_000;
    const made = [];
    for (let index = 0; index < ORDERS_PAGE_SIZE + 3; index++) {
      made.push(
        await order({
          customerName: index === 0 ? 'Şükrü Öztürk' : `Müşteri ${index}`,
          customerEmail: index === 1 ? 'ozel.adres@ornek.com' : `musteri${index}@ornek.com`,
          paymentStatus: index % 3 === 0 ? 'paid' : 'pending',
          orderStatus: index % 4 === 0 ? 'shipped' : 'new',
          createdAt: new Date(base + index * 1000),
        }),
      );
    }
    const first = await admin.get('/api/admin/orders');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: ORDERS_PAGE_SIZE });
    expect(first.body.items).toHaveLength(ORDERS_PAGE_SIZE);
    const times = first.body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await admin.get('/api/admin/orders?page=2');
    expect(second.body.items.length).toBe(first.body.total - ORDERS_PAGE_SIZE);

    const paidShipped = await admin.get('/api/admin/orders?paymentStatus=paid&orderStatus=shipped');
    expect(paidShipped.body.items.every((i: any) => i.paymentStatus === 'paid' && i.orderStatus === 'shipped')).toBe(
      true,
    );
    expect(paidShipped.body.total).toBe(made.filter((_, index) => index % 3 === 0 && index % 4 === 0).length);
    const all = await admin.get('/api/admin/orders?paymentStatus=&orderStatus=');
    expect(all.body.total).toBe(first.body.total);

    expect((await admin.get(`/api/admin/orders?search=${made[5]!.orderCode.toLowerCase()}`)).body.items).toHaveLength(
      1,
    );
    expect(
      (await admin.get(`/api/admin/orders?search=${encodeURIComponent('şükrü')}`)).body.items[0].customerName,
    ).toBe('Şükrü Öztürk');
    expect((await admin.get('/api/admin/orders?search=OZEL.ADRES')).body.total).toBe(1);
    expect((await admin.get('/api/admin/orders?search=%25')).body.total).toBe(0);
  });

  it('sorts by each column both ways', async () => {
    for (const sort of ['order_code', 'customer_name', 'total_amount', 'created_at'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const response = await admin.get(`/api/admin/orders?sort=${sort}&direction=${direction}`);
        expect(response.status).toBe(200);
        const key = {
          order_code: 'orderCode',
          customer_name: 'customerName',
          total_amount: 'totalAmount',
          created_at: 'createdAt',
        }[sort];
        const values = response.body.items.map((item: Record<string, string | number>) => item[key]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (sort !== 'customer_name') expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('refuses bad filters with Turkish 400s', async () => {
    const cases: Array<[string, string]> = [
      ['orderStatus=lost', 'Geçerli bir sipariş durumu seçin.'],
      ['paymentStatus=maybe', 'Geçerli bir ödeme durumu seçin.'],
      ['sort=customer_tc', 'Geçersiz sıralama alanı.'],
      ['direction=up', 'Geçersiz sıralama yönü.'],
      ['page=0', 'Sayfa numarası en az 1 olmalıdır.'],
      [`search=${'a'.repeat(101)}`, 'Arama metni en fazla 100 karakter olabilir.'],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/admin/orders?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('the order detail and its status selectors', () => {
  it('shows items, customer and the bank account', async () => {
    const placed = await order({ quantity: 2, customerName: 'Ayşe Kaya' });
    const response = await admin.get(`/api/admin/orders/${placed.id}`);
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({
      orderCode: placed.orderCode,
      customerName: 'Ayşe Kaya',
      customerTc: '10000000146',
      totalAmount: 160,
      items: [{ name: 'Yeşil Çay', unitPrice: 80, quantity: 2, lineTotal: 160 }],
      bankAccount: { bankName: 'Ziraat Bankası', iban: 'TR330006100519786457841326' },
    });
    expect((await admin.get(`/api/admin/orders/${crypto.randomUUID()}`)).body.message).toBe('Sipariş bulunamadı.');
  });

  it('marks paid with paid_at, so the unpaid-order job (pending only) leaves it alone', async () => {
    const placed = await order();
    const paid = await admin.patch(`/api/admin/orders/${placed.id}/payment-status`, { paymentStatus: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body.order.paymentStatus).toBe('paid');
    expect(paid.body.order.paidAt).not.toBeNull();
    const back = await admin.patch(`/api/admin/orders/${placed.id}/payment-status`, { paymentStatus: 'failed' });
    expect(back.body.order).toMatchObject({ paymentStatus: 'failed', paidAt: null });
  });

  it('cancelling releases the stock once; reopening takes it again or refuses with Yetersiz stok', async () => {
    const scarce = await insertProduct(db(), { stockQuantity: 3 });
    const placed = await insertOrder(db(), {
      bankAccountId,
      lines: [{ productId: scarce.id, quantity: 2, unitPrice: 50 }],
    });
    expect(await stockOf(scarce.id)).toBe(1);
    const [first, second] = await Promise.all([
      admin.patch(`/api/admin/orders/${placed.id}/order-status`, { orderStatus: 'canceled' }),
      admin.patch(`/api/admin/orders/${placed.id}/order-status`, { orderStatus: 'canceled' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.order.orderStatus).toBe('canceled');
    expect(first.body.order.canceledAt).not.toBeNull();
    expect(await stockOf(scarce.id)).toBe(3);

    const reopened = await admin.patch(`/api/admin/orders/${placed.id}/order-status`, { orderStatus: 'processing' });
    expect(reopened.body.order).toMatchObject({ orderStatus: 'processing', canceledAt: null });
    expect(await stockOf(scarce.id)).toBe(1);
    await admin.patch(`/api/admin/orders/${placed.id}/order-status`, { orderStatus: 'canceled' });
    expect(await stockOf(scarce.id)).toBe(3);

    // Someone else takes the stock meanwhile: reopening is refused whole.
    await admin.post(`/api/admin/stock/products/${scarce.id}/movements`, { type: 'out', quantity: 2, price: 50 });
    const refused = await admin.patch(`/api/admin/orders/${placed.id}/order-status`, { orderStatus: 'new' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Yetersiz stok. Mevcut: 1, İstenen: 2');
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(unchanged).toMatchObject({ orderStatus: 'canceled', stockReleased: true });
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it('refuses bad statuses and unknown orders', async () => {
    const placed = await order();
    const badOrder = await admin.patch(`/api/admin/orders/${placed.id}/order-status`, { orderStatus: 'lost' });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toBe('Geçerli bir sipariş durumu seçin.');
    const badPayment = await admin.patch(`/api/admin/orders/${placed.id}/payment-status`, { paymentStatus: 'free' });
    expect(badPayment.body.message).toBe('Geçerli bir ödeme durumu seçin.');
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(unchanged).toMatchObject({ orderStatus: 'new', paymentStatus: 'pending' });
    const missing = await admin.patch(`/api/admin/orders/${crypto.randomUUID()}/order-status`, { orderStatus: 'new' });
    expect(missing.status).toBe(404);
  });
});

describe('CSV export (GET /api/admin/orders/export)', () => {
  it('writes a UTF-8 BOM, semicolons, decimal commas and escapes formulas', async () => {
    const placed = await order({ customerName: '=HYPERLINK("x");Ş', customerEmail: 'csv@ornek.com', quantity: 3 });
    const response = await fetch(`${server.baseUrl}/api/admin/orders/export?search=csv%40ornek.com`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="siparisler-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Sipariş Kodu;Müşteri;E-posta;Tutar (TL);Sipariş Durumu;Ödeme Durumu;Tarih');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${placed.orderCode};"'=HYPERLINK(""x"");Ş";csv@ornek.com;240,00;Yeni;Bekliyor;`);
    const bad = await admin.get('/api/admin/orders/export?sort=nope');
    expect(bad.status).toBe(400);
  });
});
