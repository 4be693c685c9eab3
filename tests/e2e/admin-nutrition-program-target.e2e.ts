import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKcal } from '../../src/shared/format.ts';
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

// The daily target set on the programme, and a template applied scaled to the client's target
// (issue #40; ADR 0075 and 0086, amendments of stop 54).

const browser = setUpBrowser();

const slow = { timeout: 10_000 };
const targetInvalid = 'Hedef 800 ile 5000 kcal arasında bir tam sayı olmalıdır.';

type SavedLine = { grams: number | null; measure: string | null; measureCount: number | null; food: { name: string } };
type ProgramAnswer = {
  program: {
    version: number;
    dailyCaloriesTarget: number | null;
    days: Record<string, Record<string, string>>;
    foodLines: SavedLine[];
    totals: Record<string, { total: { calories: number } }>;
  } | null;
};

async function savedProgram(page: Page, client: FreshClient) {
  const response = await page.request.get(`/api/admin/nutrition-programs/${client.id}`);
  return ((await response.json()) as ProgramAnswer).program;
}

async function addMeasurement(page: Page, client: FreshClient, dailyCalories: number) {
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
      dailyCalories,
      metabolicAge: 41,
      chest: 100,
      waist: 95,
      hip: 108,
    },
  });
  expect(measured.status()).toBe(201);
}

async function foodId(page: Page, name: string) {
  const response = await page.request.get(`/api/admin/foods?search=${encodeURIComponent(name)}`);
  const food = ((await response.json()) as { items: { id: string; name: string }[] }).items.find(
    (option) => option.name === name,
  );
  expect(food, name).toBeDefined();
  return food!.id;
}

/** A fresh client with an empty programme (and a measurement when dailyCalories is given). */
async function prepareClient(page: Page, label: string, options: { dailyCalories?: number } = {}) {
  const client = await createFreshClient(page, label);
  if (options.dailyCalories) await addMeasurement(page, client, options.dailyCalories);
  const created = await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } });
  expect(created.status()).toBe(201);
  return client;
}

/**
 * Monday's lunch of 1.336 kcal, written through the editor's PATCH: 100 g boiled egg (155), 2 slices of
 * whole-wheat bread (151: its own slice weighs 30 g, ADR 0075), 300 g bulgur pilaf (435), 200 g köfte (595); the programme's target 1.500.
 */
async function fillMondayLunch(page: Page, client: FreshClient) {
  const saved = await page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
    data: {
      version: (await savedProgram(page, client))!.version,
      dailyCaloriesTarget: 1500,
      meals: { monday_lunch: 'Yumurta, ekmek, bulgur pilavı ve köfte' },
      foodLines: {
        monday_lunch: [
          { foodId: await foodId(page, 'Haşlanmış yumurta'), grams: 100 },
          { foodId: await foodId(page, 'Tam buğday ekmeği'), measure: 'slice', measureCount: 2 },
          { foodId: await foodId(page, 'Bulgur pilavı'), grams: 300 },
          { foodId: await foodId(page, 'Izgara köfte'), grams: 200 },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as ProgramAnswer).program!.totals.monday!.total.calories).toBe(1336);
}

const targetField = (page: Page) => page.getByLabel('Hedef (kcal/gün)');
const targetSource = (page: Page) => page.getByRole('region', { name: 'Hedefin kaynağı' });
const dayTotals = (page: Page, day: string) => page.getByRole('region', { name: `${day} toplamı` });

describe('the daily target on the programme (/nutrition-programs)', () => {
  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`sets a target that wins over the measurement, refuses a bad one in Turkish, and clears it (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await prepareClient(page, `Hedef ${name}`, { dailyCalories: 1500 });
      await page.goto(`/nutrition-programs?client=${client.id}`);
      await expect.poll(() => targetField(page).isVisible(), slow).toBe(true);
      expect(await targetField(page).inputValue()).toBe('');
      expect(await targetSource(page).textContent()).toBe('1.500 kcal · Son ölçümün günlük kalorisi (12.02.2026)');
      expect(await dayTotals(page, 'Pazartesi').textContent()).toContain('Hedef: 1.500 kcal');

      // Out of range: the Turkish text under the field, nothing sent, the measurement still the target.
      await targetField(page).fill('300');
      await expect.poll(() => page.getByText(targetInvalid).isVisible()).toBe(true);
      expect(await targetField(page).getAttribute('aria-invalid')).toBe('true');
      expect(await targetSource(page).textContent()).toContain('Son ölçümün günlük kalorisi');
      await expectAccessible(page);
      expect((await savedProgram(page, client))!.dailyCaloriesTarget).toBeNull();

      await targetField(page).fill('1900');
      await expect.poll(() => targetSource(page).textContent()).toBe('1.900 kcal · Programın hedefi');
      expect(await page.getByText(targetInvalid).count()).toBe(0);
      expect(await dayTotals(page, 'Pazartesi').textContent()).toContain('Hedef: 1.900 kcal');
      expect(await dayTotals(page, 'Pazartesi').textContent()).toContain('1.900 kcal eksik');
      await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), slow).toBe(true);
      await expect.poll(async () => (await savedProgram(page, client))!.dailyCaloriesTarget, slow).toBe(1900);
      await expectAccessible(page);

      await page.reload();
      await expect.poll(() => targetField(page).inputValue(), slow).toBe('1900');
      await targetField(page).fill('');
      await expect
        .poll(() => targetSource(page).textContent())
        .toBe('1.500 kcal · Son ölçümün günlük kalorisi (12.02.2026)');
      await expect.poll(async () => (await savedProgram(page, client))!.dailyCaloriesTarget, slow).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expectNoConsoleErrors(session);
    });
  }

  it('says there is no target without a measurement or a programme target', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    const client = await prepareClient(page, 'Hedefsiz');
    await page.goto(`/nutrition-programs?client=${client.id}`);
    await expect.poll(() => targetSource(page).isVisible(), slow).toBe(true);
    expect(await targetSource(page).textContent()).toBe(
      'Hedef yok: programa bir hedef girin ya da danışana ölçüm ekleyin.',
    );
    await targetField(page).fill('1800,5');
    await expect.poll(() => page.getByText(targetInvalid).isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('the client sees their day total against the programme target on a phone', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const client = await prepareClient(session.page, 'Hedef danışan', { dailyCalories: 2200 });
    await fillMondayLunch(session.page, client);

    const clientSession = await openPage(browser(), { viewport: phoneViewport });
    const { page } = clientSession;
    await signInClientApi(page.request, client.email);
    await page.goto('/kullanici/beslenme');
    const monday = page.getByRole('region', { name: /^Pazartesi/ });
    await expect.poll(() => monday.getByText('Günlük toplam: 1.336 kcal').isVisible(), slow).toBe(true);
    expect(await monday.textContent()).toContain('Hedef: 1.500 kcal');
    expect(await monday.textContent()).toContain('164 kcal eksik');
    await expectAccessible(page);
    expectNoConsoleErrors(clientSession);
  });
});

describe('applying a template scaled to the client target', () => {
  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`offers 'Hedefe göre ölçekle' with the factor, scales the food lines and keeps the texts (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const source = await prepareClient(page, `Ölçek kaynağı ${name}`);
      await fillMondayLunch(page, source);
      const templateName = `Ölçekli ${randomUUID().slice(0, 8)}`;
      const created = await page.request.post('/api/admin/nutrition-program-templates', {
        data: { clientId: source.id, name: templateName },
      });
      expect(created.status()).toBe(201);
      const target = await prepareClient(page, `Ölçek hedefi ${name}`, { dailyCalories: 1100 });

      await page.goto(`/nutrition-programs?client=${target.id}`);
      const row = page
        .getByRole('list', { name: 'Şablon listesi' })
        .getByRole('listitem')
        .filter({ hasText: templateName });
      await expect.poll(() => row.isVisible(), slow).toBe(true);
      expect(await row.textContent()).toContain('Hedef: 1.500 kcal · Ortalama gün: 1.336 kcal');

      await page.getByRole('button', { name: `${templateName} şablonunu uygula` }).click();
      const dialog = page.getByRole('dialog', { name: `'${templateName}' şablonu uygulansın mı?` });
      const scale = dialog.getByLabel('Hedefe göre ölçekle (%82)');
      await expect.poll(() => scale.isVisible(), slow).toBe(true);
      expect(await scale.isChecked()).toBe(true);
      expect(await dialog.textContent()).toContain(
        'Besin miktarları %82 ile çarpılır: ortalama gün 1.336 kcal, danışanın hedefi 1.100 kcal.',
      );
      expect(await dialog.textContent()).toContain(
        'Öğün yazıları ve notlar olduğu gibi kalır; yalnızca besin satırlarının miktarları değişir.',
      );
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Uygula' }).click();
      await expect
        .poll(
          () => page.getByText(`'${templateName}' şablonu uygulandı; besin miktarları %82 ölçeklendi`).isVisible(),
          slow,
        )
        .toBe(true);

      const saved = (await savedProgram(page, target))!;
      expect(saved.foodLines.map((line) => [line.food.name, line.grams, line.measureCount])).toEqual([
        ['Haşlanmış yumurta', 80, null],
        ['Tam buğday ekmeği', null, 1.75],
        ['Bulgur pilavı', 245, null],
        ['Izgara köfte', 165, null],
      ]);
      expect(saved.days.monday!.lunch).toBe('Yumurta, ekmek, bulgur pilavı ve köfte');
      expect(Math.abs(saved.totals.monday!.total.calories - 1100)).toBeLessThan(55);
      // The client's measurement stays their target: the template's 1.500 does not replace it.
      expect(saved.dailyCaloriesTarget).toBeNull();
      await expect
        .poll(() => dayTotals(page, 'Pazartesi').textContent(), slow)
        .toContain(formatKcal(saved.totals.monday!.total.calories));
      expect(await dayTotals(page, 'Pazartesi').textContent()).toContain('Hedef: 1.100 kcal');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expectNoConsoleErrors(session);
    });
  }

  it('applies unscaled when the box is cleared, and says why there is nothing to scale', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const source = await prepareClient(page, 'Ölçeksiz kaynak');
    await fillMondayLunch(page, source);
    const templateName = `Ölçeksiz ${randomUUID().slice(0, 8)}`;
    expect(
      (
        await page.request.post('/api/admin/nutrition-program-templates', {
          data: { clientId: source.id, name: templateName },
        })
      ).status(),
    ).toBe(201);
    const textOnly = await prepareClient(page, 'Yazılı kaynak');
    const textTemplate = `Yalnız yazı ${randomUUID().slice(0, 8)}`;
    expect(
      (
        await page.request.post('/api/admin/nutrition-program-templates', {
          data: { clientId: textOnly.id, name: textTemplate },
        })
      ).status(),
    ).toBe(201);

    // A client without any target: the dialog says the template is applied as it is.
    const withoutTarget = await prepareClient(page, 'Hedefsiz uygulama');
    await page.goto(`/nutrition-programs?client=${withoutTarget.id}`);
    const dialog = page.getByRole('dialog', { name: `'${templateName}' şablonu uygulansın mı?` });
    await page.getByRole('button', { name: `${templateName} şablonunu uygula` }).click();
    await expect
      .poll(
        () => dialog.getByText('Danışanın günlük kalori hedefi yok; şablon olduğu gibi uygulanır.').isVisible(),
        slow,
      )
      .toBe(true);
    expect(await dialog.getByLabel(/Hedefe göre ölçekle/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    // A template without food lines: nothing to scale.
    const withTarget = await prepareClient(page, 'Hedefli uygulama', { dailyCalories: 1800 });
    await page.goto(`/nutrition-programs?client=${withTarget.id}`);
    const textDialog = page.getByRole('dialog', { name: `'${textTemplate}' şablonu uygulansın mı?` });
    await page.getByRole('button', { name: `${textTemplate} şablonunu uygula` }).click();
    await expect
      .poll(
        () => textDialog.getByText('Bu şablonda besin satırı yok; ölçeklenecek bir miktar bulunmuyor.').isVisible(),
        slow,
      )
      .toBe(true);
    await expectAccessible(page);
    await textDialog.getByRole('button', { name: 'İptal' }).click();

    // Unticked: the lines are copied as they are.
    await page.getByRole('button', { name: `${templateName} şablonunu uygula` }).click();
    const scale = dialog.getByLabel(/Hedefe göre ölçekle/);
    await expect.poll(() => scale.isChecked(), slow).toBe(true);
    await scale.uncheck();
    await dialog.getByRole('button', { name: 'Uygula' }).click();
    await expect.poll(() => page.getByText(`'${templateName}' şablonu uygulandı`).isVisible(), slow).toBe(true);
    const saved = (await savedProgram(page, withTarget))!;
    expect(saved.totals.monday!.total.calories).toBe(1336);
    expect(saved.foodLines.map((line) => line.grams ?? line.measureCount)).toEqual([100, 2, 300, 200]);
    expectNoConsoleErrors(session);
  });
});
