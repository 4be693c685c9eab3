import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';
import {
  desktopViewport,
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, type FreshClient, signInClientApi } from './support/fresh-client.ts';

// The diet list as a PDF from the editor and from the client area, and copying a day or a meal to
// other days in the editor (issue #40, ADR 0079).

const browser = setUpBrowser();

const slow = { timeout: 10_000 };
const staleText = recordVersionMessages.stale;

type ProgramAnswer = {
  program: {
    version: number;
    days: Record<string, Record<string, string>>;
    foodLines: { day: string; meal: string; food: { name: string } }[];
    totals: Record<string, { total: { calories: number } }>;
  } | null;
};

async function savedProgram(page: Page, client: FreshClient) {
  const response = await page.request.get(`/api/admin/nutrition-programs/${client.id}`);
  return ((await response.json()) as ProgramAnswer).program!;
}

/** A fresh client with a programme whose Monday breakfast has text and one food line; Tuesday's breakfast is filled. */
async function prepareProgram(page: Page, label: string) {
  const client = await createFreshClient(page, label);
  expect((await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } })).status()).toBe(
    201,
  );
  const foods = await page.request.get(`/api/admin/foods?search=${encodeURIComponent('haşlanmış')}`);
  const food = ((await foods.json()) as { items: { id: string; name: string }[] }).items.find(
    (option) => option.name === 'Haşlanmış yumurta',
  );
  expect(food).toBeDefined();
  const saved = await page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
    data: {
      version: (await savedProgram(page, client)).version,
      meals: { monday_breakfast: 'Şekersiz çay, domates, salatalık', tuesday_breakfast: 'Eski kahvaltı' },
      foodLines: { monday_breakfast: [{ foodId: food!.id, grams: 100 }] },
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/nutrition-programs?client=${client.id}`);
  await expect.poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).isVisible(), slow).toBe(true);
  return client;
}

/** The link's file, fetched as the browser would download it (same cookies). */
async function expectPdfLink(page: Page) {
  const link = page.getByRole('link', { name: 'PDF indir' });
  await expect.poll(() => link.isVisible(), slow).toBe(true);
  expect(await link.getAttribute('download')).not.toBeNull();
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="beslenme-programi-.+\.pdf"$/);
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

const openDay = async (page: Page, day: string) => {
  const heading = page.getByRole('button', { name: new RegExp(`^${day}`) }).first();
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
};

describe('diet list PDF and copying in the programme editor (/nutrition-programs)', () => {
  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`downloads the PDF and copies a day to other days, naming what it replaces (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await prepareProgram(page, `Kopya ${name}`);
      await expectPdfLink(page);
      // The shopping list's days: the last day never comes before the first.
      await page.getByLabel('Alışveriş listesi: son gün').selectOption('tuesday');
      await page.getByLabel('Alışveriş listesi: ilk gün').selectOption('wednesday');
      expect(await page.getByLabel('Alışveriş listesi: son gün').inputValue()).toBe('wednesday');
      expect(await page.getByRole('link', { name: 'PDF indir' }).getAttribute('href')).toContain(
        'from=wednesday&to=wednesday',
      );
      await expectPdfLink(page);

      await page.getByRole('button', { name: 'Günü kopyala: Pazartesi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Günü kopyala: Pazartesi' });
      await expect.poll(() => dialog.isVisible(), slow).toBe(true);
      expect(await dialog.getByText('Kopyalanacak günleri seçin.').isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Kopyala' }).isDisabled()).toBe(true);
      await dialog.getByLabel('Salı').check();
      await dialog.getByLabel('Çarşamba').check();
      // Tuesday's breakfast holds text: the dialog names it before anything changes.
      await expect
        .poll(() => dialog.getByText('Şu 1 öğünün yazısı ve besinleri değiştirilecek:').isVisible())
        .toBe(true);
      expect(await dialog.getByRole('listitem').allTextContents()).toEqual(['Salı Kahvaltı']);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Kopyala' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      await openDay(page, 'Salı');
      expect(await page.getByLabel('Salı Kahvaltı', { exact: true }).inputValue()).toBe(
        'Şekersiz çay, domates, salatalık',
      );
      expect(await page.getByRole('list', { name: 'Salı Kahvaltı besinleri' }).textContent()).toContain(
        'Haşlanmış yumurta',
      );
      await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), slow).toBe(true);
      const saved = await savedProgram(page, client);
      expect(saved.days.tuesday!.breakfast).toBe('Şekersiz çay, domates, salatalık');
      expect(saved.days.wednesday!.breakfast).toBe('Şekersiz çay, domates, salatalık');
      expect(saved.foodLines.map((line) => `${line.day} ${line.meal} ${line.food.name}`)).toEqual([
        'monday breakfast Haşlanmış yumurta',
        'tuesday breakfast Haşlanmış yumurta',
        'wednesday breakfast Haşlanmış yumurta',
      ]);
      // The server's totals are the sum of the copied lines: each day as Monday.
      expect(saved.totals.tuesday!.total.calories).toBe(saved.totals.monday!.total.calories);
      expect(saved.totals.wednesday!.total.calories).toBe(saved.totals.monday!.total.calories);
      expect(saved.totals.thursday!.total.calories).toBe(0);

      // One meal to Sunday: nothing there, so nothing is replaced.
      await page.getByRole('button', { name: 'Öğünü kopyala: Pazartesi Kahvaltı' }).click();
      const mealDialog = page.getByRole('dialog', { name: 'Öğünü kopyala: Pazartesi Kahvaltı' });
      await mealDialog.getByLabel('Pazar').check();
      await expect
        .poll(() =>
          mealDialog.getByText('Seçilen günlerde dolu öğün yok; hiçbir şeyin yerine yazılmayacak.').isVisible(),
        )
        .toBe(true);
      await mealDialog.getByRole('button', { name: 'Kopyala' }).click();
      await expect
        .poll(async () => (await savedProgram(page, client)).days.sunday!.breakfast, slow)
        .toBe('Şekersiz çay, domates, salatalık');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }

  it('a copy over a programme another tab has changed is refused with the stale-version text', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await prepareProgram(page, 'Kopya eski');
    // Another tab saves first.
    const other = await page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
      data: { version: (await savedProgram(page, client)).version, meals: { friday_dinner: 'Başka sekme' } },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: 'Günü kopyala: Pazartesi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Günü kopyala: Pazartesi' });
    await dialog.getByLabel('Perşembe').check();
    await dialog.getByRole('button', { name: 'Kopyala' }).click();
    await expect.poll(() => page.getByText(staleText).isVisible(), slow).toBe(true);
    const saved = await savedProgram(page, client);
    expect(saved.days.thursday!.breakfast).toBe('');
    expect(saved.foodLines.filter((line) => line.day === 'thursday')).toEqual([]);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 409/]);
  });

  it('the client downloads their own programme as a PDF on a phone; without a programme there is no link', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await prepareProgram(admin.page, 'PDF danışan');

    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInClientApi(page.request, client.email);
    await page.goto('/kullanici/beslenme');
    await expectPdfLink(page);
    await expectAccessible(page);
    expectNoConsoleErrors(session);

    const without = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientC });
    await without.page.goto('/kullanici/beslenme');
    await expect
      .poll(() => without.page.getByText('Henüz beslenme programı oluşturulmamış.').isVisible(), slow)
      .toBe(true);
    expect(await without.page.getByRole('link', { name: 'PDF indir' }).count()).toBe(0);
    expectNoConsoleErrors(without);
  });
});
