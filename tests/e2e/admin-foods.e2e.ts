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
  it('searches Turkish-aware, pages, adds a food with its category and measure weights, edits them and deletes it after confirmation', async () => {
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
    expect(
      await dialog.getByText('Bu besin için ölçü karşılığı girilmedi; standart gramlar kullanılır.').isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Besin adı gerekli.').isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Bu alan gerekli.').count()).toBe(4);
    expect(await dialog.getByText('Bir kategori seçin.').isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Besin Adı').fill(name);
    await dialog.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Tatlılar ve atıştırmalıklar' });
    // 'Ölçü karşılıkları': a tablespoon of this molasses weighs 20 g (the default is 15 g).
    await dialog.getByRole('button', { name: 'Ölçü ekle' }).click();
    const firstRow = dialog.getByRole('group', { name: '1. ölçü' });
    await firstRow.getByLabel('Ölçü', { exact: true }).selectOption({ label: '1 yemek kaşığı' });
    expect(await firstRow.getByText('Standart: 15 g').isVisible()).toBe(true);
    await firstRow.getByLabel('Gram', { exact: true }).fill('0');
    await dialog.getByRole('button', { name: 'Ölçü ekle' }).click();
    const secondRow = dialog.getByRole('group', { name: '2. ölçü' });
    await secondRow.getByLabel('Ölçü', { exact: true }).selectOption({ label: '1 yemek kaşığı' });
    await secondRow.getByLabel('Gram', { exact: true }).fill('2500');
    await dialog.getByLabel('Porsiyon (g)').fill('20');
    await dialog.getByLabel('Kalori (kcal)').fill('58');
    await dialog.getByLabel('Protein (g)').fill('0.2');
    await dialog.getByLabel('Karbonhidrat (g)').fill('14.6');
    await dialog.getByLabel('Yağ (g)').fill('-1');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Değer negatif olamaz.').isVisible(), slow).toBe(true);
    expect(await firstRow.getByText('Gram 0’dan büyük olmalıdır.').isVisible()).toBe(true);
    expect(await secondRow.getByText('Bir ölçü en fazla 2.000 g olabilir.').isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Yağ (g)').fill('0');
    await firstRow.getByLabel('Gram', { exact: true }).fill('20');
    await secondRow.getByLabel('Gram', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => secondRow.getByText('Bu ölçü bu besin için zaten girildi.').isVisible(), slow).toBe(true);
    await secondRow.getByRole('button', { name: '1 yemek kaşığı ölçüsünü kaldır' }).click();
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => page.getByText('Besin başarıyla eklendi').isVisible(), slow).toBe(true);

    await page.getByPlaceholder('Besin ara...').fill('KEÇİBOYNUZU');
    const card = foodCards(page).filter({ hasText: name });
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await card.textContent()).toContain('20 g porsiyon');
    expect(await card.textContent()).toContain('58 kcal');
    expect(await card.textContent()).toContain('14,6 g');
    expect(await card.textContent()).toContain('Tatlılar ve atıştırmalıklar');
    expect(await card.textContent()).toContain('Ölçüler: 1 yemek kaşığı 20 g');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    // 'Kategori ve ölçüler': the saved values come back in the form; a changed weight is saved.
    await card.getByRole('button', { name: `${name} besininin kategori ve ölçülerini düzenle` }).click();
    const edit = page.getByRole('dialog', { name: `Kategori ve ölçüler: ${name}` });
    await expect.poll(() => edit.isVisible(), slow).toBe(true);
    expect(await edit.getByLabel('Kategori', { exact: true }).inputValue()).toBe('sweets_snacks');
    const editRow = edit.getByRole('group', { name: '1. ölçü' });
    expect(await editRow.getByLabel('Gram', { exact: true }).inputValue()).toBe('20');
    await editRow.getByLabel('Gram', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => editRow.getByText('Bu alan gerekli.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await editRow.getByLabel('Gram', { exact: true }).fill('22,5');
    await edit.getByRole('button', { name: 'Ölçü ekle' }).click();
    await edit
      .getByRole('group', { name: '2. ölçü' })
      .getByLabel('Ölçü', { exact: true })
      .selectOption({ label: '1 çay kaşığı' });
    await edit.getByRole('group', { name: '2. ölçü' }).getByLabel('Gram', { exact: true }).fill('7');
    await edit.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Baharat ve soslar' });
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Besin güncellendi').isVisible(), slow).toBe(true);
    await expect
      .poll(async () => card.textContent(), slow)
      .toContain('Ölçüler: 1 yemek kaşığı 22,5 g · 1 çay kaşığı 7 g');
    expect(await card.textContent()).toContain('Baharat ve soslar');

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
    await dialog.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Hazır yemekler' });

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

  it('shows the Turkish texts when loading, adding, editing or deleting fails', async () => {
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
    await dialog.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Diğer' });
    for (const label of ['Kalori (kcal)', 'Protein (g)', 'Karbonhidrat (g)', 'Yağ (g)'])
      await dialog.getByLabel(label).fill('1');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Besin eklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await page.route('**/api/admin/foods/*', (route) =>
      ['DELETE', 'PATCH'].includes(route.request().method()) ? failWith500(route) : route.fallback(),
    );
    await foodCards(page)
      .first()
      .getByRole('button', { name: /kategori ve ölçülerini düzenle$/ })
      .click();
    const edit = page.getByRole('dialog', { name: /^Kategori ve ölçüler: / });
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => edit.getByText('Besin güncellenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await edit.getByRole('button', { name: 'İptal' }).click();
    await foodCards(page)
      .first()
      .getByRole('button', { name: /besinini sil$/ })
      .click();
    await page.getByRole('dialog', { name: 'Besini sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Besin silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});
