import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIstanbul, weekDayOfIsoDay } from '../../src/shared/dates.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, type FreshClient } from './support/fresh-client.ts';

// Hide-numbers mode (issue #44, ADR 0090): the dietitian switches it in the client's edit form; the
// client then reads every page of the client area without a calorie, weight or body-fat number.

const browser = setUpBrowser();

/** A body number as the screens write one: '1.250 kcal', '68,9 kg', '%31,2', '31 %'. */
const bodyNumberPatterns = [
  /\d+([.,]\d+)?\s*(kcal|kg)\b/i,
  /%\s*\d/,
  /\d+([.,]\d+)?\s*%/,
  /vücut yağ[^\n]*\d/i,
  /yağ oranı[^\n]*\d/i,
  /\bkilo\b[^\n]*\d/i,
  /kalori[^\n]*\d/i,
];

/**
 * The body-number lines of the page's visible text (none is expected). The water tracker's own lines
 * are not body numbers ('%25' of today's glasses, ADR 0090 keeps water), so they are left out by
 * their block, never by their wording; nor is a food's own name ('Dana kıyma (%15 yağlı, çiğ)'), left
 * out when a whole line is exactly the name of a food of the list.
 */
async function bodyNumbersOn(page: Page, foodNames: ReadonlySet<string> = new Set()): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const water = page.getByRole('region', { name: 'Su Takibi' });
  const waterLines = new Set((await water.count()) > 0 ? (await water.innerText()).split('\n') : []);
  return text
    .split('\n')
    .filter((line) => !waterLines.has(line) && !foodNames.has(line))
    .filter((line) => bodyNumberPatterns.some((pattern) => pattern.test(line)));
}

const today = todayInIstanbul();

async function saveHideNumbers(page: Page, client: FreshClient, hideNumbers: boolean) {
  const current = (await (await page.request.get(`/api/admin/clients/${client.id}`)).json()) as {
    client: { name: string; email: string; phone: string; gender: string; age: number; version: number };
  };
  const { name, email, phone, gender, age, version } = current.client;
  const response = await page.request.put(`/api/admin/clients/${client.id}`, {
    data: { name, email, phone, gender, age, version, hideNumbers },
  });
  expect(response.status()).toBe(200);
}

async function addMeasurement(page: Page, client: FreshClient, measurementDate: string, weight: number) {
  const response = await page.request.post('/api/admin/measurements', {
    data: {
      clientId: client.id,
      measurementDate,
      weight,
      fatRatio: 31.4,
      waterRatio: 50,
      muscleRatio: 33,
      bodyComposition: 21,
      bellyFat: 12,
      boneMass: 3.1,
      dailyCalories: 1850,
      metabolicAge: 41,
      chest: 100,
      waist: 95,
      hip: 108,
    },
  });
  expect(response.status()).toBe(201);
}

/** Two foods of the demo list, by their admin search. */
async function twoFoods(page: Page) {
  const response = await page.request.get('/api/admin/foods?search=a');
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  expect(items.length).toBeGreaterThanOrEqual(2);
  return items.slice(0, 2);
}

/** A fresh hide-numbers client with two measurements, a programme for today with a target, a diary entry. */
async function prepareHideNumbersClient(page: Page) {
  const client = await createFreshClient(page, 'Sayisiz');
  await addMeasurement(page, client, '2026-01-10', 74.2);
  await addMeasurement(page, client, '2026-02-10', 72.5);
  const foods = await twoFoods(page);
  expect((await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } })).status()).toBe(
    201,
  );
  const program = (await (await page.request.get(`/api/admin/nutrition-programs/${client.id}`)).json()) as {
    program: { version: number };
  };
  const slot = `${weekDayOfIsoDay(today)}_breakfast`;
  const saved = await page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
    data: {
      version: program.program.version,
      meals: { [slot]: 'Ilık su ile güne başlayın' },
      dailyCaloriesTarget: 1800,
      foodLines: {
        [slot]: [
          { foodId: foods[0]!.id, grams: 60, alternatives: [{ foodId: foods[1]!.id, grams: 45 }] },
          { foodId: foods[1]!.id, measure: 'slice', measureCount: 2 },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);
  await saveHideNumbers(page, client, true);
  return { client, foods };
}

/** Every page of the client area, with a text that says the page's own data has arrived. */
const clientPages = (foodName: string) =>
  [
    { path: '/kullanici', ready: 'Kilonuz bir önceki ölçüme göre azaldı.' },
    { path: '/kullanici/kalori-gunlugu', ready: foodName },
    { path: '/kullanici/beslenme', ready: 'veya' },
    { path: '/kullanici/egzersiz', ready: null },
    { path: '/kullanici/profil', ready: null },
    { path: '/kullanici/mesajlar', ready: null },
    { path: '/kullanici/randevularim', ready: null },
  ] as const;

describe('hide-numbers mode in the client area', () => {
  it('shows a hide-numbers client every page without a calorie, weight or fat number, on phone and desktop', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const { client, foods } = await prepareHideNumbersClient(admin.page);
    const session = await openPage(browser(), { signedInAs: client.email, viewport: desktopViewport });
    const { page } = session;
    // A diary entry of today, written by the client.
    const added = await page.request.post('/api/me/diary', {
      data: { foodItemId: foods[0]!.id, date: today, mealType: 'lunch', portionGrams: 120 },
    });
    expect(added.status()).toBe(201);

    for (const viewport of [desktopViewport, phoneViewport]) {
      await page.setViewportSize(viewport);
      for (const { path, ready } of clientPages(foods[0]!.name)) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (ready) await page.getByText(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ path, viewport: viewport.width, lines: await bodyNumbersOn(page) }).toEqual({
          path,
          viewport: viewport.width,
          lines: [],
        });
        await expectAccessible(page);
      }
    }

    // The home tells the progress in words and has no calculator; the diary has no totals; the picker
    // lists foods without kcal.
    await page.goto('/kullanici');
    const progress = page.getByRole('region', { name: 'İlerlemem' });
    await progress.getByText('Son ölçümünüze göre ilerliyorsunuz.').waitFor();
    expect(await page.getByRole('region', { name: 'Son Ölçüm' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Kalori ve Besin Hesaplayıcı' }).count()).toBe(0);
    await page.goto('/kullanici/kalori-gunlugu');
    await page.getByText(foods[0]!.name).first().waitFor();
    await page.getByRole('button', { name: 'Öğle Yemeği: Besin Ekle' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: `${foods[1]!.name} ekle` }).waitFor();
    const foodList = (await (await page.request.get('/api/me/foods')).json()) as { foods: { name: string }[] };
    expect(await bodyNumbersOn(page, new Set(foodList.foods.map((food) => food.name)))).toEqual([]);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  }, 150_000);

  it('shows the same client the numbers again once the dietitian turns the mode off', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const { client } = await prepareHideNumbersClient(admin.page);
    await saveHideNumbers(admin.page, client, false);
    const session = await openPage(browser(), { signedInAs: client.email, path: '/kullanici' });
    const { page } = session;
    await page.getByRole('region', { name: 'Son Ölçüm' }).getByText('72,5 kg').waitFor();
    expect(await page.getByRole('region', { name: 'İlerlemem' }).count()).toBe(0);
    expect((await bodyNumbersOn(page)).length).toBeGreaterThan(0);
    expectNoConsoleErrors(session);
  });

  it('shows a hide-numbers client without measurements the kind empty text', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Olcumsuz');
    await saveHideNumbers(admin.page, client, true);
    const session = await openPage(browser(), {
      signedInAs: client.email,
      viewport: phoneViewport,
      path: '/kullanici',
    });
    const { page } = session;
    await page
      .getByRole('region', { name: 'İlerlemem' })
      .getByText('Henüz ölçüm eklenmemiş. İlk ölçümünüzden sonra ilerlemeniz burada anlatılacak.')
      .waitFor();
    expect(await bodyNumbersOn(page)).toEqual([]);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});

describe("the switch in the client's edit form (/clients)", () => {
  async function openEdit(page: Page, client: FreshClient) {
    await page.goto('/clients');
    await page.getByLabel('Danışan ara').fill(client.email);
    await page.getByRole('button', { name: `${client.name}: Düzenle` }).click();
    return page.getByRole('dialog', { name: 'Danışanı Düzenle' });
  }

  it('saves the choice with its explanation, and the form shows it again', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    const client = await createFreshClient(page, 'Anahtar');
    const dialog = await openEdit(page, client);
    const box = dialog.getByRole('checkbox', { name: 'Sayıları danışandan gizle' });
    expect(await box.isChecked()).toBe(false);
    expect(
      await dialog
        .getByText(
          "Kalori, kilo ve yağ oranı danışanın ekranlarında ve PDF'lerinde gösterilmez; ilerleme sözle anlatılır.",
        )
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page);
    await box.check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Danışan bilgileri güncellendi').isVisible()).toBe(true);

    const reopened = await openEdit(page, client);
    expect(await reopened.getByRole('checkbox', { name: 'Sayıları danışandan gizle' }).isChecked()).toBe(true);
    const saved = (await (await page.request.get(`/api/admin/clients/${client.id}`)).json()) as {
      client: { hideNumbers: boolean };
    };
    expect(saved.client.hideNumbers).toBe(true);
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("shows the server's Turkish message, or the screen's own text, when the save fails, and keeps the choice", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Hatali');
    const dialog = await openEdit(page, client);
    await dialog.getByRole('checkbox', { name: 'Sayıları danışandan gizle' }).check();

    await page.route(`**/api/admin/clients/${client.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              code: 'validation',
              message: 'Sayıları gizleme seçeneği açık ya da kapalı olmalıdır.',
              fieldErrors: { hideNumbers: 'Sayıları gizleme seçeneği açık ya da kapalı olmalıdır.' },
            },
          })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(() => dialog.getByText('Sayıları gizleme seçeneği açık ya da kapalı olmalıdır.').first().isVisible())
      .toBe(true);
    await page.unroute(`**/api/admin/clients/${client.id}`);

    await page.route(`**/api/admin/clients/${client.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Danışan güncellenirken bir hata oluştu').isVisible()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Sayıları danışandan gizle' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await page.unroute(`**/api/admin/clients/${client.id}`);
    const saved = (await (await page.request.get(`/api/admin/clients/${client.id}`)).json()) as {
      client: { hideNumbers: boolean };
    };
    expect(saved.client.hideNumbers).toBe(false);
    expectNoConsoleErrors(session, [/status of 400/, /status of 500/]);
  });
});
