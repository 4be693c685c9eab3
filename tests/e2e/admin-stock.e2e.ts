import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  demo,
} from './support/browser.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isStockReport = (url: URL) => url.pathname === '/api/admin/stock';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });
const token = () => Math.random().toString(36).slice(2, 7).toUpperCase();

async function openStock(page: Page) {
  await page.goto('/stock');
  await expect.poll(() => page.getByRole('heading', { name: 'Stok Yönetimi', level: 1 }).isVisible(), slow).toBe(true);
}

/** A product of this test only, through the admin API. */
async function createProduct(page: Page, name: string, values: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/admin/products', {
    data: {
      name,
      code: `STK-${token()}`,
      category: 'Takviye',
      salePrice: 100,
      purchasePrice: 60,
      minStockLevel: 5,
      ...values,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

const stockRows = (page: Page) => page.getByRole('region', { name: 'Stok tablosu' }).getByRole('row');

describe('stock management (/stock)', () => {
  it('moves stock in and out, refuses too much, shows Kritik Seviye, totals and the details columns', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    const name = `Kolajen Tozu ${token()}`;
    await createProduct(page, name, { initialStock: 6 });
    await openStock(page);
    const summary = page.getByRole('list', { name: 'Stok özeti' });
    await expect.poll(() => summary.textContent(), slow).toContain('Toplam Kar');
    expect(await summary.textContent()).toContain('Toplam Satış');
    expect(await summary.textContent()).toContain('Toplam Alım');
    expect(await summary.textContent()).toMatch(/₺/);

    await page.getByPlaceholder('Ürün ara...').fill(name.toLocaleLowerCase('tr-TR'));
    const row = stockRows(page).filter({ hasText: name });
    await expect.poll(() => row.count(), slow).toBe(1);
    expect(await row.getByText('Kritik Seviye').count()).toBe(0);
    await expectAccessible(page);

    await row.getByRole('button', { name: `${name} için stok hareketi ekle` }).click();
    const dialog = page.getByRole('dialog', { name: `Stok Hareketi: ${name}` });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    expect(await dialog.getByLabel('Birim Fiyat (₺)').inputValue()).toBe('60');
    await dialog.getByLabel('Çıkış').check();
    await dialog.getByLabel('Miktar').fill('0');
    await dialog.getByRole('button', { name: 'Hareketi Kaydet' }).click();
    await expect
      .poll(() => dialog.getByText('Miktar en az 1 olan bir tam sayı olmalıdır.').isVisible(), slow)
      .toBe(true);
    await dialog.getByLabel('Miktar').fill('9');
    await dialog.getByLabel('Birim Fiyat (₺)').fill('100');
    await dialog.getByRole('button', { name: 'Hareketi Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Yetersiz stok. Mevcut: 6, İstenen: 9').isVisible(), slow).toBe(true);
    // One message per failed save (issue #39 item 16): the dialog's, no banner on top of it.
    expect(await page.getByText('Stok hareketi eklenirken bir hata oluştu').count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByLabel('Miktar').fill('2');
    await dialog.getByRole('button', { name: 'Hareketi Kaydet' }).click();
    await expect.poll(() => page.getByText('Stok hareketi başarıyla eklendi').isVisible(), slow).toBe(true);
    // 4 left, minimum 5: critical, in red.
    await expect.poll(() => row.getByText('Kritik Seviye').isVisible(), slow).toBe(true);

    await page.getByRole('button', { name: 'Detayları Göster' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Toplam Kar' }).isVisible(), slow).toBe(true);
    // Sold 2 at 100,00 ₺ with a purchase price of 60,00 ₺: 200,00 ₺ sales, 80,00 ₺ profit.
    expect(await row.textContent()).toContain('200,00 ₺');
    expect(await row.textContent()).toContain('80,00 ₺');
    await page.getByRole('button', { name: 'Detayları Gizle' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Toplam Kar' }).count(), slow).toBe(0);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    await row.getByRole('button', { name: `${name} ürününü sil` }).click();
    await page.getByRole('dialog', { name: 'Ürünü sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Ürün başarıyla silindi').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('adds a product from the stock screen', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openStock(page);
    const name = `Magnezyum ${token()}`;
    await page.getByRole('button', { name: 'Yeni Ürün' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await dialog.getByLabel('Ürün Adı').fill(name);
    await dialog.getByLabel('Ürün Kodu').fill(`MG-${token()}`);
    await dialog.getByLabel('Kategori').fill('Takviye');
    await dialog.getByLabel('Satış Fiyatı (₺)').fill('320');
    await dialog.getByLabel('Alış Fiyatı (₺)').fill('210,50');
    await dialog.getByLabel('Başlangıç Stoğu').fill('12');
    await dialog.getByRole('button', { name: 'Ürünü Kaydet' }).click();
    await expect.poll(() => page.getByText('Ürün başarıyla eklendi').isVisible(), slow).toBe(true);
    await page.getByPlaceholder('Ürün ara...').fill(name);
    const row = stockRows(page).filter({ hasText: name });
    await expect.poll(() => row.textContent(), slow).toContain('210,50 ₺');
    expectNoConsoleErrors(session);
  });

  it('shows the empty texts', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isStockReport, (route) =>
      route.fulfill({
        json: {
          totals: { totalProfit: 0, totalSales: 0, totalPurchases: 0 },
          unpaidHolds: { orderCount: 0, units: 0 },
          orderRules: { unpaidOrderUnitLimit: 5, version: 0 },
          products: [],
        },
      }),
    );
    await openStock(page);
    await expect.poll(() => page.getByText('Henüz ürün eklenmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isStockReport);
    await createProduct(page, `Arama ürünü ${token()}`);
    await openStock(page);
    await page.getByPlaceholder('Ürün ara...').fill('zzqqxx');
    await expect.poll(() => page.getByText('Aramanızla eşleşen ürün bulunamadı.').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish text when the report fails to load', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isStockReport, failWith500);
    await openStock(page);
    await expect.poll(() => page.getByText('Stok bilgileri yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

/** A visitor's unpaid bank-transfer order of `quantity` units of the product (it holds them until paid). */
async function placeUnpaidOrder(page: Page, productId: string, quantity: number, price: number) {
  const accounts = (await (await page.request.get('/api/shop/bank-accounts')).json()) as {
    bankAccounts: { id: string }[];
  };
  const ordered = await page.request.post('/api/shop/orders', {
    data: {
      idempotencyKey: crypto.randomUUID(),
      lines: [{ productId, quantity }],
      customer: {
        name: 'Deniz Arslan',
        tc: '10000000146',
        phone: '0532 123 45 67',
        email: 'deniz@example.com',
        address: 'Bağdat Cad. 10, Kadıköy, İstanbul',
      },
      bankAccountId: accounts.bankAccounts[0]?.id,
      contractsAccepted: true,
      expectedTotal: price * quantity,
    },
  });
  expect(ordered.status()).toBe(201);
}

const unitLimitField = (page: Page) => page.getByLabel('Sipariş sınırı (ürün başına adet)');

/** The shop's order rule as the server has it (the suite runs with it lifted: global-setup.ts). */
async function readOrderRules(page: Page) {
  const report = (await (await page.request.get('/api/admin/stock')).json()) as {
    orderRules: { unpaidOrderUnitLimit: number; version: number };
  };
  return report.orderRules;
}

/** Puts the shop's order rule back as the other tests expect it (the server's data is shared). */
async function restoreUnitLimit(page: Page, unpaidOrderUnitLimit: number) {
  const { version } = await readOrderRules(page);
  const response = await page.request.put('/api/admin/stock/order-rules', { data: { unpaidOrderUnitLimit, version } });
  expect(response.status()).toBe(200);
}

describe('unpaid orders holding stock, and the order rule (issue #38, ADR 0067)', () => {
  for (const [label, viewport] of [
    ['phone', phoneViewport],
    ['desktop', { width: 1366, height: 768 }],
  ] as const) {
    it(`shows what unpaid orders hold and saves the rule, with its error texts (${label})`, async () => {
      const session = await openPage(browser(), { viewport, signedInAs: demo.admin });
      const { page } = session;
      const name = `Yeşil Çay ${token()}`;
      const productId = await createProduct(page, name, { initialStock: 10, salePrice: 80 });
      await placeUnpaidOrder(page, productId, 2, 80);
      const { unpaidOrderUnitLimit: lifted } = await readOrderRules(page);
      await openStock(page);
      await expect
        .poll(() => page.getByTestId('unpaid-holds').textContent(), slow)
        .toMatch(/\d+ ödenmemiş sipariş toplam \d+ adet stok ayırıyor\./);
      await page.getByPlaceholder('Ürün ara...').fill(name);
      const row = stockRows(page).filter({ hasText: name });
      await expect.poll(() => row.textContent(), slow).toContain('2 adet ödeme bekliyor');
      expect(await row.textContent()).toContain('8');

      await unitLimitField(page).fill('0');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect
        .poll(() => page.getByText('Sipariş sınırı 1 ile 99 arasında bir tam sayı olmalıdır.').isVisible(), slow)
        .toBe(true);
      await expectAccessible(page);
      await unitLimitField(page).fill('7');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(() => page.getByText('Sipariş sınırı kaydedildi').isVisible(), slow).toBe(true);
      const saved = (await (await page.request.get('/api/admin/stock')).json()) as {
        orderRules: { unpaidOrderUnitLimit: number };
      };
      expect(saved.orderRules.unpaidOrderUnitLimit).toBe(7);
      await restoreUnitLimit(page, lifted);
      expectNoConsoleErrors(session);
    });
  }

  it("keeps the other tab's rule: a stale save shows the one text and reloads the current value", async () => {
    const first = await openPage(browser(), { signedInAs: demo.admin });
    const second = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { unpaidOrderUnitLimit: lifted } = await readOrderRules(first.page);
    await openStock(first.page);
    await openStock(second.page);
    await unitLimitField(second.page).waitFor();
    await unitLimitField(first.page).fill('6');
    await first.page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => first.page.getByText('Sipariş sınırı kaydedildi').isVisible(), slow).toBe(true);

    await unitLimitField(second.page).fill('3');
    await second.page.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(
        () =>
          second.page.getByText('Bu kayıt siz düzenlerken başka bir yerde değiştirildi.', { exact: false }).isVisible(),
        slow,
      )
      .toBe(true);
    await expectAccessible(second.page);
    await second.page.getByRole('button', { name: 'Güncel hâlini yükle' }).click();
    await expect.poll(() => unitLimitField(second.page).inputValue(), slow).toBe('6');
    await restoreUnitLimit(first.page, lifted);
    expectNoConsoleErrors(first);
    expectNoConsoleErrors(second, [/status of 409/]);
  });
});

describe('stock table at 1366 px (issue #39)', () => {
  it("keeps product codes and the 'Stok Hareketi' button on one line", async () => {
    const session = await openPage(browser(), { viewport: { width: 1366, height: 768 } });
    const { page } = session;
    await signInAsAdmin(page);
    await openStock(page);
    const move = page.getByRole('button', { name: /stok hareketi/i }).first();
    await move.waitFor();
    expect((await move.boundingBox())!.height).toBeLessThanOrEqual(44);
    // The code's text lies on one line (a wrapped "DNG-\nCT-500" has two line boxes).
    const codeLines = await stockRows(page)
      .nth(1)
      .getByRole('cell')
      .first()
      .evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getClientRects().length;
      });
    expect(codeLines).toBe(1);
    expectNoConsoleErrors(session);
  });
});
