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
} from './support/browser.ts';
import { createFreshClient, type FreshClient, signInClientApi } from './support/fresh-client.ts';

// The food lines under each meal of the programme editor (issue #40, ADR 0075): a food from the
// database in grams or a household measure, the meal's and the day's live totals against the target.

const browser = setUpBrowser();

const slow = { timeout: 10_000 };
const serverError = /status of 500/;

type SavedLine = { grams: number | null; measure: string | null; measureCount: number | null; food: { name: string } };
type ProgramAnswer = {
  program: { foodLines: SavedLine[]; totals: { monday: { total: { calories: number } } } } | null;
};

async function savedProgram(page: Page, client: FreshClient) {
  const response = await page.request.get(`/api/admin/nutrition-programs/${client.id}`);
  return ((await response.json()) as ProgramAnswer).program;
}

async function prepareClient(page: Page, label: string, options: { dailyCalories?: number } = {}) {
  const client = await createFreshClient(page, label);
  if (options.dailyCalories) {
    const measured = await page.request.post('/api/admin/measurements', {
      data: {
        clientId: client.id,
        measurementDate: '2026-02-12',
        weight: 72.5,
        fatRatio: 30,
        waterRatio: 50,
        muscleRatio: 33,
        bodyComposition: 21,
        bellyFat: 12,
        boneMass: 3.1,
        dailyCalories: options.dailyCalories,
        metabolicAge: 41,
        chest: 100,
        waist: 95,
        hip: 108,
      },
    });
    expect(measured.status()).toBe(201);
  }
  const created = await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } });
  expect(created.status()).toBe(201);
  await page.goto(`/nutrition-programs?client=${client.id}`);
  await expect.poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).isVisible(), slow).toBe(true);
  return client;
}

/** 'Besin ekle' under a meal, a search, a food chosen from the results: the dialog, ready for an amount. */
async function openFoodDialog(page: Page, slot: string, search: string, food: string) {
  await page.getByRole('button', { name: `${slot}: besin ekle` }).click();
  const dialog = page.getByRole('dialog', { name: `${slot}: besin ekle` });
  await dialog.getByLabel('Besin ara').fill(search);
  const result = dialog.getByRole('button', { name: new RegExp(food) });
  await expect.poll(() => result.isVisible(), slow).toBe(true);
  await result.click();
  return dialog;
}

const dayTotals = (page: Page, day: string) => page.getByRole('region', { name: `${day} toplamı` });

async function buildBreakfast(page: Page) {
  // 100 g of boiled egg (155 kcal per 100 g): typed grams.
  const eggDialog = await openFoodDialog(page, 'Pazartesi Kahvaltı', 'haşlanmış', 'Haşlanmış yumurta');
  await expect.poll(() => eggDialog.getByText('Bu miktar: 155 kcal').isVisible(), slow).toBe(true);
  await eggDialog.getByRole('button', { name: 'Öğüne ekle' }).click();
  await expect.poll(() => eggDialog.isVisible()).toBe(false);

  // 2 slices of whole-wheat bread (its own 1 dilim = 30 g; 252 kcal per 100 g → 151 kcal), with a note, by keyboard at the end.
  const breadDialog = await openFoodDialog(page, 'Pazartesi Kahvaltı', 'TAM BUĞDAY', 'Tam buğday ekmeği');
  await breadDialog.getByRole('button', { name: 'Ev ölçüsü' }).click();
  await breadDialog.getByLabel('Ölçü').selectOption('slice');
  // The measure list says what each measure weighs in this bread: its own slice, the default glass.
  expect(await breadDialog.getByRole('option', { name: '1 dilim (30 g)' }).count()).toBe(1);
  expect(await breadDialog.getByRole('option', { name: '1 su bardağı (200 g)' }).count()).toBe(1);
  await breadDialog.getByLabel('Adet').fill('2');
  await breadDialog.getByLabel('Not (isteğe bağlı)').fill('Kepekli');
  await breadDialog.getByLabel('Not (isteğe bağlı)').press('Enter');
  await expect.poll(() => breadDialog.isVisible()).toBe(false);
}

async function expectBreakfastShown(page: Page) {
  const lines = page.getByRole('list', { name: 'Pazartesi Kahvaltı besinleri' });
  await expect.poll(() => lines.getByRole('listitem').count(), slow).toBe(2);
  expect(await lines.textContent()).toContain('Haşlanmış yumurta');
  expect(await lines.textContent()).toContain('100 g');
  expect(await lines.textContent()).toContain('2 × 1 dilim (60 g) · Kepekli');
  expect(await lines.textContent()).toContain('151 kcal');
  expect(await page.getByText('Öğün toplamı: 306 kcal').count()).toBe(1);
  expect(await page.getByText('P 20,1 g · K 26,7 g · Y 12,7 g').count()).toBe(1);
}

describe('food lines in the programme editor (/nutrition-programs)', () => {
  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`adds lines in grams and in a household measure, totals them against the target, and keeps them (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await prepareClient(page, `Besin ${name}`, { dailyCalories: 1900 });
      await buildBreakfast(page);
      await expectBreakfastShown(page);

      const monday = dayTotals(page, 'Pazartesi');
      await expect.poll(() => monday.textContent(), slow).toContain('Gün toplamı:306 kcal');
      expect(await monday.textContent()).toContain('Hedef: 1.900 kcal');
      expect(await monday.textContent()).toContain('1.594 kcal eksik');
      expect(
        await page
          .getByRole('button', { name: /^Pazartesi/ })
          .first()
          .textContent(),
      ).toContain('306 kcal');

      await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), slow).toBe(true);
      const saved = await savedProgram(page, client);
      expect(saved?.foodLines.map((line) => [line.food.name, line.grams, line.measure, line.measureCount])).toEqual([
        ['Haşlanmış yumurta', 100, null, null],
        ['Tam buğday ekmeği', null, 'slice', 2],
      ]);
      expect(saved?.totals.monday.total.calories).toBe(306);
      await expectAccessible(page);

      await page.reload();
      await expectBreakfastShown(page);
      await expect.poll(() => dayTotals(page, 'Pazartesi').textContent(), slow).toContain('1.594 kcal eksik');

      // Removing a line takes its kcal out of the totals and the save.
      await page.getByRole('button', { name: 'Haşlanmış yumurta satırını kaldır' }).click();
      await expect.poll(() => page.getByText('Öğün toplamı: 151 kcal').count(), slow).toBe(1);
      await expect.poll(async () => (await savedProgram(page, client))?.foodLines.length, slow).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expectNoConsoleErrors(session);
    });
  }

  it('the client sees the lines read-only under each meal of their programme, with the day total, on a phone', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const client = await prepareClient(session.page, 'Besin danışan', { dailyCalories: 1800 });
    await buildBreakfast(session.page);
    await expect.poll(async () => (await savedProgram(session.page, client))?.foodLines.length, slow).toBe(2);

    const clientSession = await openPage(browser(), { viewport: phoneViewport });
    const { page } = clientSession;
    await signInClientApi(page.request, client.email);
    await page.goto('/kullanici/beslenme');
    const lines = page.getByRole('list', { name: 'Kahvaltı besinleri' }).first();
    await expect.poll(() => lines.isVisible(), slow).toBe(true);
    expect(await lines.textContent()).toContain('Haşlanmış yumurta · 100 g');
    expect(await lines.textContent()).toContain('Tam buğday ekmeği · 2 × 1 dilim (60 g) · Kepekli');
    const monday = page.getByRole('region', { name: /^Pazartesi/ });
    expect(await monday.getByText('Günlük toplam: 306 kcal').isVisible()).toBe(true);
    // Meals without text or lines still say so.
    expect(await monday.getByText('Henüz program eklenmemiş').count()).toBe(5);
    await expectAccessible(page);
    expectNoConsoleErrors(clientSession);
  });

  it('shows the empty state: no lines, no target, and a refused amount in Turkish', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    await prepareClient(page, 'Besinsiz');
    const monday = dayTotals(page, 'Pazartesi');
    expect(await monday.textContent()).toContain('Gün toplamı:0 kcal');
    expect(await monday.textContent()).toContain('Günlük kalori hedefi yok: danışanın henüz ölçümü girilmemiş.');
    expect(await page.getByRole('list', { name: 'Pazartesi Kahvaltı besinleri' }).count()).toBe(0);
    await expectAccessible(page);

    // A dialog without a chosen food, then with an impossible amount: the route's own texts.
    await page.getByRole('button', { name: 'Pazartesi Öğle Yemeği: besin ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pazartesi Öğle Yemeği: besin ekle' });
    await dialog.getByRole('button', { name: 'Öğüne ekle' }).click();
    await expect.poll(() => dialog.getByText('Listeden bir besin seçin.').isVisible(), slow).toBe(true);
    const result = dialog.getByRole('button', { name: /Yumurta/ }).first();
    await dialog.getByLabel('Besin ara').fill('yumurta');
    await expect.poll(() => result.isVisible(), slow).toBe(true);
    await result.click();
    await dialog.getByLabel('Miktar (g)').fill('-5');
    await dialog.getByRole('button', { name: 'Öğüne ekle' }).click();
    await expect
      .poll(() => dialog.getByText('Miktar 0 gramdan büyük ve en fazla 5000 gram olmalıdır.').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    expect(await page.getByRole('list', { name: 'Pazartesi Öğle Yemeği besinleri' }).count()).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish error when the save fails, and saves the line once the server answers', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await prepareClient(page, 'Besin hata', { dailyCalories: 1500 });
    const programUrl = `**/api/admin/nutrition-programs/${client.id}`;
    await page.route(programUrl, (route: Route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } })
        : route.fallback(),
    );
    const dialog = await openFoodDialog(page, 'Pazartesi Akşam Yemeği', 'haşlanmış', 'Haşlanmış yumurta');
    await dialog.getByRole('button', { name: 'Öğüne ekle' }).click();
    const retrying = page.getByText('Program kaydedilirken bir hata oluştu. Yeniden deneniyor...');
    await expect.poll(() => retrying.isVisible(), slow).toBe(true);
    // The screen keeps the line and its totals while the save is retried.
    expect(await dayTotals(page, 'Pazartesi').textContent()).toContain('155 kcal');
    expect(await dayTotals(page, 'Pazartesi').textContent()).toContain('1.345 kcal eksik');
    expect((await savedProgram(page, client))?.foodLines).toEqual([]);
    await expectAccessible(page);
    await page.unroute(programUrl);
    await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), { timeout: 30_000 }).toBe(true);
    expect((await savedProgram(page, client))?.foodLines.map((line) => line.food.name)).toEqual(['Haşlanmış yumurta']);
    expectNoConsoleErrors(session, [serverError]);
  });
});
