import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { orders } from '../../src/server/db/schema/index.ts';
import { foldForSearch } from '../../src/shared/text.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The admin's order search (migration 0014_orders_search): the database folds each order's code, name
// and e-mail as the app folds the search (foldForSearch), so it is Turkish-aware, whoever inserts the
// order; and the unfiltered list's total is the count the triggers keep.

type OrderPage = { items: { orderCode: string; customerName: string }[]; total: number };

let server: TestServer;
let admin: ApiClient;
let bankAccountId: string;
let productId: string;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  productId = (await insertProduct(db(), { stockQuantity: 100 })).id;
  bankAccountId = (await insertBankAccount(db())).id;
});
afterAll(async () => {
  await server?.close();
});

const order = (customerName: string, customerEmail = 'alici@ornek.com') =>
  insertOrder(db(), { bankAccountId, customerName, customerEmail, lines: [{ productId, quantity: 1, unitPrice: 10 }] });
const search = async (text: string) =>
  (await admin.get<OrderPage>(`/api/admin/orders?search=${encodeURIComponent(text)}`)).body;

/** What the database's fold makes of each text (denge_fold_for_search, migration 0014). */
async function foldInDatabase(texts: string[]): Promise<string[]> {
  const rows = await executeRows<{ folded: string }>(
    db(),
    sql`select denge_fold_for_search(value) as folded
      from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as t(value, n) order by n`,
  );
  return rows.map((row) => row.folded);
}

describe('the order search', () => {
  it('folds every letter of Latin to Latin Extended-B in the database exactly as the app folds a search', async () => {
    const letters: string[] = [];
    for (let code = 0x20; code <= 0x24f; code++)
      if (code < 0x7f || code >= 0xa0) letters.push(String.fromCodePoint(code));
    const names = ['AYŞE YILMAZ', 'İsmail Işık', 'Çağrı Öztürk', 'Gülşen Ünal', 'Zoë Dvořák', '  Kenar  '];
    const texts = [...letters, ...names];
    const folded = await foldInDatabase(texts);
    const differences = texts
      .map((text, index) => ({ text, app: foldForSearch(text), database: folded[index] }))
      .filter((row) => row.app !== row.database);
    expect(differences).toEqual([]);
  });

  it('finds orders by name the Turkish way, whatever the case or the dotted and dotless i', async () => {
    const made = await order('AYŞE YILMAZ');
    await order('Işıl Şahin');
    for (const text of ['yilmaz', 'YILMAZ', 'yılmaz', 'Ayşe Yıl', 'ayse yilmaz']) {
      const page = await search(text);
      expect(
        page.items.map((item) => item.orderCode),
        text,
      ).toContain(made.orderCode);
    }
    expect((await search('ışıl şahin')).items.map((item) => item.customerName)).toEqual(['Işıl Şahin']);
    expect((await search('ISIL')).total).toBe(1);
  });

  it('finds an order by part of its code and of its e-mail, and not by a LIKE wildcard', async () => {
    const made = await order('Deniz Kaya', 'Deniz.Kaya@Ornek.com');
    expect((await search(made.orderCode.slice(3, 12).toLowerCase())).items[0]?.orderCode).toBe(made.orderCode);
    expect((await search('deniz.kaya@')).items.map((item) => item.orderCode)).toEqual([made.orderCode]);
    expect((await search('_')).total).toBe(0);
  });

  it("folds an order's search text again when its customer's name changes", async () => {
    const made = await order('Eski Ad');
    await db().update(orders).set({ customerName: 'Yeni Ad Soyad' }).where(eq(orders.id, made.id));
    expect((await search('yeni ad soyad')).items.map((item) => item.orderCode)).toEqual([made.orderCode]);
    expect((await search('eski ad')).total).toBe(0);
  });

  it('answers the unfiltered total from the kept count, equal to counting every order', async () => {
    await order('Sayım Bir');
    const page = await admin.get<OrderPage>('/api/admin/orders');
    const [counted] = await db().select({ value: count() }).from(orders);
    expect(page.body.total).toBe(counted?.value);
    await db().delete(orders).where(eq(orders.customerName, 'Sayım Bir'));
    const after = await admin.get<OrderPage>('/api/admin/orders');
    expect(after.body.total).toBe((counted?.value ?? 0) - 1);
  });
});
