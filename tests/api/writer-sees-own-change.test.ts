import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/server/db/schema/index.ts';
import type { SessionUser } from '../../src/shared/schemas/auth.ts';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertProduct, orderRequest } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A process keeps sessions (session-cache.ts) and the shop's products (kept-products.ts), and drops
// them when a change is announced over LISTEN/NOTIFY. The announcement reaches the writer's own
// process a moment after the commit too, longer on a loaded machine; the routes that make such a
// change therefore also drop this process's copy as they answer, so the one who made it sees it on
// the very next request. This server hears no announcement at all, so only that can pass here.

let server: TestServer;
let admin: ApiClient;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  await server.runtime.deps.realtime.close();
});
afterAll(async () => {
  await server?.close();
});

type SessionBody = { user: SessionUser };
type ProductBody = { product: { stockQuantity: number } };

describe('a change, on the next request of the process that made it, with no announcement heard', () => {
  it("ends a deleted admin's session", async () => {
    const email = `silinen.yonetici.${Date.now()}@example.com`;
    const password = 'Uzun-ve-Guclu-Sifre-42';
    const created = await admin.post<{ admin: { id: string } }>('/api/admin/admins', {
      name: 'Silinen',
      surname: 'Yönetici',
      email,
      password,
    });
    expect(created.status).toBe(201);
    const other = await signedIn(server.baseUrl, 'admin', email, password);
    expect((await other.get('/api/admin/admins')).status).toBe(200);
    expect((await admin.delete(`/api/admin/admins/${created.body.admin.id}`)).status).toBe(200);
    expect((await other.get('/api/admin/admins')).status).toBe(401);
  });

  it("shows the client's new e-mail in their session", async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    expect((await client.get<SessionBody>('/api/auth/session')).body.user.email).toBe(demoEmails.clientC);
    const changed = await client.put('/api/me/profile/email', {
      email: 'yeni.adres@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await client.get<SessionBody>('/api/auth/session')).body.user.email).toBe('yeni.adres@example.com');
  });

  it("shows the name an admin gave a client in the client's session", async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const session = await client.get<SessionBody>('/api/auth/session');
    const clientId = session.body.user.id;
    const [row] = await db().select().from(clients).where(eq(clients.id, clientId));
    const { email, phone, gender, age, version } = row!;
    const updated = await admin.put(`/api/admin/clients/${clientId}`, {
      name: 'Yeni Adlı Danışan',
      email,
      phone,
      gender,
      age,
      version,
    });
    expect(updated.status).toBe(200);
    expect((await client.get<SessionBody>('/api/auth/session')).body.user.name).toBe('Yeni Adlı Danışan');
  });

  it('drops a product the admin turned off from the catalogue', async () => {
    const product = await insertProduct(db(), { name: 'Kapatılan Ürün', stockQuantity: 5 });
    // Written straight to the table, unannounced here: a save through the admin route shows it.
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: true })).status).toBe(200);
    expect((await new ApiClient(server.baseUrl).get(`/api/shop/products/${product.id}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(200);
    expect((await new ApiClient(server.baseUrl).get(`/api/shop/products/${product.id}`)).status).toBe(404);
  });

  it("shows the stock a buyer's order took and an admin's stock movement", async () => {
    const product = await insertProduct(db(), { name: 'Stoklu Ürün', salePrice: 80, stockQuantity: 3 });
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: true })).status).toBe(200);
    const visitor = new ApiClient(server.baseUrl);
    const stockOf = async () =>
      (await visitor.get<ProductBody>(`/api/shop/products/${product.id}`)).body.product.stockQuantity;
    expect(await stockOf()).toBe(3);

    const ordered = await visitor.post(
      '/api/shop/orders',
      await orderRequest(db(), { productId: product.id, quantity: 2, expectedTotal: 160 }),
    );
    expect(ordered.status).toBe(201);
    expect(await stockOf()).toBe(1);

    const moved = await admin.post(`/api/admin/stock/products/${product.id}/movements`, {
      type: 'in',
      quantity: 4,
      price: '60,00',
    });
    expect(moved.status).toBe(201);
    expect(await stockOf()).toBe(5);
  });
});
