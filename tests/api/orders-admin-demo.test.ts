import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, orders, products } from '../../src/server/db/schema/index.ts';
import { seedShopAdminDemo } from '../../src/server/demo/seed-shop-admin-demo.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertBankAccount, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The demo practice's shop history (src/server/demo/seed-shop-admin-demo.ts): it uses the products and
// accounts the visitors' shop seed created, adds nothing without them, and runs once.

let server: TestServer;
let admin: ApiClient;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  // The test server carries the whole demo practice; this file is about an empty shop first.
  await db().delete(orders);
  await db().delete(products);
  await db().delete(bankAccounts);
});
afterAll(async () => {
  await server?.close();
});

describe('the demo orders and stock movements', () => {
  it('adds nothing without products or a bank account', async () => {
    expect(await seedShopAdminDemo(db())).toBe(0);
    expect(await db().select().from(orders)).toHaveLength(0);
  });

  it('seeds movements and six orders in different states, once, never below zero', async () => {
    for (const [index, name] of ['Yeşil Çay', 'Protein Bar', 'Omega 3', 'Detoks Çayı'].entries()) {
      await insertProduct(db(), {
        name,
        code: `DEMO-${index}`,
        salePrice: 100 + index * 25,
        purchasePrice: 60 + index * 10,
        minStockLevel: 5,
        // As the visitors' seed leaves them: in stock (a product at 0 is its sold-out example).
        stockQuantity: 10,
      });
    }
    await insertProduct(db(), { name: 'Tükenmiş', code: 'DEMO-SOLD-OUT', stockQuantity: 0 });
    await insertBankAccount(db(), { bankName: 'Ziraat Bankası' });
    expect(await seedShopAdminDemo(db())).toBe(1);
    expect(await seedShopAdminDemo(db())).toBe(0);

    const list = await admin.get('/api/admin/orders');
    expect(list.body.total).toBe(6);
    const statuses = list.body.items.map((item: { orderStatus: string; paymentStatus: string }) => [
      item.orderStatus,
      item.paymentStatus,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['new', 'pending'],
        ['processing', 'paid'],
        ['shipped', 'paid'],
        ['delivered', 'paid'],
        ['canceled', 'pending'],
        ['new', 'failed'],
      ]),
    );
    const [canceled] = await db().select().from(orders).where(eq(orders.orderStatus, 'canceled'));
    expect(canceled?.stockReleased).toBe(true);
    const stock = await db().select().from(products);
    expect(stock.every((product) => product.stockQuantity >= 0)).toBe(true);
    expect(stock.find((product) => product.code === 'DEMO-SOLD-OUT')?.stockQuantity).toBe(0);
    const report = await admin.get('/api/admin/stock');
    expect(report.body.totals.totalSales).toBeGreaterThan(0);
    expect(report.body.totals.totalPurchases).toBeGreaterThan(0);
    expect(report.body.products.some((product: { isCritical: boolean }) => product.isCritical)).toBe(true);
  });
});
