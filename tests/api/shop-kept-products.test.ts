import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/index.ts';
import { getPublicCatalogue } from '../../src/server/modules/shop/shop-catalogue-service.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { insertProduct, orderRequest } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The active products each process keeps for the visitors' reads (kept-products.ts): the same answer
// while nothing changes, and every change — an order's stock, an admin's edit, a row written by hand —
// as soon as PostgreSQL's announcement of it arrives (sent on commit: on PGlite before the write
// returns, on PostgreSQL within moments; each read below allows a second, as the two-process test
// across processes does: tests/api/two-processes-proxy.test.ts).

type CatalogueBody = { products: { id: string; name: string; price: number; stockQuantity: number }[] };
type ProductBody = { product: { id: string; price: number; stockQuantity: number } };

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
// A late announcement of an earlier test's change would drop the list a test has just read.
beforeEach(() => awaitEarlierLiveEvents(server.runtime.deps));

/** A product written straight to the table, once its announcement has reached this process. */
async function createProduct(values: Parameters<typeof insertProduct>[1] = {}) {
  const product = await insertProduct(db(), { name: 'Saklı Ürün', salePrice: 80, ...values });
  await awaitEarlierLiveEvents(server.runtime.deps);
  return product;
}

/**
 * Reads once every change announced so far has reached this process: a trigger announces each change
 * of a product or its stock on commit, and the kept products are dropped when it arrives.
 */
async function readFresh<T>(path: string): Promise<T> {
  await awaitEarlierLiveEvents(server.runtime.deps);
  const response = await visitor.get<T>(path);
  expect(response.status).toBe(200);
  return response.body;
}

describe('the kept active products', () => {
  it('answers the same catalogue for the same query while nothing changes, and another for another', () => {
    const first = getPublicCatalogue(db(), { q: 'çay' });
    expect(getPublicCatalogue(db(), { q: 'çay' })).toBe(first);
    expect(getPublicCatalogue(db(), { q: 'bal' })).not.toBe(first);
  });

  it('shows the stock an order took', async () => {
    const product = await createProduct({ stockQuantity: 2 });
    const before = await readFresh<ProductBody>(`/api/shop/products/${product.id}`);
    expect(before.product.stockQuantity).toBe(2);
    const ordered = await visitor.post(
      '/api/shop/orders',
      await orderRequest(db(), { productId: product.id, quantity: 2, expectedTotal: 160 }),
    );
    expect(ordered.status).toBe(201);
    const after = await readFresh<ProductBody>(`/api/shop/products/${product.id}`);
    expect(after.product.stockQuantity).toBe(0);
    const catalogue = await readFresh<CatalogueBody>('/api/shop/products');
    expect(catalogue.products.find((item) => item.id === product.id)?.stockQuantity).toBe(0);
  });

  it("drops a product the admin turns off from the catalogue, and answers its page 'Ürün Bulunamadı'", async () => {
    const product = await createProduct();
    const before = await readFresh<CatalogueBody>('/api/shop/products');
    expect(before.products.map((item) => item.id)).toContain(product.id);
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(200);
    const catalogue = await readFresh<CatalogueBody>('/api/shop/products');
    expect(catalogue.products.map((item) => item.id)).not.toContain(product.id);
    const page = await visitor.get<{ message: string }>(`/api/shop/products/${product.id}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe('Ürün Bulunamadı');
  });

  it('shows a price written straight to the table, which no service announced', async () => {
    const product = await createProduct({ salePrice: 55 });
    await readFresh<ProductBody>(`/api/shop/products/${product.id}`);
    await db().update(products).set({ salePrice: 65 }).where(eq(products.id, product.id));
    const after = await readFresh<ProductBody>(`/api/shop/products/${product.id}`);
    expect(after.product.price).toBe(65);
  });
});
