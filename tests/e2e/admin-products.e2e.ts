import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePng } from '../support/image-fixtures.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
} from './support/browser.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isProductList = (url: URL) => url.pathname === '/api/admin/products';
const isCouponList = (url: URL) => url.pathname === '/api/admin/products/coupons';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openProducts(page: Page) {
  await page.goto('/products/management');
  await expect.poll(() => page.getByRole('heading', { name: 'Ürün Yönetimi', level: 1 }).isVisible(), slow).toBe(true);
}

const productRows = (page: Page) => page.getByRole('region', { name: 'Ürün tablosu' }).getByRole('row');
const token = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe('product management (/products/management)', () => {
  it('adds a product with its image uploaded after saving, edits, switches it off and deletes it', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openProducts(page);
    const name = `Matcha Çayı ${token()}`;
    const code = `MTC-${token()}`;

    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    // Nothing filled in: the required fields say so.
    await dialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Ürün adı gerekli.').isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Ürün kodu gerekli.').isVisible()).toBe(true);
    expect(await dialog.getByText('Kategori gerekli.').isVisible()).toBe(true);
    expect(await dialog.getByText('Lütfen geçerli bir fiyat girin').count()).toBe(2);
    await expectAccessible(page);

    await dialog.getByLabel('Ürün Adı').fill(name);
    await dialog.getByLabel('Ürün Kodu').fill(code);
    await dialog.getByLabel('Kategori').fill('İçecek');
    await dialog.getByLabel('Satış Fiyatı (₺)').fill('249,90');
    await dialog.getByLabel('Alış Fiyatı (₺)').fill('150');
    await dialog.getByLabel('Minimum Stok Seviyesi').fill('3');
    await dialog.getByLabel('Başlangıç Stoğu').fill('-2');
    await dialog.getByLabel('Açıklama').fill('Japon yeşil çayı, 100 g');
    await dialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Lütfen geçerli bir stok miktarı girin').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Başlangıç Stoğu').fill('10');
    await dialog
      .getByLabel('Ürün Görseli')
      .setInputFiles({ name: 'matcha.png', mimeType: 'image/png', buffer: await makePng() });
    await expect.poll(() => dialog.getByRole('img', { name: 'Ürün görseli önizleme' }).isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect.poll(() => page.getByText('Ürün başarıyla eklendi').isVisible(), slow).toBe(true);

    const row = productRows(page).filter({ hasText: name });
    await expect.poll(() => row.count(), slow).toBe(1);
    expect(await row.textContent()).toContain('249,90 ₺');
    expect(await row.textContent()).toContain('150,00 ₺');
    expect(await row.textContent()).toContain(code);
    await expect.poll(async () => (await row.locator('img').getAttribute('src')) ?? '', slow).toMatch(/^\/uploads\//);

    // The same code in other letters is taken.
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    await dialog.getByLabel('Ürün Adı').fill('Başka ürün');
    await dialog.getByLabel('Ürün Kodu').fill(code.toLowerCase());
    await dialog.getByLabel('Kategori').fill('İçecek');
    await dialog.getByLabel('Satış Fiyatı (₺)').fill('10');
    await dialog.getByLabel('Alış Fiyatı (₺)').fill('5');
    await dialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect
      .poll(
        () => dialog.getByText('Bu ürün kodu zaten kullanılıyor. Lütfen başka bir kod girin.').first().isVisible(),
        slow,
      )
      .toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await row.getByRole('button', { name: `${name} ürününü düzenle` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect.poll(() => editDialog.getByText('Mevcut stok: 10.', { exact: false }).isVisible(), slow).toBe(true);
    expect(await editDialog.getByLabel('Satış Fiyatı (₺)').inputValue()).toBe('249,9');
    await editDialog.getByLabel('Satış Fiyatı (₺)').fill('259,90');
    await editDialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect.poll(() => page.getByText('Ürün başarıyla güncellendi').isVisible(), slow).toBe(true);
    await expect.poll(() => row.textContent(), slow).toContain('259,90 ₺');

    await row.getByRole('button', { name: `${name}: pasif yap` }).click();
    await expect.poll(() => row.getByText('Pasif').isVisible(), slow).toBe(true);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    await row.getByRole('button', { name: `${name} ürününü sil` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ürünü sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible(), slow).toBe(true);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Ürün başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => row.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('manages coupons: adds one, refuses a bad percent and a taken code, switches it off', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openProducts(page);
    const code = `BAHAR${token()}`;
    await page.getByRole('button', { name: 'Yeni Kupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Kupon' });
    await dialog.getByLabel('Kupon Kodu').fill(code);
    await dialog.getByLabel('İndirim Oranı (%)').fill('150');
    await dialog.getByRole('button', { name: 'Kuponu Kaydet' }).click();
    await expect
      .poll(() => dialog.getByText('İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.').isVisible(), slow)
      .toBe(true);
    await dialog.getByLabel('İndirim Oranı (%)').fill('15');
    await dialog.getByLabel('Kullanım Limiti').fill('50');
    await dialog.getByRole('button', { name: 'Kuponu Kaydet' }).click();
    await expect.poll(() => page.getByText('Kupon başarıyla eklendi').isVisible(), slow).toBe(true);
    const row = page.getByRole('region', { name: 'Kupon tablosu' }).getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.textContent(), slow).toContain('%15');
    expect(await row.textContent()).toContain('0 / 50');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Yeni Kupon' }).click();
    await dialog.getByLabel('Kupon Kodu').fill(code.toLowerCase());
    await dialog.getByLabel('İndirim Oranı (%)').fill('5');
    await dialog.getByRole('button', { name: 'Kuponu Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Bu kupon kodu zaten kullanılıyor.').isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await row.getByRole('button', { name: `${code}: pasif yap` }).click();
    await expect.poll(() => row.getByText('Pasif').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('shows the empty texts', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isProductList, (route) => route.fulfill({ json: { products: [] } }));
    await page.route(isCouponList, (route) => route.fulfill({ json: { coupons: [] } }));
    await openProducts(page);
    await expect.poll(() => page.getByText('Henüz ürün eklenmemiş.').isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByText('Henüz kupon eklenmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading, saving or deleting fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isProductList, (route) =>
      route.request().method() === 'GET' ? failWith500(route) : route.fallback(),
    );
    await openProducts(page);
    await expect.poll(() => page.getByText('Ürünler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isProductList);
    await page.getByRole('button', { name: 'Tekrar dene' }).first().click();

    await page.route(isProductList, (route) =>
      route.request().method() === 'POST' ? failWith500(route) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog.getByLabel('Ürün Adı').fill('Kaydedilemeyen ürün');
    await dialog.getByLabel('Ürün Kodu').fill(`ERR-${token()}`);
    await dialog.getByLabel('Kategori').fill('Test');
    await dialog.getByLabel('Satış Fiyatı (₺)').fill('10');
    await dialog.getByLabel('Alış Fiyatı (₺)').fill('5');
    await dialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Ürün eklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expect
      .poll(() => page.getByText('Ürün kaydedilirken hata: Ürün eklenirken bir hata oluştu').isVisible(), slow)
      .toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await page.unroute(isProductList);

    const name = `Silinemeyen ürün ${token()}`;
    const created = await page.request.post('/api/admin/products', {
      data: { name, code: `DEL-${token()}`, category: 'Test', salePrice: 10, purchasePrice: 5, minStockLevel: 0 },
    });
    expect(created.status()).toBe(201);
    await page.route('**/api/admin/products/*', (route) =>
      route.request().method() === 'DELETE' ? failWith500(route) : route.fallback(),
    );
    await page.reload();
    const row = productRows(page).filter({ hasText: name });
    await row.getByRole('button', { name: `${name} ürününü sil` }).click();
    await page.getByRole('dialog', { name: 'Ürünü sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Ürün silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    expect(await row.count()).toBe(1);
    expectNoConsoleErrors(session, [serverError]);
  });

  it('offers to deactivate a product that an order under way holds instead of deleting it (issue #39)', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsAdmin(page);
    const name = `Siparişteki ürün ${token()}`;
    const created = await page.request.post('/api/admin/products', {
      data: {
        name,
        code: `ORD-${token()}`,
        category: 'Test',
        salePrice: 40,
        purchasePrice: 20,
        minStockLevel: 0,
        initialStock: 5,
      },
    });
    expect(created.status()).toBe(201);
    const productId = ((await created.json()) as { product: { id: string } }).product.id;
    // A visitor orders it: the order waits for its bank transfer.
    const accounts = (await (await page.request.get('/api/shop/bank-accounts')).json()) as {
      bankAccounts: { id: string }[];
    };
    const ordered = await page.request.post('/api/shop/orders', {
      data: {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ productId, quantity: 1 }],
        customer: {
          name: 'Deniz Arslan',
          tc: '10000000146',
          phone: '0532 123 45 67',
          email: 'deniz@example.com',
          address: 'Bağdat Cad. 10, Kadıköy, İstanbul',
        },
        bankAccountId: accounts.bankAccounts[0]?.id,
        contractsAccepted: true,
        expectedTotal: 40,
      },
    });
    expect(ordered.status()).toBe(201);

    await openProducts(page);
    const row = productRows(page).filter({ hasText: name });
    await row.getByRole('button', { name: `${name} ürününü sil` }).click();
    await page.getByRole('dialog', { name: 'Ürünü sil' }).getByRole('button', { name: 'Sil' }).click();
    const refused = page.getByRole('dialog', { name: 'Ürün silinemedi' });
    await expect.poll(() => refused.isVisible(), slow).toBe(true);
    expect(await refused.textContent()).toContain(
      'Bu ürün tamamlanmamış 1 siparişte yer aldığı için silinemez. Ürünü pasif yaparak mağazadan kaldırabilirsiniz.',
    );
    await expectAccessible(page);
    await refused.getByRole('button', { name: 'Pasif Yap' }).click();
    await expect.poll(() => page.getByText('Ürün pasif yapıldı').isVisible(), slow).toBe(true);
    expect(await refused.isVisible()).toBe(false);
    await expect.poll(() => row.getByText('Pasif', { exact: true }).isVisible(), slow).toBe(true);
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('refuses a file that is not an image before uploading', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openProducts(page);
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog
      .getByLabel('Ürün Görseli')
      .setInputFiles({ name: 'not-an-image.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
    await expect.poll(() => dialog.getByText('Lütfen geçerli bir resim dosyası seçin').isVisible(), slow).toBe(true);
    const large = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    await dialog.getByLabel('Ürün Görseli').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: large });
    await expect.poll(() => dialog.getByText("Dosya boyutu 5MB'dan küçük olmalıdır").isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });
});
