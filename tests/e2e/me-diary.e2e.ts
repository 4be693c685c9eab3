import { isoDayToTurkish } from '../../src/shared/dates.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInAsAdmin,
  signInAsClient,
} from './support/browser.ts';
import { readShownNumber, sumOf, writeRowsRoundingUp } from './support/diary-rows.ts';
import { addDays, createFreshClient } from './support/fresh-client.ts';

// The calorie diary (spec 1 §2.7). Writes only client A's own entries and asserts changes relative to
// what is there; danisan3@ stays empty for the empty state.

const browser = setUpBrowser();

const DIARY = '/kullanici/kalori-gunlugu';
const todayInIstanbul = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const failedStatus = /the server responded with a status of 50\d/;
const slow = { timeout: 15_000 };

async function openDiary(page: Page, email: string = demo.clientA) {
  await signInAsClient(page, email);
  await page.goto(DIARY);
  await page.getByRole('heading', { name: 'Kalori Günlüğü', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Kahvaltı' }).waitFor();
}

const totalKcal = async (page: Page) => {
  const text = await page.getByRole('region', { name: 'Günlük toplam' }).locator('dd').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
};

describe('calorie diary (/kullanici/kalori-gunlugu)', () => {
  it('adds a food found Turkish-aware with a portion, changes its quantity and deletes it', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await openDiary(page);
    expect(await page.getByLabel('Tarih').inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));
    for (const meal of ['Kahvaltı', 'Kuşluk', 'Öğle Yemeği', 'İkindi', 'Akşam Yemeği', 'Gece']) {
      expect(await page.getByRole('region', { name: meal }).isVisible(), meal).toBe(true);
    }
    const before = await totalKcal(page);

    const lunch = page.getByRole('region', { name: 'Öğle Yemeği' });
    await lunch.getByRole('button', { name: 'Öğle Yemeği: Besin Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Besin Seç' });
    await dialog.waitFor();
    const search = dialog.getByPlaceholder('Besin ara...');
    // Turkish folding on both sides: dotless ı finds the capital I, ç finds Ç.
    await search.fill('ıspanak');
    await expect.poll(() => dialog.getByRole('button', { name: 'Ispanak ekle', exact: true }).isVisible()).toBe(true);
    await search.fill('çilek');
    await expect.poll(() => dialog.getByRole('button', { name: 'Çilek ekle' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Ispanak ekle', exact: true }).count()).toBe(0);

    const portion = dialog.getByLabel('Porsiyon (gram)');
    expect(await portion.inputValue()).toBe('100');
    await portion.fill('abc');
    await portion.blur();
    expect(await portion.inputValue()).toBe('1');
    await portion.fill('250');
    await search.fill('ISPANAK');
    const spinach = dialog.getByRole('button', { name: 'Ispanak ekle', exact: true });
    // 23 kcal, 2.9 g protein per 100 g → 250 g: 57.5 kcal, 7.3 g protein (one decimal).
    await expect.poll(() => spinach.textContent()).toContain('57,5 kcal');
    expect(await spinach.textContent()).toContain('P 7,3 g');
    await expectAccessible(page);
    await spinach.click();

    await expect.poll(() => page.getByText('Besin başarıyla eklendi').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => lunch.getByText('Ispanak', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => totalKcal(page)).toBe(before + 58);

    await lunch.getByRole('button', { name: 'Ispanak miktarını artır' }).click();
    await expect.poll(() => lunch.getByLabel('Ispanak miktarı', { exact: true }).textContent()).toBe('2');
    await expect.poll(() => totalKcal(page)).toBe(before + 115);
    expect(await lunch.getByRole('button', { name: 'Ispanak miktarını azalt' }).isEnabled()).toBe(true);
    await lunch.getByRole('button', { name: 'Ispanak miktarını azalt' }).click();
    await expect.poll(() => lunch.getByLabel('Ispanak miktarı', { exact: true }).textContent()).toBe('1');
    // Never below 1.
    expect(await lunch.getByRole('button', { name: 'Ispanak miktarını azalt' }).isDisabled()).toBe(true);

    await lunch.getByRole('button', { name: 'Ispanak kaydını sil' }).click();
    const confirm = page.getByRole('dialog', { name: '"Ispanak" kaydı silinsin mi?' });
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Kayıt başarıyla silindi').isVisible()).toBe(true);
    await expect.poll(() => lunch.getByText('Ispanak', { exact: true }).count()).toBe(0);
    expect(await totalKcal(page)).toBe(before);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('moves between days with the date picker and is accessible on desktop', async () => {
    const session = await openPage(browser(), { viewport: desktopViewport });
    const { page } = session;
    await openDiary(page);
    await page.getByRole('button', { name: 'Önceki gün' }).click();
    await page.waitForURL(/tarih=\d{4}-\d{2}-\d{2}/);
    await expect.poll(() => page.getByLabel('Tarih').inputValue()).not.toBe(isoDayToTurkish(todayInIstanbul()));
    // Yesterday of the demo client has entries of its own.
    await expect.poll(() => page.getByRole('button', { name: /miktarını artır$/ }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Bugün' }).click();
    await expect.poll(() => page.getByLabel('Tarih').inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  for (const [label, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`says why a typed day cannot be shown and keeps the address on the shown day (${label}, issue #39)`, async () => {
      const session = await openPage(browser(), { viewport });
      const { page } = session;
      await openDiary(page);
      const field = page.getByLabel('Tarih', { exact: true });
      await field.fill('31.02.2026');
      await expect.poll(() => page.getByText('Geçerli bir tarih seçin.').isVisible(), slow).toBe(true);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).searchParams.has('tarih')).toBe(false);
      await expectAccessible(page);
      // Letters leave the box empty: said when the box is left.
      await field.fill('abc');
      await field.blur();
      await expect.poll(() => page.getByText('Bir tarih girin (gg.aa.yyyy).').isVisible(), slow).toBe(true);
      // A real day moves the diary and the address, and the message goes.
      await field.fill('01.11.2026');
      await expect.poll(() => new URL(page.url()).searchParams.get('tarih'), slow).toBe('2026-11-01');
      expect(await page.getByText('Bir tarih girin (gg.aa.yyyy).').count()).toBe(0);
      // An address the diary cannot show is corrected to the day it shows (today).
      await page.goto('/kullanici/kalori-gunlugu?tarih=2026-02-31');
      await expect.poll(() => new URL(page.url()).searchParams.has('tarih'), slow).toBe(false);
      expect(await field.inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));
      expectNoConsoleErrors(session);
    });
  }

  it("shows 'Henüz besin eklenmemiş.' in every meal of a client with no entries", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await openDiary(page, demo.clientC);
    await expect.poll(() => page.getByText('Henüz besin eklenmemiş.').count()).toBe(6);
    expect(await totalKcal(page)).toBe(0);
    await expectAccessible(page);
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows meal and day totals that are the sums of the rows shown, on phone and desktop (issue #39)', async () => {
    const adminSession = await openPage(browser());
    await signInAsAdmin(adminSession.page);
    const client = await createFreshClient(adminSession.page, 'Gunluk Toplam');
    const day = addDays(todayInIstanbul(), -2);
    const names = await writeRowsRoundingUp(browser(), client, day, 'dinner');

    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, client.email);
    await page.goto(`${DIARY}?tarih=${day}`);
    const dinner = page.getByRole('region', { name: 'Akşam Yemeği' });
    await expect.poll(() => dinner.getByText(names[0]!).isVisible(), slow).toBe(true);
    const rowKcal = await dinner.getByRole('listitem').locator('p.text-right').allTextContents();
    expect(rowKcal).toHaveLength(2);
    const rows = rowKcal.map(readShownNumber);
    // The meal's line and the day's tile are what the rows add up to (not the exact sum, rounded).
    expect(readShownNumber(await dinner.locator('p').first().textContent())).toBe(sumOf(rows));
    const dayTiles = page.getByRole('region', { name: 'Günlük toplam' }).locator('dd');
    expect(readShownNumber(await dayTiles.first().textContent())).toBe(sumOf(rows));
    const proteinOfRow = (text: string) => readShownNumber(/P ([\d,]+) g/.exec(text)?.[1] ?? '');
    const rowTexts = await dinner.getByRole('listitem').allTextContents();
    expect(Math.round(readShownNumber(await dayTiles.nth(1).textContent()) * 10)).toBe(
      sumOf(rowTexts.map((text) => Math.round(proteinOfRow(text) * 10))),
    );
    await expectAccessible(page);
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish error texts when the diary cannot be loaded or changed', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page);
    let failDay = true;
    await page.route(
      (url) => url.pathname === '/api/me/diary',
      (route) =>
        failDay && route.request().method() === 'GET'
          ? route.fulfill({
              status: 503,
              json: { code: 'unavailable', message: 'Hizmet geçici olarak kullanılamıyor.' },
            })
          : route.fallback(),
    );
    await page.goto(DIARY);
    await expect
      .poll(
        () => page.getByRole('alert').filter({ hasText: 'Günlük kayıtları yüklenirken bir hata oluştu' }).isVisible(),
        slow,
      )
      .toBe(true);
    failDay = false;
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await page.getByRole('region', { name: 'Kahvaltı' }).waitFor();

    // Every write fails from here on: nothing changes and each failure has its own text.
    await page.route(/\/api\/me\/diary(\/|$)/, (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await page.getByRole('button', { name: 'Kuşluk: Besin Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Besin Seç' });
    await dialog.getByPlaceholder('Besin ara...').fill('elma');
    await dialog.getByRole('button', { name: 'Elma ekle' }).click();
    await expect.poll(() => page.getByText('Besin eklenirken bir hata oluştu').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();

    const increase = page.getByRole('button', { name: /miktarını artır$/ }).first();
    await increase.click();
    await expect.poll(() => page.getByText('Miktar güncellenirken bir hata oluştu').isVisible()).toBe(true);

    await page
      .getByRole('button', { name: /kaydını sil$/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Kayıt silinirken bir hata oluştu').isVisible()).toBe(true);
    expectNoConsoleErrors(session, [failedStatus]);
  });
});
