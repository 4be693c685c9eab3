import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, orderItems, orders, products, stockMovements } from '../../src/server/db/schema/index.ts';
import {
  InsufficientStockError,
  moveStock,
  releaseOrderStock,
  reserveOrderStock,
} from '../../src/server/modules/stock/stock-service.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The stock mechanism every shop path shares: it must never take stock below zero, also when many
// transactions race for the same product, and an order's release must put stock back exactly once.

let server: TestServer;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function createProduct(stockQuantity: number) {
  const code = `TEST-${Math.random().toString(36).slice(2, 8)}`;
  const [product] = await db()
    .insert(products)
    .values({ name: 'Test ürünü', code, salePrice: 100, purchasePrice: 60, stockQuantity })
    .returning();
  if (!product) throw new Error('no product');
  return product;
}

const stockOf = async (productId: string) =>
  (await db().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]?.stock;

describe('moveStock', () => {
  it('adds and removes stock and records each movement', async () => {
    const product = await createProduct(0);
    await moveStock(db(), { productId: product.id, type: 'in', quantity: 5, price: 60 });
    const { stockQuantity } = await moveStock(db(), { productId: product.id, type: 'out', quantity: 2, price: 100 });
    expect(stockQuantity).toBe(3);
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(movements.map((m) => [m.type, m.quantity, m.price])).toEqual(
      expect.arrayContaining([
        ['in', 5, 60],
        ['out', 2, 100],
      ]),
    );
  });

  it('refuses to go below zero with the Turkish message and writes nothing', async () => {
    const product = await createProduct(3);
    const refused = await moveStock(db(), { productId: product.id, type: 'out', quantity: 4, price: 100 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(InsufficientStockError);
    expect((refused as InsufficientStockError).userMessage).toBe('Yetersiz stok. Mevcut: 3, İstenen: 4');
    expect(await stockOf(product.id)).toBe(3);
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(movements).toHaveLength(0);
  });

  it('lets exactly as many of 30 racing transactions through as there is stock', async () => {
    const product = await createProduct(10);
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        db().transaction((tx) => moveStock(tx, { productId: product.id, type: 'out', quantity: 1, price: 100 })),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    expect(
      attempts.filter((a) => a.status === 'rejected').every((a) => a.reason instanceof InsufficientStockError),
    ).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe('order reservation and release', () => {
  async function createOrderFor(productId: string, quantity: number) {
    const [account] = await db()
      .insert(bankAccounts)
      .values({ bankName: 'Test Bankası', accountHolder: 'Denge', iban: 'TR330006100519786457841326' })
      .returning();
    const now = new Date();
    const [order] = await db()
      .insert(orders)
      .values({
        orderCode: `ORD${Date.now()}${Math.floor(Math.random() * 1000)}`,
        idempotencyKey: crypto.randomUUID(),
        customerName: 'Ayşe Yılmaz',
        customerTc: '10000000146',
        customerPhone: '5551234567',
        customerEmail: 'ayse@example.com',
        customerAddress: 'Kadıköy, İstanbul',
        subtotalAmount: 100 * quantity,
        totalAmount: 100 * quantity,
        bankAccountId: account?.id ?? '',
        paymentDueAt: new Date(now.getTime() + 86_400_000),
        contractsAcceptedAt: now,
      })
      .returning();
    if (!order) throw new Error('no order');
    await db()
      .insert(orderItems)
      .values({ orderId: order.id, productId, name: 'Test ürünü', unitPrice: 100, quantity });
    return order;
  }

  it('reserves stock for an order and releases it once, however often cancel is called', async () => {
    const product = await createProduct(5);
    const order = await createOrderFor(product.id, 3);
    await db().transaction((tx) =>
      reserveOrderStock(tx, order.id, [{ productId: product.id, quantity: 3, unitPrice: 100 }]),
    );
    expect(await stockOf(product.id)).toBe(2);

    const releases = await Promise.all([
      db().transaction((tx) => releaseOrderStock(tx, order.id)),
      db().transaction((tx) => releaseOrderStock(tx, order.id)),
    ]);
    expect(releases.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(5);
    const [{ count } = { count: 0 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(count).toBe(2);
  });
});
