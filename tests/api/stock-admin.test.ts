import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../src/server/db/schema/index.ts';
import { orderLimitMessages } from '../../src/server/modules/shop/shop-order-limits.ts';
import { InsufficientStockError, releaseOrderStock } from '../../src/server/modules/stock/stock-service.ts';
import { stockValidationMessages } from '../../src/shared/schemas/stock.ts';
import { DEFAULT_UNPAID_ORDER_UNIT_LIMIT } from '../../src/shared/shop.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The stock screen (spec 2 §2, §4, §5, §7): movements change the stock in the same transaction and
// never below zero, also when they race orders; the report is computed in SQL in one request and is
// right on 10,000 movements.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const stockOf = async (productId: string) =>
  (await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]?.stock;
const movementCount = async (productId: string) =>
  (await db().select({ n: count() }).from(stockMovements).where(eq(stockMovements.productId, productId)))[0]!.n;
const movementPath = (productId: string) => `/api/admin/stock/products/${productId}/movements`;

describe('stock movements (POST /api/admin/stock/products/:id/movements)', () => {
  it('adds and removes stock, recording each movement with its price', async () => {
    const product = await insertProduct(db());
    const added = await admin.post(movementPath(product.id), { type: 'in', quantity: '10', price: '60,00' });
    expect(added.status).toBe(201);
    expect(added.body.movement.stockQuantity).toBe(10);
    const removed = await admin.post(movementPath(product.id), {
      type: 'out',
      quantity: 4,
      price: 100,
      description: 'Mağaza satışı',
    });
    expect(removed.body.movement.stockQuantity).toBe(6);
    expect(await stockOf(product.id)).toBe(6);
    expect(await movementCount(product.id)).toBe(2);
  });

  it("refuses an out beyond the stock with 'Yetersiz stok. Mevcut: {stock}, İstenen: {requested}' (409)", async () => {
    const product = await insertProduct(db(), { stockQuantity: 3 });
    const response = await admin.post(movementPath(product.id), { type: 'out', quantity: 5, price: 100 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'insufficient_stock',
      message: 'Yetersiz stok. Mevcut: 3, İstenen: 5',
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await movementCount(product.id)).toBe(0);
  });

  it('refuses every bad input with a Turkish 4xx and writes nothing', async () => {
    const product = await insertProduct(db(), { stockQuantity: 2 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'sideways' }, 'type', 'Hareket türü seçin.'],
      [{ quantity: 0 }, 'quantity', 'Miktar en az 1 olan bir tam sayı olmalıdır.'],
      [{ quantity: 1.5 }, 'quantity', 'Miktar en az 1 olan bir tam sayı olmalıdır.'],
      [{ quantity: '' }, 'quantity', 'Miktar en az 1 olan bir tam sayı olmalıdır.'],
      [{ price: -0.01 }, 'price', 'Lütfen geçerli bir fiyat girin'],
      [{ price: '0x10' }, 'price', 'Lütfen geçerli bir fiyat girin'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post(movementPath(product.id), { type: 'in', quantity: 1, price: 10, ...overrides });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    const missing = await admin.post(movementPath(crypto.randomUUID()), { type: 'in', quantity: 1, price: 10 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Ürün bulunamadı.');
    expect(await stockOf(product.id)).toBe(2);
    expect(await movementCount(product.id)).toBe(0);
  });

  it('never goes below zero when stock-screen outs race order reservations', async () => {
    const product = await insertProduct(db(), { stockQuantity: 10 });
    const account = await insertBankAccount(db());
    const outs = Array.from({ length: 12 }, () =>
      admin.post(movementPath(product.id), { type: 'out', quantity: 1, price: 100 }),
    );
    const reservations = Array.from({ length: 12 }, () =>
      insertOrder(db(), { bankAccountId: account.id, lines: [{ productId: product.id, quantity: 1, unitPrice: 100 }] }),
    );
    const [outResults, orderResults] = await Promise.all([Promise.all(outs), Promise.allSettled(reservations)]);
    const acceptedOuts = outResults.filter((r) => r.status === 201).length;
    const refusedOuts = outResults.filter((r) => r.status === 409);
    expect(refusedOuts.every((r) => r.body.code === 'insufficient_stock')).toBe(true);
    expect(acceptedOuts + refusedOuts.length).toBe(12);
    const placedOrders = orderResults.filter((r) => r.status === 'fulfilled').length;
    const refusedOrders = orderResults.filter((r) => r.status === 'rejected');
    expect(refusedOrders.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientStockError)).toBe(
      true,
    );
    expect(acceptedOuts + placedOrders).toBe(10);
    expect(await stockOf(product.id)).toBe(0);
    expect(await movementCount(product.id)).toBe(10);
  });
});

describe('the stock report (GET /api/admin/stock)', () => {
  it('computes purchases, sales and profit (spec 2 §7); a cancelled order is a returned sale', async () => {
    const product = await insertProduct(db(), { name: 'Rapor ürünü', purchasePrice: 60, minStockLevel: 5 });
    await admin.post(movementPath(product.id), { type: 'in', quantity: 10, price: 55 }); // purchase 550
    await admin.post(movementPath(product.id), { type: 'out', quantity: 2, price: 100 }); // sale 200, profit 80
    const account = await insertBankAccount(db());
    const order = await insertOrder(db(), {
      bankAccountId: account.id,
      lines: [{ productId: product.id, quantity: 3, unitPrice: 90 }], // sale 270, profit 90
    });
    let report = await admin.get('/api/admin/stock');
    let line = report.body.products.find((p: { id: string }) => p.id === product.id);
    expect(line).toMatchObject({
      stockQuantity: 5,
      isCritical: true,
      totalPurchases: 550,
      totalSales: 470,
      totalProfit: 170,
    });

    await db().transaction((tx) => releaseOrderStock(tx, order.id));
    report = await admin.get('/api/admin/stock');
    line = report.body.products.find((p: { id: string }) => p.id === product.id);
    // The release put 3 back: not a purchase, the 270 sale and its 90 profit are undone.
    expect(line).toMatchObject({
      stockQuantity: 8,
      isCritical: false,
      totalPurchases: 550,
      totalSales: 200,
      totalProfit: 80,
    });
  });

  it('is right on 10,000 movements, in one request, with totals summed over every product', async () => {
    const product = await insertProduct(db(), { name: 'Büyük hacimli ürün', purchasePrice: 12.5 });
    // 10,000 movements written set-based: 5,000 in at 10,00–19,99 and 5,000 out at 20,00–29,99.
    await db().execute(sql`
      insert into ${stockMovements} (product_id, type, quantity, price, reason)
      select ${product.id}::uuid,
             case when g % 2 = 0 then 'in' else 'out' end,
             1 + (g % 7),
             case when g % 2 = 0 then 10 + (g % 1000) / 100.0 else 20 + (g % 1000) / 100.0 end,
             'manual'
      from generate_series(1, 10000) as g`);
    let purchasesCents = 0;
    let salesCents = 0;
    let profitCents = 0;
    for (let g = 1; g <= 10000; g++) {
      const quantity = 1 + (g % 7);
      const priceCents = (g % 2 === 0 ? 1000 : 2000) + (g % 1000);
      if (g % 2 === 0) purchasesCents += quantity * priceCents;
      else {
        salesCents += quantity * priceCents;
        profitCents += quantity * (priceCents - 1250);
      }
    }
    const started = performance.now();
    const report = await admin.get('/api/admin/stock');
    const elapsed = performance.now() - started;
    expect(report.status).toBe(200);
    const line = report.body.products.find((p: { id: string }) => p.id === product.id);
    expect(line).toMatchObject({
      totalPurchases: purchasesCents / 100,
      totalSales: salesCents / 100,
      totalProfit: profitCents / 100,
    });
    const sum = (key: string) =>
      Math.round(report.body.products.reduce((total: number, p: Record<string, number>) => total + p[key]! * 100, 0)) /
      100;
    expect(report.body.totals).toEqual({
      totalProfit: sum('totalProfit'),
      totalSales: sum('totalSales'),
      totalPurchases: sum('totalPurchases'),
    });
    expect(elapsed).toBeLessThan(5000);
  });
});

describe('an order over several products', () => {
  it('takes all lines or none', async () => {
    const plenty = await insertProduct(db(), { stockQuantity: 5 });
    const scarce = await insertProduct(db(), { stockQuantity: 1 });
    const account = await insertBankAccount(db());
    const refused = await insertOrder(db(), {
      bankAccountId: account.id,
      lines: [
        { productId: plenty.id, quantity: 2, unitPrice: 10 },
        { productId: scarce.id, quantity: 2, unitPrice: 10 },
      ],
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientStockError);
    expect(await stockOf(plenty.id)).toBe(5);
    expect(await stockOf(scarce.id)).toBe(1);
  });
});

describe('the order rule and what unpaid orders hold (PUT /api/admin/stock/order-rules, ADR 0067)', () => {
  const path = '/api/admin/stock/order-rules';
  const readRules = async () => (await admin.get('/api/admin/stock')).body.orderRules;

  it('shows the units each product has in unpaid orders, and leaves out paid and cancelled ones', async () => {
    const product = await insertProduct(db(), { stockQuantity: 20 });
    const { id: bankAccountId } = await insertBankAccount(db());
    const line = { productId: product.id, quantity: 3, unitPrice: 100 };
    const unpaid = await insertOrder(db(), { bankAccountId, lines: [line] });
    const second = await insertOrder(db(), { bankAccountId, lines: [{ ...line, quantity: 2 }] });
    await insertOrder(db(), { bankAccountId, lines: [line], paymentStatus: 'paid' });
    await insertOrder(db(), { bankAccountId, lines: [line], orderStatus: 'canceled' });
    const heldOf = async () =>
      (await admin.get('/api/admin/stock')).body.products.find(
        (candidate: { id: string }) => candidate.id === product.id,
      ).heldUnits;
    const before = await admin.get('/api/admin/stock');
    const row = before.body.products.find((candidate: { id: string }) => candidate.id === product.id);
    expect(row).toMatchObject({ heldUnits: 5, stockQuantity: 9 });
    expect(before.body.unpaidHolds.units).toBeGreaterThanOrEqual(5);
    // Paid, it is a sale: it holds nothing; set back to unpaid, it holds again; cancelled, its stock is back.
    const paymentPath = `/api/admin/orders/${unpaid.id}/payment-status`;
    expect((await admin.patch(paymentPath, { paymentStatus: 'paid' })).status).toBe(200);
    expect(await heldOf()).toBe(2);
    expect((await admin.patch(paymentPath, { paymentStatus: 'pending' })).status).toBe(200);
    expect(await heldOf()).toBe(5);
    expect((await admin.patch(`/api/admin/orders/${second.id}/order-status`, { orderStatus: 'canceled' })).status).toBe(
      200,
    );
    expect(await heldOf()).toBe(3);
    expect(await stockOf(product.id)).toBe(11);
  });

  it('is saved only at the version the card read: a stale save is the one 409 text and writes nothing', async () => {
    expect(await readRules()).toEqual({ unpaidOrderUnitLimit: DEFAULT_UNPAID_ORDER_UNIT_LIMIT, version: 0 });
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path,
      read: readRules,
      first: { unpaidOrderUnitLimit: '8' },
      second: { unpaidOrderUnitLimit: 4 },
      savedOf: (body) => body.orderRules,
      shows: (body) => ({ unpaidOrderUnitLimit: Number(body.unpaidOrderUnitLimit) }),
    });
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['letters', 'beş'],
    ['a decimal', '2,5'],
  ])('refuses %s with a Turkish 400 and writes nothing', async (_label, value) => {
    const before = await readRules();
    const response = await admin.put(path, { unpaidOrderUnitLimit: value, version: before.version });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors.unpaidOrderUnitLimit).toBe(stockValidationMessages.unitLimit);
    expect(await readRules()).toEqual(before);
  });

  it('holds the cart and the checkout to the rule: a line over it blocks ordering, an order over it is a 422', async () => {
    const rules = await readRules();
    expect((await admin.put(path, { unpaidOrderUnitLimit: 2, version: rules.version })).status).toBe(200);
    const product = await insertProduct(db(), { stockQuantity: 10, salePrice: 40 });
    const visitor = new ApiClient(server.baseUrl);
    const pricing = await visitor.post('/api/shop/cart', { lines: [{ productId: product.id, quantity: 3 }] });
    expect(pricing.body.lines[0]).toMatchObject({ status: 'over_unit_limit', unitLimit: 2, stockQuantity: 10 });
    expect(pricing.body.isOrderable).toBe(false);
    const { id: bankAccountId } = await insertBankAccount(db());
    const order = await visitor.post('/api/shop/orders', {
      idempotencyKey: `rule-${Date.now()}-abcdefgh`,
      lines: [{ productId: product.id, quantity: 3 }],
      customer: {
        name: 'Zeynep Kaya',
        tc: '10000000146',
        phone: '0532 123 45 67',
        email: 'zeynep.kaya@ornek.com',
        address: 'Moda Cad. No: 3, Kadıköy / İstanbul',
      },
      bankAccountId,
      contractsAccepted: true,
      expectedTotal: 120,
    });
    expect(order.status).toBe(422);
    expect(order.body).toMatchObject({
      code: 'order_unit_limit',
      message: orderLimitMessages.unitLimit(product.name, 2),
    });
    expect(await stockOf(product.id)).toBe(10);
  });
});
