import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, products, stockMovements } from '../../src/server/db/schema/index.ts';
import type { AdminCoupon } from '../../src/shared/schemas/products-coupons.ts';
import type { AdminProduct } from '../../src/shared/schemas/products.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { makePng } from '../support/image-fixtures.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Product management and coupons (spec 3 §2.10, spec 2 §2, §5): every field saved, every bad input a
// Turkish 4xx with nothing written, the image attached after saving, ordered products deleted safely.

const dataDir = mkdtempSync(path.join(tmpdir(), 'stockadmin-products-'));
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => server.runtime.deps.db;
const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
const uniqueCode = (prefix = 'PRD') => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Protein Tozu',
  code: uniqueCode(),
  category: 'Takviye',
  description: 'Vanilyalı, 500 g',
  salePrice: '450,50',
  purchasePrice: 300,
  minStockLevel: 5,
  isActive: true,
  ...overrides,
});

describe('products (POST/PUT/PATCH/DELETE /api/admin/products)', () => {
  it('creates a product with every field and an initial stock recorded as an in movement', async () => {
    const response = await admin.post('/api/admin/products', validProduct({ initialStock: 12 }));
    expect(response.status).toBe(201);
    expect(response.body.product).toMatchObject({
      name: 'Protein Tozu',
      category: 'Takviye',
      description: 'Vanilyalı, 500 g',
      salePrice: 450.5,
      purchasePrice: 300,
      minStockLevel: 5,
      stockQuantity: 12,
      isActive: true,
      isCritical: false,
    });
    const movements = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, response.body.product.id));
    expect(movements.map((m) => [m.type, m.quantity, m.price, m.reason])).toEqual([['in', 12, 300, 'manual']]);

    const list = await admin.get('/api/admin/products');
    expect(list.status).toBe(200);
    expect(list.body.products[0].id).toBe(response.body.product.id); // newest first
  });

  it('refuses every bad input with a Turkish 400 and writes nothing', async () => {
    const before = await productCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'Ürün adı gerekli.'],
      [{ code: '' }, 'code', 'Ürün kodu gerekli.'],
      [{ category: '' }, 'category', 'Kategori gerekli.'],
      [{ salePrice: -1 }, 'salePrice', 'Lütfen geçerli bir fiyat girin'],
      [{ salePrice: 'abc' }, 'salePrice', 'Lütfen geçerli bir fiyat girin'],
      [{ purchasePrice: '1e3' }, 'purchasePrice', 'Lütfen geçerli bir fiyat girin'],
      [{ purchasePrice: 10.555 }, 'purchasePrice', 'Fiyat en fazla iki ondalık basamak içerebilir.'],
      [{ minStockLevel: -1 }, 'minStockLevel', 'Minimum stok seviyesi 0 veya daha büyük bir tam sayı olmalıdır.'],
      [{ minStockLevel: 1.5 }, 'minStockLevel', 'Minimum stok seviyesi 0 veya daha büyük bir tam sayı olmalıdır.'],
      [{ initialStock: -3 }, 'initialStock', 'Lütfen geçerli bir stok miktarı girin'],
      [{ name: 'a\u0000b' }, 'name', 'Metin görünmeyen kontrol karakterleri içeremez.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post('/api/admin/products', validProduct(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    expect(await productCount()).toBe(before);
  });

  it('keeps codes unique regardless of case (409) and leaves the other product as it was', async () => {
    const code = uniqueCode('ABC');
    expect((await admin.post('/api/admin/products', validProduct({ code }))).status).toBe(201);
    const before = await productCount();
    const duplicate = await admin.post('/api/admin/products', validProduct({ code: code.toLowerCase() }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: 'product_code_taken',
      message: 'Bu ürün kodu zaten kullanılıyor. Lütfen başka bir kod girin.',
    });
    expect(await productCount()).toBe(before);
    const other = await insertProduct(db());
    const clash = await admin.put(`/api/admin/products/${other.id}`, {
      ...validProduct({ code: code.toLowerCase() }),
      version: 1,
    });
    expect(clash.status).toBe(409);
    const [unchanged] = await db().select().from(products).where(eq(products.id, other.id));
    expect(unchanged?.code).toBe(other.code);
  });

  it('edits every field but never the stock, flips active, and answers 404 for an unknown product', async () => {
    const product = await insertProduct(db(), { stockQuantity: 4 });
    const edited = await admin.put(`/api/admin/products/${product.id}`, {
      ...validProduct({ name: 'Yeni ad', minStockLevel: 4, stockQuantity: 999, isActive: false }),
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({ name: 'Yeni ad', stockQuantity: 4, isCritical: true, isActive: false });
    const flipped = await admin.patch(`/api/admin/products/${product.id}`, { isActive: true });
    expect(flipped.body.product.isActive).toBe(true);
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: 'yes' })).status).toBe(400);
    const missing = await admin.put(`/api/admin/products/${crypto.randomUUID()}`, { ...validProduct(), version: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Ürün bulunamadı.');
    expect((await admin.delete('/api/admin/products/not-a-uuid')).status).toBe(404);
  });

  it('attaches an image uploaded after saving, replaces it and refuses an unknown key', async () => {
    const product = await insertProduct(db());
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await makePng())], { type: 'image/png' }), 'urun.png');
      const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=product`, {
        method: 'POST',
        headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
        body: form,
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { key: string; url: string };
    };
    const first = await upload();
    const attached = await admin.put(`/api/admin/products/${product.id}/image`, { imageKey: first.key });
    expect(attached.status).toBe(200);
    expect(attached.body.product).toMatchObject({ imageKey: first.key, imageUrl: first.url });
    expect((await fetch(server.baseUrl + first.url)).status).toBe(200);

    const unknown = await admin.put(`/api/admin/products/${product.id}/image`, { imageKey: 'product/yok' });
    expect(unknown.status).toBe(400);
    const [kept] = await db().select().from(products).where(eq(products.id, product.id));
    expect(kept?.imageKey).toBe(first.key);

    const second = await upload();
    await admin.put(`/api/admin/products/${product.id}/image`, { imageKey: second.key });
    expect((await fetch(server.baseUrl + first.url)).status).toBe(404);
    const removed = await admin.put(`/api/admin/products/${product.id}/image`, { imageKey: null });
    expect(removed.body.product).toMatchObject({ imageKey: null, imageUrl: null });
  });

  it('refuses to delete a product of an order under way with a Turkish 409, and deactivates it instead (issue #39)', async () => {
    const product = await insertProduct(db(), { name: 'Bekleyen Çay', stockQuantity: 5 });
    const account = await insertBankAccount(db());
    const other = await insertProduct(db(), { name: 'Başka ürün', stockQuantity: 5 });
    await insertOrder(db(), {
      bankAccountId: account.id,
      lines: [
        { productId: product.id, quantity: 1, unitPrice: 80 },
        { productId: other.id, quantity: 1, unitPrice: 20 },
      ],
    });
    await insertOrder(db(), {
      bankAccountId: account.id,
      orderStatus: 'shipped',
      paymentStatus: 'paid',
      lines: [{ productId: product.id, quantity: 1, unitPrice: 80 }],
    });
    // Finished orders do not count.
    await insertOrder(db(), {
      bankAccountId: account.id,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      lines: [{ productId: product.id, quantity: 1, unitPrice: 80 }],
    });
    const before = await productCount();
    const refused = await admin.delete(`/api/admin/products/${product.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'product_in_open_orders',
      message:
        'Bu ürün tamamlanmamış 2 siparişte yer aldığı için silinemez. Ürünü pasif yaparak mağazadan kaldırabilirsiniz.',
    });
    expect(await productCount()).toBe(before);
    const [kept] = await db().select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({ name: 'Bekleyen Çay', isActive: true });
    // What the message offers works: the product leaves the shop, its orders keep their stock.
    const deactivated = await admin.patch(`/api/admin/products/${product.id}`, { isActive: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.product).toMatchObject({ isActive: false, stockQuantity: 2 });
  });

  it('deletes a product whose orders are finished; the order keeps the line with the copied name and price', async () => {
    const product = await insertProduct(db(), { name: 'Silinecek Çay', stockQuantity: 3 });
    const account = await insertBankAccount(db());
    const order = await insertOrder(db(), {
      bankAccountId: account.id,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      lines: [{ productId: product.id, quantity: 2, unitPrice: 80, name: 'Silinecek Çay' }],
    });
    const canceled = await insertOrder(db(), {
      bankAccountId: account.id,
      orderStatus: 'canceled',
      lines: [{ productId: product.id, quantity: 1, unitPrice: 80, name: 'Silinecek Çay' }],
    });
    expect(canceled.id).toBeTruthy();
    const deleted = await admin.delete(`/api/admin/products/${product.id}`);
    expect(deleted.status).toBe(200);
    const detail = await admin.get(`/api/admin/orders/${order.id}`);
    expect(detail.body.order.items).toEqual([
      expect.objectContaining({ productId: null, name: 'Silinecek Çay', unitPrice: 80, quantity: 2, lineTotal: 160 }),
    ]);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toHaveLength(1);
    expect((await admin.delete(`/api/admin/products/${product.id}`)).status).toBe(404);
  });
});

describe('coupons (/api/admin/products/coupons)', () => {
  const couponCount = async () => (await db().select({ n: count() }).from(coupons))[0]!.n;

  it('adds, edits, toggles and deletes a coupon; codes are unique regardless of case', async () => {
    const code = `YAZ${Math.random().toString(36).slice(2, 6)}`;
    const created = await admin.post('/api/admin/products/coupons', {
      code,
      percent: '15',
      validFrom: '2026-06-01',
      validUntil: '2026-08-31',
      usageLimit: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.coupon).toMatchObject({
      code,
      percent: 15,
      isActive: true,
      validFrom: '2026-06-01',
      validUntil: '2026-08-31',
      usageLimit: null,
      usedCount: 0,
    });
    const duplicate = await admin.post('/api/admin/products/coupons', { code: code.toLowerCase(), percent: 5 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Bu kupon kodu zaten kullanılıyor.');

    const id = created.body.coupon.id;
    const edited = await admin.put(`/api/admin/products/coupons/${id}`, {
      code,
      percent: 20,
      usageLimit: 100,
      version: 1,
    });
    expect(edited.body.coupon).toMatchObject({ percent: 20, usageLimit: 100, validFrom: null });
    const off = await admin.patch(`/api/admin/products/coupons/${id}`, { isActive: false });
    expect(off.body.coupon.isActive).toBe(false);
    const list = await admin.get('/api/admin/products/coupons');
    expect(list.body.coupons.map((c: { id: string }) => c.id)).toContain(id);
    expect((await admin.delete(`/api/admin/products/coupons/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/products/coupons/${id}`)).status).toBe(404);
  });

  it("shows an expired or used-up coupon as such, not as 'Aktif' (issue #39 item 19)", async () => {
    const day = 86_400_000;
    await db()
      .insert(coupons)
      .values([
        { code: 'DURUM-AKTIF', percent: 5, usageLimit: 2, usedCount: 1 },
        { code: 'DURUM-PASIF', percent: 5, isActive: false },
        { code: 'DURUM-GECMIS', percent: 5, validUntil: new Date(Date.now() - day) },
        { code: 'DURUM-GELECEK', percent: 5, validFrom: new Date(Date.now() + day) },
        { code: 'DURUM-BITTI', percent: 5, usageLimit: 2, usedCount: 2 },
      ]);
    const list = await admin.get<{ coupons: Array<{ code: string; state: string; isActive: boolean }> }>(
      '/api/admin/products/coupons',
    );
    const stateOf = (code: string) => list.body.coupons.find((coupon) => coupon.code === code)?.state;
    expect(stateOf('DURUM-AKTIF')).toBe('active');
    expect(stateOf('DURUM-PASIF')).toBe('inactive');
    expect(stateOf('DURUM-GECMIS')).toBe('expired');
    expect(stateOf('DURUM-GELECEK')).toBe('not_started');
    expect(stateOf('DURUM-BITTI')).toBe('used_up');
  });

  it('refuses bad coupons with Turkish 400s and writes nothing', async () => {
    const before = await couponCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: '' }, 'code', 'Kupon kodu gerekli.'],
      [
        { code: 'İNDİRİM 10' },
        'code',
        'Kupon kodu yalnızca harf, rakam, tire ve alt çizgi içerebilir (en fazla 40 karakter).',
      ],
      [{ percent: 0 }, 'percent', 'İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.'],
      [{ percent: 101 }, 'percent', 'İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.'],
      [{ percent: 12.5 }, 'percent', 'İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.'],
      [{ usageLimit: 0 }, 'usageLimit', 'Kullanım limiti 1 veya daha büyük bir tam sayı olmalıdır.'],
      [{ validFrom: '2026-02-30' }, 'validFrom', 'Geçerli bir tarih girin.'],
      [
        { validFrom: '2026-05-02', validUntil: '2026-05-01' },
        'validUntil',
        'Bitiş tarihi başlangıç tarihinden önce olamaz',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post('/api/admin/products/coupons', { code: 'GECERLI1', percent: 10, ...overrides });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    expect(await couponCount()).toBe(before);
  });

  it('saves a product and a coupon only at the version their dialog read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const product = await insertProduct(db(), { stockQuantity: 4 });
    const readProduct = async () =>
      ((await admin.get('/api/admin/products')).body.products as AdminProduct[]).find((row) => row.id === product.id)!;
    const edit = validProduct();
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `/api/admin/products/${product.id}`,
      read: readProduct,
      first: { ...edit, name: 'Birinci Sekme' },
      second: { ...edit, description: 'İkinci sekme' },
      savedOf: (body) => body.product,
      shows: ({ name, description }) => ({ name, description }),
    });
    expect(await readProduct()).toMatchObject({ name: edit.name, description: 'İkinci sekme', stockQuantity: 4 });

    const code = uniqueCode('KPN');
    const coupon = (await admin.post('/api/admin/products/coupons', { code, percent: 10 })).body.coupon as AdminCoupon;
    const readCoupon = async () =>
      ((await admin.get('/api/admin/products/coupons')).body.coupons as AdminCoupon[]).find(
        (row) => row.id === coupon.id,
      )!;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `/api/admin/products/coupons/${coupon.id}`,
      read: readCoupon,
      first: { code, percent: 25 },
      second: { code, percent: 10, usageLimit: 50 },
      savedOf: (body) => body.coupon,
    });
    expect(await readCoupon()).toMatchObject({ percent: 10, usageLimit: 50 });
  });

  it('refuses a usage limit below the uses so far (409)', async () => {
    const [coupon] = await db().insert(coupons).values({ code: 'KULLANILMIS', percent: 10, usedCount: 3 }).returning();
    const response = await admin.put(`/api/admin/products/coupons/${coupon!.id}`, {
      code: 'KULLANILMIS',
      percent: 10,
      usageLimit: 2,
      version: 1,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Bu kupon 3 kez kullanıldı; kullanım limiti bundan az olamaz.');
  });
});
