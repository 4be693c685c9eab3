import { isoDayToTurkish } from '../../src/shared/dates.ts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  baseUrl,
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
} from './support/browser.ts';
import { readShownNumber, sumOf, writeRowsRoundingUp } from './support/diary-rows.ts';
import { createFreshClient, type FreshClient, signInClientApi } from './support/fresh-client.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });
const kcal = (value: number) => `${new Intl.NumberFormat('tr-TR').format(Math.round(value))} kcal`;

type DiaryEntry = { foodName: string; calories: number; protein: number; carbs: number; fat: number };

/** The client writes two diary entries on `date` through their own diary API (helper of spec 1 §2.7). */
async function writeDiary(client: FreshClient, date: string): Promise<DiaryEntry[]> {
  const context = await browser().newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const request = context.request;
    await signInClientApi(request, client.email);
    const foods = (await (await request.get('/api/me/foods')).json()).foods as Array<{ id: string }>;
    expect(foods.length).toBeGreaterThan(1);
    const entries: DiaryEntry[] = [];
    for (const [food, mealType, portionGrams] of [
      [foods[0]!, 'breakfast', 150],
      [foods[1]!, 'dinner', 220],
    ] as const) {
      const response = await request.post('/api/me/diary', {
        data: { foodItemId: food.id, date, mealType, portionGrams },
      });
      expect(response.status()).toBe(201);
      entries.push((await response.json()).entry);
    }
    return entries;
  } finally {
    await context.close();
  }
}

async function openCalories(page: Page, path = '/client-calories') {
  await page.goto(path);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Danışan Kalori Takibi', level: 1 }).isVisible())
    .toBe(true);
}

async function pickClient(page: Page, client: FreshClient) {
  await page.getByPlaceholder('Danışan ara...').fill(client.name);
  const option = page.getByRole('button', { name: client.name });
  await expect.poll(() => option.isVisible(), slow).toBe(true);
  await option.click();
}

describe('client calorie tracking (/client-calories)', () => {
  it("shows a client's diary day per meal with rounded totals, and an empty day clearly", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Kalori');
    const day = '2026-02-14';
    const entries = await writeDiary(client, day);

    await openCalories(page);
    await expect.poll(() => page.getByText('Kalori günlüğünü görmek için bir danışan seçin.').isVisible()).toBe(true);
    // The date starts at today in Istanbul.
    expect(await page.getByLabel('Tarih').inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));
    await expectAccessible(page);

    await pickClient(page, client);
    await page.getByLabel('Tarih').fill(isoDayToTurkish(day));
    const dayHeading = page.getByRole('heading', {
      name: `${client.name} · ${formatTurkishDate(day)} · Günlük Toplam`,
    });
    await expect.poll(() => dayHeading.isVisible(), slow).toBe(true);
    expect(page.url()).toContain(`client=${client.id}`);
    expect(page.url()).toContain(`date=${day}`);

    const breakfast = page.getByRole('region', { name: 'Kahvaltı' });
    const dinner = page.getByRole('region', { name: 'Akşam Yemeği' });
    expect(await breakfast.getByText(entries[0]!.foodName).isVisible()).toBe(true);
    expect(await breakfast.getByText(kcal(entries[0]!.calories)).first().isVisible()).toBe(true);
    expect(await dinner.getByText(entries[1]!.foodName).isVisible()).toBe(true);
    for (const label of ['Kuşluk', 'Öğle Yemeği', 'İkindi', 'Gece']) {
      expect(await page.getByRole('region', { name: label }).getByText('Bu öğünde kayıt yok.').isVisible()).toBe(true);
    }
    // The day's totals are the rows as shown, added (kcal whole, grams to one decimal; issue #39).
    const totalCalories = Math.round(entries[0]!.calories) + Math.round(entries[1]!.calories);
    const totalProtein = (Math.round(entries[0]!.protein * 10) + Math.round(entries[1]!.protein * 10)) / 10;
    const tiles = page.locator('dl').first();
    expect(await tiles.getByText(kcal(totalCalories), { exact: true }).isVisible()).toBe(true);
    const proteinText = `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(totalProtein)} g`;
    expect(await tiles.getByText(proteinText, { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    // A reload keeps the choice (it is in the address); another day has nothing.
    await page.reload();
    await expect.poll(() => dayHeading.isVisible(), slow).toBe(true);
    await page.getByLabel('Tarih').fill(isoDayToTurkish('2026-02-15'));
    await expect.poll(() => page.getByText('Bu tarihte kayıtlı besin bulunmuyor.').isVisible(), slow).toBe(true);
    expect(await page.getByText(entries[0]!.foodName).count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows meal and day totals that are the sums of the rows shown, on desktop and phone (issue #39)', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    const client = await createFreshClient(page, 'Toplam');
    const day = '2026-02-16';
    // Two rows shown rounded up: their exact sum rounds to one kcal less than the rows add up to.
    const names = await writeRowsRoundingUp(browser(), client, day, 'lunch');
    await openCalories(page, `/client-calories?client=${client.id}&date=${day}`);
    const lunch = page.getByRole('region', { name: 'Öğle Yemeği' });
    await expect.poll(() => lunch.getByText(names[0]!).isVisible(), slow).toBe(true);

    const kcalIn = (text: string | null) => readShownNumber(/([\d.]+) kcal/.exec(text ?? '')?.[1] ?? '');
    const proteinIn = (text: string | null) => readShownNumber(/P(?:rotein)? ([\d.,]+) g/.exec(text ?? '')?.[1] ?? '');
    const rows = await lunch.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(2);
    const mealLine = await lunch.locator('p').first().textContent();
    expect(kcalIn(mealLine)).toBe(sumOf(rows.map(kcalIn)));
    expect(Math.round(proteinIn(mealLine) * 10)).toBe(sumOf(rows.map((row) => Math.round(proteinIn(row) * 10))));
    const tiles = page.locator('dl').first().locator('dd');
    expect(readShownNumber(await tiles.nth(0).textContent())).toBe(sumOf(rows.map(kcalIn)));
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    expect(readShownNumber(await tiles.nth(0).textContent())).toBe(kcalIn(mealLine));
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when the clients or the diary cannot be loaded', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Gunluk');

    await page.route('**/api/admin/clients/options*', failWith500);
    await openCalories(page);
    await expect.poll(() => page.getByText('Veriler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.unroute('**/api/admin/clients/options*');

    await page.route('**/api/admin/diary/**', failWith500);
    await openCalories(page, `/client-calories?client=${client.id}&date=2026-02-14`);
    await expect
      .poll(() => page.getByText('Günlük kayıtları yüklenirken bir hata oluştu').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('Kalori Takibi date field (issue #39)', () => {
  it('keeps the calendar on a 1366 px screen and judges a typed day; the address follows the day shown', async () => {
    for (const viewport of [{ width: 1366, height: 768 }, phoneViewport]) {
      const session = await openPage(browser(), { viewport });
      const { page } = session;
      await signInAsAdmin(page);
      // A client of this test: the demo client's diary changes with the tests that ran before in this
      // worker (ADR 0069), and the calendar's place must not depend on it.
      const client = await createFreshClient(page, 'Takvim');
      await page.goto(`/client-calories?client=${client.id}`);
      await page.getByRole('button', { name: 'Takvimi aç' }).click();
      const calendar = page.getByRole('grid').first();
      await calendar.waitFor();
      // The whole calendar is on screen: nothing runs off the right edge, no sideways scrolling.
      const overflow = () =>
        calendar.evaluate((grid) => {
          const viewportWidth = document.documentElement.clientWidth;
          return {
            right: Math.max(0, grid.closest('.absolute')!.getBoundingClientRect().right - viewportWidth),
            scroll: Math.max(0, document.documentElement.scrollWidth - viewportWidth),
          };
        });
      // Asked until the calendar's chunk has replaced the spinner and the popup has taken its place.
      await expect
        .poll(overflow)
        .toEqual({ right: 0, scroll: 0 })
        .catch(async (error: unknown) => {
          // What runs past the right edge, so that a failure names its cause: elements, and text that
          // overflows a box narrower than itself (CI saw a few pixels of scroll with no element past it).
          const wide = await page.evaluate(() => {
            const edge = document.documentElement.clientWidth;
            const describe = (element: Element, right: number) =>
              `${element.tagName.toLowerCase()}.${String(element.className)} → ${right.toFixed(2)}`;
            const elements = [...document.querySelectorAll('body *')]
              .filter((element) => element.getBoundingClientRect().right > edge)
              .map((element) => describe(element, element.getBoundingClientRect().right));
            const texts: string[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              const right = range.getBoundingClientRect().right;
              if (right > edge)
                texts.push(`text "${node.textContent?.slice(0, 30)}" in ${describe(node.parentElement!, right)}`);
            }
            const size = `scrollWidth ${document.documentElement.scrollWidth}, body ${document.body.scrollWidth}, clientWidth ${edge}, innerWidth ${window.innerWidth}`;
            return [size, ...elements.slice(0, 8), ...texts.slice(0, 8)];
          });
          throw new Error(`${String(error)}\nPast the right edge at ${viewport.width} px: ${wide.join(' | ')}`);
        });
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      const field = page.getByLabel('Tarih', { exact: true });
      const shownDay = new URL(page.url()).searchParams.get('date');
      await field.fill('31.02.2026');
      await expect.poll(() => page.getByText('Geçerli bir tarih seçin.').isVisible(), slow).toBe(true);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).searchParams.get('date')).toBe(shownDay);
      // Letters leave the box empty: said when the box is left.
      await field.fill('abc');
      await field.blur();
      await expect.poll(() => page.getByText('Bir tarih girin (gg.aa.yyyy).').isVisible(), slow).toBe(true);
      // A real day moves the diary and the address, and the message goes.
      await field.fill('01.11.2026');
      await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2026-11-01');
      expect(await page.getByText('Bir tarih girin (gg.aa.yyyy).').count()).toBe(0);
      // An address the diary cannot show is corrected to the day it shows (today).
      await page.goto(`/client-calories?client=${new URL(page.url()).searchParams.get('client')}&date=2026-02-31`);
      await expect.poll(() => new URL(page.url()).searchParams.has('date'), slow).toBe(false);
      expect(await field.inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));
      expectNoConsoleErrors(session);
    }
  });
});
