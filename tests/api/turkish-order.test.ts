import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises, foodItems } from '../../src/server/db/schema/index.ts';
import { foldForSearch } from '../../src/shared/text.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #39 item 18: every list ordered by a name is in Turkish alphabetical order (ADR 0056), the same
// on PGlite and PostgreSQL: C < Ç, I (ı) < İ (i), O < Ö < … < Z. Byte order puts 'Ölçü' after 'Zaman',
// an English collation puts 'Çay' before 'Cuma' and 'Ölçü' before 'Ozon'; these names tell them apart.

let server: TestServer;
let admin: ApiClient;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const inTurkishOrder = ['Cuma', 'Çay', 'Işık', 'İnce', 'Ozon', 'Ölçü', 'Zaman'];
/** The names in an order no collation produces by accident, each with the test's own tag. */
const shuffled = (tag: string) =>
  ['Zaman', 'Ölçü', 'Işık', 'Cuma', 'Ozon', 'İnce', 'Çay'].map((name) => `${name} ${tag}`);
const tagged = (tag: string, names: string[]) =>
  names.filter((name) => name.endsWith(` ${tag}`)).map((name) => name.slice(0, -tag.length - 1));

describe('lists sorted by name, in Turkish order', () => {
  it('the stock list', async () => {
    const tag = 'stokzq';
    for (const name of shuffled(tag)) await insertProduct(db(), { name });
    const response = await admin.get<{ products: Array<{ name: string }> }>('/api/admin/stock');
    expect(response.status).toBe(200);
    expect(
      tagged(
        tag,
        response.body.products.map((product) => product.name),
      ),
    ).toEqual(inTurkishOrder);
  });

  it('the food database, paged and in the pickers', async () => {
    const tag = 'yemekzq';
    await db()
      .insert(foodItems)
      .values(
        shuffled(tag).map((name) => ({
          name,
          searchText: foldForSearch(name),
          calories: 100,
          protein: 1,
          carbs: 1,
          fat: 1,
        })),
      );
    const page = await admin.get<{ items: Array<{ name: string }> }>(`/api/admin/foods?search=${tag}`);
    expect(page.body.items.map((food) => food.name.slice(0, -tag.length - 1))).toEqual(inTurkishOrder);
    const options = await client.get<{ foods: Array<{ name: string }> }>('/api/me/foods');
    expect(
      tagged(
        tag,
        options.body.foods.map((food) => food.name),
      ),
    ).toEqual(inTurkishOrder);
  });

  it('the exercise library, for the admin and the client', async () => {
    const tag = 'egzersizzq';
    await db()
      .insert(exercises)
      .values(
        shuffled(tag).map((name) => ({
          name,
          gifUrl: 'https://example.com/a.gif',
          duration: 30,
          category: 'cardio' as const,
        })),
      );
    for (const [who, path] of [
      [admin, '/api/admin/exercises'],
      [client, '/api/me/exercises'],
    ] as const) {
      const response = await who.get<{ exercises: Array<{ name: string }> }>(path);
      expect(
        tagged(
          tag,
          response.body.exercises.map((exercise) => exercise.name),
        ),
        path,
      ).toEqual(inTurkishOrder);
    }
  });

  it("the orders by customer name, and an order's lines", async () => {
    const tag = 'siparisZq';
    const account = await insertBankAccount(db());
    const product = await insertProduct(db(), { stockQuantity: 100 });
    let lastOrderId = '';
    for (const name of shuffled(tag)) {
      const order = await insertOrder(db(), {
        bankAccountId: account.id,
        customerName: name,
        lines: shuffled(tag).map((lineName) => ({ productId: product.id, quantity: 1, unitPrice: 10, name: lineName })),
      });
      lastOrderId = order.id;
    }
    const ascending = await admin.get<{ items: Array<{ customerName: string }> }>(
      `/api/admin/orders?search=${tag}&sort=customer_name&direction=asc`,
    );
    expect(
      tagged(
        tag,
        ascending.body.items.map((order) => order.customerName),
      ),
    ).toEqual(inTurkishOrder);
    const descending = await admin.get<{ items: Array<{ customerName: string }> }>(
      `/api/admin/orders?search=${tag}&sort=customer_name&direction=desc`,
    );
    expect(
      tagged(
        tag,
        descending.body.items.map((order) => order.customerName),
      ),
    ).toEqual([...inTurkishOrder].reverse());
    const detail = await admin.get<{ order: { items: Array<{ name: string }> } }>(`/api/admin/orders/${lastOrderId}`);
    expect(
      tagged(
        tag,
        detail.body.order.items.map((item) => item.name),
      ),
    ).toEqual(inTurkishOrder);
  });

  it('the bank accounts of the checkout, by bank name', async () => {
    const tag = 'bankazq';
    for (const name of shuffled(tag)) await insertBankAccount(db(), { bankName: name });
    const response = await client.get<{ bankAccounts: Array<{ bankName: string }> }>('/api/shop/bank-accounts');
    expect(
      tagged(
        tag,
        response.body.bankAccounts.map((account) => account.bankName),
      ),
    ).toEqual(inTurkishOrder);
  });
});
