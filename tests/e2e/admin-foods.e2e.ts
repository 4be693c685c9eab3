import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
const isFoodList = (url: URL) => url.pathname === '/api/admin/foods';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openCalorieTool(page: Page) {
  await page.goto('/calorie-tools');
  await expect.poll(() => page.getByRole('heading', { name: 'Kalori Aracı', level: 1 }).isVisible(), slow).toBe(true);
}

const foodCards = (page: Page) => page.getByRole('list', { name: 'Besinler' }).getByRole('listitem');

describe('calorie tool (/calorie-tools)', () => {
  it('searches Turkish-aware, pages, adds a food and deletes it after confirmation', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openCalorieTool(page);
    await expect.poll(() => foodCards(page).count(), slow).toBeGreaterThan(0);
    await expectAccessible(page);

    // Paging: the seeded database holds more than one page.
    const firstName = await foodCards(page).first().getByRole('heading').textContent();
    await page
      .getByRole('navigation', { name: 'Besin listesi sayfaları' })
      .getByRole('button', { name: 'Sonraki' })
      .click();
    await expect.poll(async () => foodCards(page).first().getByRole('heading').textContent(), slow).not.toBe(firstName);

    await page.getByPlaceholder('Besin ara...').fill('ıspanak');
    await expect.poll(() => foodCards(page).filter({ hasText: 'Ispanak' }).count(), slow).toBeGreaterThan(0);
    const spinach = foodCards(page).filter({ hasText: 'Ispanak' }).first();
    expect(await spinach.textContent()).toMatch(/g porsiyon/);
    expect(await spinach.textContent()).toMatch(/kcal/);
    expect(await spinach.getByText('Karbonhidrat').isVisible()).toBe(true);

    const name = `Keçiboynuzu pekmezi ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Yeni Besin Ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Besin Ekle' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    expect(await dialog.getByLabel('Porsiyon (g)').inputValue()).toBe('100');
    // Nothing filled in: each field says what it needs.
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Besin adı gerekli.').isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Bu alan gerekli.').count()).toBe(4);
    await expectAccessible(page);
    await dialog.getByLabel('Besin Adı').fill(name);
    await dialog.getByLabel('Porsiyon (g)').fill('20');
    await dialog.getByLabel('Kalori (kcal)').fill('58');
    await dialog.getByLabel('Protein (g)').fill('0.2');
    await dialog.getByLabel('Karbonhidrat (g)').fill('14.6');
    await dialog.getByLabel('Yağ (g)').fill('-1');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Değer negatif olamaz.').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Yağ (g)').fill('0');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => page.getByText('Besin başarıyla eklendi').isVisible(), slow).toBe(true);

    await page.getByPlaceholder('Besin ara...').fill('KEÇİBOYNUZU');
    const card = foodCards(page).filter({ hasText: name });
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await card.textContent()).toContain('20 g porsiyon');
    expect(await card.textContent()).toContain('58 kcal');
    expect(await card.textContent()).toContain('14,6 g');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    await card.getByRole('button', { name: `${name} besinini sil` }).click();
    const confirm = page.getByRole('dialog', { name: 'Besini sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible(), slow).toBe(true);
    await confirm.getByRole('button', { name: 'İptal' }).click();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: `${name} besinini sil` }).click();
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Besin başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => card.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('refuses a second Adana kebap and an impossible food, and asks to confirm stray kcal (issue #39)', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsAdmin(page);
    await openCalorieTool(page);
    await page.getByRole('button', { name: 'Yeni Besin Ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Besin Ekle' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
    };
    const save = () => dialog.getByRole('button', { name: 'Besini Kaydet' }).click();

    // The demo list has 'Adana kebap': the server says so under the name, Turkish-aware.
    await fill({
      'Besin Adı': 'ADANA  KEBAP',
      'Kalori (kcal)': '215',
      'Protein (g)': '14',
      'Karbonhidrat (g)': '4',
      'Yağ (g)': '16',
    });
    await save();
    await expect
      .poll(() => dialog.getByText('“Adana kebap” adında bir besin zaten var.').first().isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);

    // 240 g of macros in a 100 g serving cannot be: refused in the form, before anything is sent.
    const name = `Deneme besini ${Date.now() % 100000}`;
    await fill({
      'Besin Adı': name,
      'Kalori (kcal)': '900',
      'Protein (g)': '100',
      'Karbonhidrat (g)': '100',
      'Yağ (g)': '40',
    });
    await save();
    await expect
      .poll(
        () =>
          dialog
            .getByText('Protein, karbonhidrat ve yağın toplamı (240 g) porsiyon miktarından (100 g) fazla olamaz.')
            .isVisible(),
        slow,
      )
      .toBe(true);

    // Kcal far from 4/4/9 of the macros: the form says what the macros give and asks to confirm.
    await fill({ 'Kalori (kcal)': '251', 'Protein (g)': '0', 'Karbonhidrat (g)': '0', 'Yağ (g)': '0' });
    const confirm = dialog.getByLabel('Kalori değerini kontrol ettim, yine de kaydet');
    await expect.poll(() => confirm.isVisible(), slow).toBe(true);
    expect(await dialog.getByText(/Makro değerlerden hesaplanan kalori yaklaşık 0 kcal/).isVisible()).toBe(true);
    await save();
    await expect
      .poll(
        () => dialog.getByText(/Kalori, makro değerlerden hesaplanan yaklaşık 0 kcal ile uyuşmuyor/).isVisible(),
        slow,
      )
      .toBe(true);
    await expectAccessible(page);
    await confirm.check();
    await save();
    await expect.poll(() => page.getByText('Besin başarıyla eklendi').isVisible(), slow).toBe(true);
    await page.getByPlaceholder('Besin ara...').fill(name);
    await expect.poll(() => foodCards(page).filter({ hasText: name }).count(), slow).toBe(1);
    expect(await foodCards(page).filter({ hasText: name }).textContent()).toContain('251 kcal');
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the empty texts: no foods at all, and no match for a search', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isFoodList, (route) => route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 24 } }));
    await openCalorieTool(page);
    await expect.poll(() => page.getByText('Henüz besin eklenmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isFoodList);
    await page.getByPlaceholder('Besin ara...').fill('zzqqxx');
    await expect.poll(() => page.getByText('Aramanızla eşleşen besin bulunamadı.').isVisible(), slow).toBe(true);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading, adding or deleting fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isFoodList, (route) =>
      route.request().method() === 'GET' ? failWith500(route) : route.fallback(),
    );
    await openCalorieTool(page);
    await expect.poll(() => page.getByText('Besinler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isFoodList);
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect.poll(() => foodCards(page).count(), slow).toBeGreaterThan(0);

    await page.route(isFoodList, (route) =>
      route.request().method() === 'POST' ? failWith500(route) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Yeni Besin Ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Besin Ekle' });
    await dialog.getByLabel('Besin Adı').fill('Kaydedilemeyen besin');
    for (const label of ['Kalori (kcal)', 'Protein (g)', 'Karbonhidrat (g)', 'Yağ (g)'])
      await dialog.getByLabel(label).fill('1');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Besin eklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await page.route('**/api/admin/foods/*', (route) =>
      route.request().method() === 'DELETE' ? failWith500(route) : route.fallback(),
    );
    await foodCards(page)
      .first()
      .getByRole('button', { name: /besinini sil$/ })
      .click();
    await page.getByRole('dialog', { name: 'Besini sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Besin silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});
