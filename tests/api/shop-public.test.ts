import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccounts,
  coupons,
  mailOutbox,
  orderItems,
  orders,
  products,
  stockMovements,
} from '../../src/server/db/schema/index.ts';
import { demoBankAccounts, demoProducts } from '../../src/server/demo/data/shop.ts';
import { makeOrderCode, placeOrder } from '../../src/server/modules/shop/shop-orders-service.ts';
import { toBusinessDay } from '../../src/shared/dates.ts';
import { isValidTurkishIban } from '../../src/shared/shop.ts';
import { ApiClient } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The shop for visitors through the real app (spec 3 §2.5–§2.8, §5, §9): the catalogue's filters,
// the cart priced by the server, coupons, and every refusal of a checkout (a Turkish 400/409 and
// nothing written).

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

let codeCounter = 0;
async function createProduct(values: Partial<typeof products.$inferInsert> = {}) {
  codeCounter += 1;
  const [product] = await db()
    .insert(products)
    .values({
      name: 'Test Ürünü',
      code: `SHOP-T-${codeCounter}-${Date.now()}`,
      salePrice: 100,
      stockQuantity: 10,
      ...values,
    })
    .returning();
  // The visitors' reads come from the kept products, dropped when this write's announcement arrives.
  await awaitEarlierLiveEvents(server.runtime.deps);
  return product!;
}

const firstBankAccountId = async () =>
  (await db().select({ id: bankAccounts.id }).from(bankAccounts).orderBy(bankAccounts.bankName))[0]!.id;

let keyCounter = 0;
const freshKey = () => `test-key-${Date.now()}-${++keyCounter}-abcdef`;

const validCustomer = {
  name: 'Ayşe Yılmaz',
  tc: '10000000146',
  phone: '0532 123 45 67',
  email: 'Ayse.Yilmaz@Ornek.com',
  address: 'Bağdat Cad. No: 12 D: 4, Kadıköy / İstanbul',
  postalCode: '34710',
};

async function orderBody(overrides: Record<string, unknown> = {}) {
  const product = await createProduct({ salePrice: 120.5, stockQuantity: 5 });
  return {
    product,
    body: {
      idempotencyKey: freshKey(),
      lines: [{ productId: product.id, quantity: 2 }],
      customer: validCustomer,
      bankAccountId: await firstBankAccountId(),
      contractsAccepted: true,
      expectedTotal: 241,
      ...overrides,
    },
  };
}

async function countRows() {
  const [o] = await db().select({ n: count() }).from(orders);
  const [m] = await db().select({ n: count() }).from(mailOutbox);
  const [s] = await db().select({ n: count() }).from(stockMovements);
  return { orders: o!.n, mails: m!.n, movements: s!.n };
}

describe('demo shop', () => {
  it('seeds believable products (one sold out, one inactive), the coupon and two valid IBANs', async () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(10);
    expect(demoProducts.some((product) => product.stockQuantity === 0)).toBe(true);
    expect(demoProducts.some((product) => product.isActive === false)).toBe(true);
    for (const account of demoBankAccounts) expect(isValidTurkishIban(account.iban), account.iban).toBe(true);
    const [coupon] = await db().select().from(coupons).where(sql`lower(${coupons.code}) = 'denge10'`);
    expect(coupon?.percent).toBe(10);
  });
});

describe('catalogue (GET /api/shop/products)', () => {
  it('lists active products newest first, never an inactive one, with the count and the slider ceiling', async () => {
    const response = await visitor.get('/api/shop/products');
    expect(response.status).toBe(200);
    const names: string[] = response.body.products.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Porsiyonlu Saklama Kabı Seti');
    expect(response.body.total).toBe(names.length);
    expect(response.body.priceCeiling).toBe(1000);
    expect(response.body.filters).toEqual({ q: '', min: 0, max: 1000, sort: 'newest' });
    const dates: string[] = response.body.products.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The purchase price never reaches a visitor.
    expect(response.body.products[0]).not.toHaveProperty('purchasePrice');
  });

  it('searches name and description the Turkish way (case and dotted/dotless i)', async () => {
    const byName = await visitor.get(`/api/shop/products?q=${encodeURIComponent('BİTKİ ÇAYI')}`);
    expect(byName.body.products.map((p: { name: string }) => p.name)).toEqual(['Rahatlatıcı Bitki Çayı Karışımı']);
    const byDescription = await visitor.get(`/api/shop/products?q=${encodeURIComponent('ihlamur')}`);
    expect(byDescription.body.total).toBe(1);
    const dotless = await visitor.get(`/api/shop/products?q=${encodeURIComponent('TARTISI')}`);
    expect(dotless.body.products.map((p: { name: string }) => p.name)).toEqual(['Dijital Mutfak Tartısı']);
    const none = await visitor.get('/api/shop/products?q=zzzyok');
    expect(none.body).toMatchObject({ products: [], total: 0 });
  });

  it('filters by the price range and sorts by price both ways', async () => {
    const ranged = await visitor.get('/api/shop/products?min=150&max=250&sort=price_asc');
    const prices: number[] = ranged.body.products.map((p: { price: number }) => p.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 150 && price <= 250)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const descending = await visitor.get('/api/shop/products?sort=price_desc');
    const all: number[] = descending.body.products.map((p: { price: number }) => p.price);
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    // Swapped bounds are put in order; nonsense is ignored rather than refused (it comes from a URL).
    const swapped = await visitor.get('/api/shop/products?min=250&max=150&sort=bogus');
    expect(swapped.status).toBe(200);
    expect(swapped.body.filters).toMatchObject({ min: 150, max: 250, sort: 'newest' });
  });

  it('raises the slider ceiling to the highest price above 1000', async () => {
    const pricey = await createProduct({ name: 'Pahalı Tartı', salePrice: 1234.5 });
    const response = await visitor.get('/api/shop/products');
    expect(response.body.priceCeiling).toBe(1235);
    await db().delete(products).where(eq(products.id, pricey.id));
  });

  it('answers one active product, and 404 "Ürün Bulunamadı" for an unknown, inactive or malformed id', async () => {
    const product = await createProduct({ name: 'Görünür Ürün' });
    const found = await visitor.get(`/api/shop/products/${product.id}`);
    expect(found.status).toBe(200);
    expect(found.body.product).toMatchObject({ id: product.id, name: 'Görünür Ürün', price: 100, stockQuantity: 10 });
    const hidden = await createProduct({ isActive: false });
    for (const id of [hidden.id, '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'not-a-uuid']) {
      const response = await visitor.get(`/api/shop/products/${id}`);
      expect(response.status, id).toBe(404);
    }
    expect((await visitor.get(`/api/shop/products/${hidden.id}`)).body.message).toBe('Ürün Bulunamadı');
  });
});

describe('cart pricing (POST /api/shop/cart)', () => {
  it('prices from the database, shows lines gone inactive or short of stock, totals what the lines show and blocks ordering', async () => {
    const ok = await createProduct({ salePrice: 10.1 });
    const gone = await createProduct({ salePrice: 50, isActive: false });
    const short = await createProduct({ salePrice: 20, stockQuantity: 1 });
    const response = await visitor.post('/api/shop/cart', {
      lines: [
        { productId: ok.id, quantity: 3 },
        { productId: gone.id, quantity: 1 },
        { productId: short.id, quantity: 2 },
        { productId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.lines.map((line: { status: string }) => line.status)).toEqual([
      'ok',
      'unavailable',
      'insufficient_stock',
      'unavailable',
    ]);
    // The line short of stock is in the totals at the quantity it shows (issue #39: it was dropped
    // silently); a product no longer sold has no amount. Nothing can be ordered until both are fixed.
    expect(response.body).toMatchObject({
      subtotal: 70.3,
      discount: 0,
      total: 70.3,
      coupon: null,
      isCouponRejected: false,
      isOrderable: false,
    });
    const onlyProblems = await visitor.post('/api/shop/cart', {
      lines: [
        { productId: gone.id, quantity: 1 },
        { productId: short.id, quantity: 2 },
      ],
    });
    expect(onlyProblems.body).toMatchObject({ subtotal: 40, total: 40, isOrderable: false });
    const fine = await visitor.post('/api/shop/cart', {
      lines: [
        { productId: ok.id, quantity: 3 },
        { productId: short.id, quantity: 1 },
      ],
    });
    expect(fine.body).toMatchObject({ subtotal: 50.3, total: 50.3, isOrderable: true });
    const empty = await visitor.post('/api/shop/cart', { lines: [] });
    expect(empty.body).toMatchObject({ lines: [], total: 0, isOrderable: false });
  });

  it('applies a coupon matched case-insensitively and refuses an unknown, inactive, expired or used-up one', async () => {
    const product = await createProduct({ salePrice: 199.99 });
    const lines = [{ productId: product.id, quantity: 1 }];
    const applied = await visitor.post('/api/shop/cart', { lines, couponCode: 'denge10' });
    expect(applied.body).toMatchObject({
      coupon: { code: 'DENGE10', percent: 10 },
      subtotal: 199.99,
      discount: 20,
      total: 179.99,
      isCouponRejected: false,
    });
    await db()
      .insert(coupons)
      .values([
        { code: 'KAPALI20', percent: 20, isActive: false },
        { code: 'GECMIS20', percent: 20, validUntil: new Date(Date.now() - 86_400_000) },
        { code: 'GELECEK20', percent: 20, validFrom: new Date(Date.now() + 86_400_000) },
        { code: 'BITTI20', percent: 20, usageLimit: 1, usedCount: 1 },
      ]);
    // Issue #39 item 19: an expired, not yet valid or used-up code says why; an unknown or switched-off one no more.
    for (const [code, reason] of [
      ['YOKBOYLE', 'Geçersiz kupon kodu'],
      ['KAPALI20', 'Geçersiz kupon kodu'],
      ['gecmis20', 'Bu kuponun süresi doldu.'],
      ['GELECEK20', 'Bu kupon henüz geçerli değil.'],
      ['BITTI20', 'Bu kuponun kullanım limiti doldu.'],
    ]) {
      const response = await visitor.post('/api/shop/cart', { lines, couponCode: code });
      expect(response.body, code).toMatchObject({
        coupon: null,
        isCouponRejected: true,
        couponRejection: reason,
        discount: 0,
        total: 199.99,
      });
    }
  });

  it('refuses a malformed cart with a Turkish 400', async () => {
    const product = await createProduct();
    for (const lines of [[{ productId: product.id, quantity: 0 }], [{ productId: 'x', quantity: 1 }], 'nope']) {
      const response = await visitor.post('/api/shop/cart', { lines });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation');
    }
  });
});

describe('bank accounts (GET /api/shop/bank-accounts)', () => {
  it('lists the active accounts by bank name', async () => {
    const response = await visitor.get('/api/shop/bank-accounts');
    expect(response.status).toBe(200);
    const names: string[] = response.body.bankAccounts.map((a: { bankName: string }) => a.bankName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(names).toEqual(expect.arrayContaining(['Garanti BBVA', 'Türkiye İş Bankası']));
  });
});

describe('checkout (POST /api/shop/orders)', () => {
  it('creates the order priced by the server, reserves stock, queues the mail and answers the code and IBAN', async () => {
    const { product, body } = await orderBody();
    const response = await visitor.post('/api/shop/orders', body);
    expect(response.status).toBe(201);
    const { order } = response.body;
    expect(order.orderCode).toMatch(new RegExp(`^ORD${toBusinessDay(new Date()).replace(/-/g, '')}[1-9]\\d{3}$`));
    expect(order).toMatchObject({ subtotalAmount: 241, discountAmount: 0, totalAmount: 241 });
    expect(order.bankAccount.iban).toMatch(/^TR\d{24}$/);
    const [row] = await db().select().from(orders).where(eq(orders.orderCode, order.orderCode));
    expect(row).toMatchObject({
      customerEmail: 'ayse.yilmaz@ornek.com',
      customerPhone: '0532 123 45 67',
      paymentStatus: 'pending',
      orderStatus: 'new',
    });
    expect(row!.paymentDueAt.getTime() - row!.createdAt.getTime()).toBe(24 * 3600_000);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    expect(items).toMatchObject([{ productId: product.id, quantity: 2, unitPrice: 120.5 }]);
    const [stock] = await db().select().from(products).where(eq(products.id, product.id));
    expect(stock!.stockQuantity).toBe(3);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${order.orderCode}%`}`);
    expect(mail?.recipients).toEqual(['ayse.yilmaz@ornek.com']);
    expect(mail?.text).toContain(order.bankAccount.iban.replace(/(.{4})/g, '$1 ').trim());
    expect(mail?.text).toContain('Son ödeme zamanı');
  });

  it('takes the phone as booking does (+90, spaces) and a TC number pasted with spaces; stores both in one form', async () => {
    // Issue #39 item 10: checkout refused '+90 532 123 45 67' that booking accepts.
    const { body } = await orderBody({
      customer: { ...validCustomer, phone: '+90 532 123 45 67', tc: '100 000 001 46' },
    });
    const response = await visitor.post('/api/shop/orders', body);
    expect(response.status).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.orderCode, response.body.order.orderCode));
    expect(row).toMatchObject({ customerPhone: '0532 123 45 67', customerTc: '10000000146' });
  });

  it('applies the coupon on the server and counts its use', async () => {
    const [before] = await db().select().from(coupons).where(eq(coupons.code, 'DENGE10'));
    const { body } = await orderBody({ couponCode: 'Denge10', expectedTotal: 216.9 });
    const response = await visitor.post('/api/shop/orders', body);
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ subtotalAmount: 241, discountAmount: 24.1, totalAmount: 216.9 });
    const [after] = await db().select().from(coupons).where(eq(coupons.code, 'DENGE10'));
    expect(after!.usedCount).toBe(before!.usedCount + 1);
  });

  it('refuses a coupon used up during the checkout with its own Turkish text, writes nothing, and reprices without it', async () => {
    await db().insert(coupons).values({ code: 'SONUNCU15', percent: 15, usageLimit: 1 });
    const first = await orderBody({ couponCode: 'sonuncu15', expectedTotal: 204.85 });
    const pricedBefore = await visitor.post('/api/shop/cart', { lines: first.body.lines, couponCode: 'sonuncu15' });
    expect(pricedBefore.body).toMatchObject({ coupon: { code: 'SONUNCU15' }, total: 204.85, couponRejection: null });
    expect((await visitor.post('/api/shop/orders', first.body)).status).toBe(201);
    // A second buyer priced the cart with the coupon before the first one took its last use.
    const { body } = await orderBody({ couponCode: 'sonuncu15', expectedTotal: 204.85 });
    const before = await countRows();
    const refused = await visitor.post('/api/shop/orders', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_coupon', message: 'Bu kuponun kullanım limiti doldu.' });
    expect(await countRows()).toEqual(before);
    const repriced = await visitor.post('/api/shop/cart', { lines: body.lines, couponCode: 'sonuncu15' });
    expect(repriced.body).toMatchObject({
      coupon: null,
      discount: 0,
      total: 241,
      couponRejection: 'Bu kuponun kullanım limiti doldu.',
    });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, 'SONUNCU15'));
    expect(coupon!.usedCount).toBe(1);
  });

  it('answers a repeated idempotency key with the same order and writes nothing more', async () => {
    const { body } = await orderBody();
    const first = await visitor.post('/api/shop/orders', body);
    const rows = await countRows();
    const second = await visitor.post('/api/shop/orders', body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.order.orderCode).toBe(first.body.order.orderCode);
    expect(await countRows()).toEqual(rows);
  });

  it('draws another order code when the drawn one is taken', async () => {
    // Called without the route: no address, and no limit on this buyer's unpaid orders.
    const anyBuyer = { networkKey: null, unpaidOrderLimit: Number.MAX_SAFE_INTEGER, unpaidStockShare: 100 };
    const { body } = await orderBody();
    const now = new Date();
    const taken = makeOrderCode(now, 4321);
    const first = await placeOrder(db(), { ...body, idempotencyKey: freshKey() } as never, anyBuyer, {
      clock: { drawCodeDigits: () => 4321 },
    }).catch(() => null);
    // Either this call took 4321 or an earlier one had; the next call must not fail on the collision.
    expect(first === null || first.order.orderCode === taken).toBe(true);
    const digits = [4321, 4321, 5678];
    const { body: other } = await orderBody();
    const second = await placeOrder(db(), { ...other, idempotencyKey: freshKey() } as never, anyBuyer, {
      clock: { drawCodeDigits: () => digits.shift() ?? 9999 },
    });
    expect(second.order.orderCode).toBe(makeOrderCode(now, 5678));
  });

  const refusals: [string, (body: Record<string, any>) => unknown, number, string][] = [
    [
      'a TC number of 10 digits',
      (b) => ({ ...b, customer: { ...b.customer, tc: '1000000014' } }),
      400,
      'Geçerli bir TC kimlik numarası giriniz (11 rakam)',
    ],
    [
      'a TC number with wrong check digits',
      (b) => ({ ...b, customer: { ...b.customer, tc: '10000000147' } }),
      400,
      'Geçerli bir TC kimlik numarası giriniz (11 rakam)',
    ],
    [
      'a TC number starting with 0',
      (b) => ({ ...b, customer: { ...b.customer, tc: '01234567890' } }),
      400,
      'Geçerli bir TC kimlik numarası giriniz (11 rakam)',
    ],
    [
      'a phone of 9 digits',
      (b) => ({ ...b, customer: { ...b.customer, phone: '532 123 45' } }),
      400,
      'Geçerli bir telefon numarası giriniz',
    ],
    [
      'a phone of 12 digits',
      (b) => ({ ...b, customer: { ...b.customer, phone: '053212345678' } }),
      400,
      'Geçerli bir telefon numarası giriniz',
    ],
    [
      'an e-mail without a domain',
      (b) => ({ ...b, customer: { ...b.customer, email: 'ayse@' } }),
      400,
      'Geçerli bir e-posta adresi giriniz',
    ],
    [
      'an empty name',
      (b) => ({ ...b, customer: { ...b.customer, name: '   ' } }),
      400,
      'Lütfen adınızı ve soyadınızı giriniz',
    ],
    ['an empty address', (b) => ({ ...b, customer: { ...b.customer, address: '' } }), 400, 'Lütfen adresinizi giriniz'],
    ['no bank account', (b) => ({ ...b, bankAccountId: undefined }), 400, 'Lütfen bir banka hesabı seçiniz'],
    [
      'an unknown bank account',
      (b) => ({ ...b, bankAccountId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }),
      400,
      'Lütfen bir banka hesabı seçiniz',
    ],
    [
      'contracts not accepted',
      (b) => ({ ...b, contractsAccepted: false }),
      400,
      'Siparişi tamamlamak için ön bilgilendirme formunu ve Mesafeli Satış Sözleşmesini onaylamalısınız',
    ],
    ['an empty cart', (b) => ({ ...b, lines: [] }), 400, 'Sepetiniz boş.'],
    [
      'a quantity of 0',
      (b) => ({ ...b, lines: [{ ...b.lines[0], quantity: 0 }] }),
      400,
      'Adet 1 ile 99 arasında olmalıdır.',
    ],
    ['an unknown coupon', (b) => ({ ...b, couponCode: 'YOKBOYLE' }), 400, 'Geçersiz kupon kodu'],
    [
      'a total the visitor did not see',
      (b) => ({ ...b, expectedTotal: 200 }),
      409,
      'Sepetinizdeki ürünlerin fiyatı ya da stoğu değişti. Lütfen sepetinizi kontrol edip tekrar deneyiniz.',
    ],
    [
      'more than the stock',
      (b) => ({ ...b, lines: [{ ...b.lines[0], quantity: 6 }], expectedTotal: 723 }),
      409,
      'için yeterli stok yok. Mevcut: 5, İstenen: 6',
    ],
    [
      'a missing idempotency key',
      (b) => ({ ...b, idempotencyKey: '' }),
      400,
      'Sipariş anahtarı geçersiz. Lütfen sayfayı yenileyip tekrar deneyiniz.',
    ],
  ];

  it.each(refusals)('refuses %s with a Turkish error and writes nothing', async (_label, change, status, message) => {
    const { product, body } = await orderBody();
    const before = await countRows();
    const response = await visitor.post('/api/shop/orders', change(body));
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(await countRows()).toEqual(before);
    const [stock] = await db().select().from(products).where(eq(products.id, product.id));
    expect(stock!.stockQuantity).toBe(5);
  });

  it('refuses a product gone inactive after it was put in the cart, naming it', async () => {
    const { product, body } = await orderBody();
    await db().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const before = await countRows();
    const response = await visitor.post('/api/shop/orders', body);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'product_unavailable' });
    expect(response.body.message).toContain('Test Ürünü');
    expect(await countRows()).toEqual(before);
  });

  it('puts field errors under the checkout fields', async () => {
    const { body } = await orderBody();
    const response = await visitor.post('/api/shop/orders', {
      ...body,
      customer: { ...body.customer, tc: '123', email: 'x' },
    });
    expect(response.body.fieldErrors).toMatchObject({
      'customer.tc': 'Geçerli bir TC kimlik numarası giriniz (11 rakam)',
      'customer.email': 'Geçerli bir e-posta adresi giriniz',
    });
  });

  it('refuses a write that names no origin (cross-site protection)', async () => {
    const { body } = await orderBody();
    const response = await fetch(`${server.baseUrl}/api/shop/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(403);
  });
});
