import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { BOOKING_DAYS_AHEAD } from '../../src/shared/appointment-constants.ts';
import { weekDayLabels, weekDays } from '../../src/shared/constants.ts';
import { formatTurkishDate, isoDayToTurkish, todayInIstanbul } from '../../src/shared/dates.ts';
import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  savedSessionOf,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';
import { bookAsVisitor, freeSlotsOf, nextSaturday, randomWeekday } from './support/appointment-days.ts';
import { createGate } from '../support/gate.ts';
import { addDays } from './support/fresh-client.ts';

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const closedDayText = 'Bu gün randevu verilmiyor; çalışma günlerimiz Pazartesi–Cuma. Lütfen başka bir gün seçin.';

/** "20 Kasım 2026 Cuma", as the success card writes the booked day. */
const longTurkishDay = (day: string) => `${formatTurkishDate(day)} ${weekDayLabels[weekDays[isoWeekday(day) - 1]!]}`;

/** The required 'Aydınlatma Metni'ni okudum' box (ADR 0081). */
const noticeBox = (page: import('playwright-core').Page) => page.getByRole('checkbox', { name: /Aydınlatma Metni/ });

async function timeOptions(page: import('playwright-core').Page): Promise<string[]> {
  return page
    .getByLabel('Saat')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

describe('public booking (/randevu)', () => {
  it('books a free slot, shows the success view, resets for a new one, and the slot is gone for the next visitor', async () => {
    const session = await openPage(browser(), { path: '/randevu' });
    const { page } = session;
    await expect
      .poll(() => page.getByRole('heading', { name: 'Online Randevu', level: 1 }).isVisible(), slow)
      .toBe(true);
    // The page comes rendered by the server (issue #39); the form answers once the app has taken it over.
    await waitForHydration(page);
    await expectAccessible(page);

    const date = randomWeekday();
    await page.getByLabel('Ad Soyad').fill('Selin Aydın');
    await page.getByLabel('Telefon').fill('0 532 444 55 66');
    await page.getByLabel('Randevu Amacı').selectOption({ label: 'Kilo Verme' });
    await page.getByLabel('Tarih').fill(isoDayToTurkish(date));
    await expect.poll(() => timeOptions(page), slow).toEqual(await freeSlotsOf(page, date));
    const [time] = await timeOptions(page);
    await page.getByLabel('Saat').selectOption(time!);
    await noticeBox(page).check();
    await page.getByRole('button', { name: 'Randevu Al' }).click();

    await expect.poll(() => page.getByText('Randevunuz Başarıyla Oluşturuldu!').isVisible(), slow).toBe(true);
    expect(await page.getByText('En kısa sürede sizinle iletişime geçeceğiz.').isVisible()).toBe(true);
    // The card repeats the booked day and time (issue #39).
    expect(await page.getByTestId('booked-slot').textContent()).toBe(`${longTurkishDay(date)}, saat ${time}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yeni Randevu Oluştur' }).click();
    await expect.poll(() => page.getByLabel('Ad Soyad').inputValue(), slow).toBe('');
    expect(await page.getByLabel('Tarih').inputValue()).toBe('');

    // The next visitor, on another browser, is not offered the taken time.
    const next = await openPage(browser(), { path: '/randevu', viewport: phoneViewport });
    await waitForHydration(next.page);
    await next.page.getByLabel('Tarih').fill(isoDayToTurkish(date));
    await expect.poll(async () => (await timeOptions(next.page)).length, slow).toBeGreaterThan(0);
    expect(await timeOptions(next.page)).not.toContain(time);
    await expectAccessible(next.page);
    expectNoConsoleErrors(session);
    expectNoConsoleErrors(next);
  });

  it('shows every field’s Turkish text, the empty day, a slot taken meanwhile and the error banner', async () => {
    const session = await openPage(browser(), { path: '/randevu', viewport: phoneViewport });
    const { page } = session;
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    for (const text of [
      'Ad soyad gerekli.',
      'Telefon numarası gerekli.',
      'Randevu amacı seçin.',
      'Tarih gerekli.',
      'Saat gerekli.',
      'Randevu almak için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.',
    ])
      await expect.poll(() => page.getByText(text).isVisible(), slow).toBe(true);
    await page.getByLabel('Telefon').fill('12345');
    await page.getByLabel('Ad Soyad').click();
    await expect.poll(() => page.getByText('Geçerli bir telefon numarası giriniz').isVisible(), slow).toBe(true);
    await expectAccessible(page);

    // A Saturday has no working hours: the time list says why (issue #39: it was empty and silent).
    await page.getByLabel('Tarih').fill(isoDayToTurkish(nextSaturday()));
    await expect.poll(() => page.getByText(closedDayText).isVisible(), slow).toBe(true);
    expect(await page.getByLabel('Saat').isDisabled()).toBe(true);

    // Someone else takes the chosen slot before this visitor sends the form.
    const date = randomWeekday();
    await page.getByLabel('Ad Soyad').fill('Burak Yıldız');
    await page.getByLabel('Telefon').fill('0533 222 11 00');
    await page.getByLabel('Randevu Amacı').selectOption({ label: 'Cilt Bakımı' });
    await page.getByLabel('Tarih').fill(isoDayToTurkish(date));
    await expect.poll(async () => (await timeOptions(page)).length, slow).toBeGreaterThan(0);
    const [time] = await timeOptions(page);
    await page.getByLabel('Saat').selectOption(time!);
    await noticeBox(page).check();
    expect(await bookAsVisitor(page, { clientName: 'Hızlı Ziyaretçi', date })).toBe(time);
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect
      .poll(() => page.getByText('Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.').isVisible(), slow)
      .toBe(true);
    await expect.poll(() => timeOptions(page), slow).not.toContain(time);

    // The server fails: the spec's red banner; while sending, the button says so.
    const held = createGate();
    await page.route('**/api/appointments', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held.passed;
      return route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });
    });
    const [nextTime] = await timeOptions(page);
    await page.getByLabel('Saat').selectOption(nextTime!);
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Randevu Oluşturuluyor...' }).isVisible(), slow)
      .toBe(true);
    held.open();
    await expect
      .poll(() => page.getByText('Randevu oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});

describe('the e-mail for reminders (issue #44)', () => {
  for (const viewport of [phoneViewport, desktopViewport]) {
    it(`is optional, says what it is for, refuses a wrong address in Turkish and is kept with the booking (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { path: '/randevu', viewport });
      const { page } = session;
      await waitForHydration(page);
      const email = page.getByLabel('E-posta (isteğe bağlı)');
      expect(
        await page.getByText('Randevunuzdan 24 saat ve 2 saat önce hatırlatma e-postası gönderilir.').isVisible(),
      ).toBe(true);
      const date = randomWeekday();
      await page.getByLabel('Ad Soyad').fill('Ece Demir');
      await page.getByLabel('Telefon').fill('0532 321 54 76');
      await email.fill('ece@');
      await page.getByLabel('Randevu Amacı').selectOption({ label: 'Kilo Verme' });
      await page.getByLabel('Tarih').fill(isoDayToTurkish(date));
      await expect.poll(async () => (await timeOptions(page)).length, slow).toBeGreaterThan(0);
      const [time] = await timeOptions(page);
      await page.getByLabel('Saat').selectOption(time!);
      await noticeBox(page).check();
      await page.getByRole('button', { name: 'Randevu Al' }).click();
      await expect.poll(() => page.getByText('Geçerli bir e-posta adresi giriniz').isVisible(), slow).toBe(true);
      await expectAccessible(page);

      const address = `ece.${viewport.width}.${Date.now() % 100000}@example.com`;
      await email.fill(address.toUpperCase());
      const booked = page.waitForResponse(
        (response) => response.url().endsWith('/api/appointments') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Randevu Al' }).click();
      const { appointment } = (await (await booked).json()) as { appointment: { id: string } };
      await expect.poll(() => page.getByText('Randevunuz Başarıyla Oluşturuldu!').isVisible(), slow).toBe(true);
      // The dietitian's side has the address, as typed but lower-cased.
      const admin = await request.newContext({ baseURL: baseUrl(), storageState: await savedSessionOf(demo.admin) });
      try {
        const read = await admin.get(`/api/admin/appointments/${appointment.id}`);
        expect(((await read.json()) as { appointment: { email: string } }).appointment.email).toBe(address);
      } finally {
        await admin.dispose();
      }
      expectNoConsoleErrors(session);
    });
  }
});

describe('the booking calendar (issue #39)', () => {
  for (const viewport of [phoneViewport, desktopViewport]) {
    it(`offers only the window’s working days and says why a day has no hours (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { path: '/randevu', viewport });
      const { page } = session;
      await waitForHydration(page);
      const date = page.getByLabel('Tarih');

      // Opening the calendar on the empty field does not judge it: no error, no red field.
      await page.getByRole('button', { name: 'Takvimi aç' }).click();
      await page.locator('td[data-day] button').first().waitFor();
      expect(await page.getByText('Tarih gerekli.').count()).toBe(0);
      expect(await date.getAttribute('aria-invalid')).toBeNull();
      // Every day of the month shown is offered exactly when it is a weekday from today on.
      const today = todayInIstanbul();
      const days = await page.locator('td[data-day]:not([data-hidden]) button').evaluateAll((buttons) =>
        buttons.map((button) => ({
          day: button.closest('td')!.getAttribute('data-day')!,
          isOffered: !(button as HTMLButtonElement).disabled,
        })),
      );
      expect(days.length).toBeGreaterThan(27);
      for (const { day, isOffered } of days) {
        expect(isOffered, day).toBe(day >= today && isoWeekday(day) <= 5);
      }
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // A Saturday typed in: no hours, and why.
      await date.fill(isoDayToTurkish(nextSaturdayFrom(today)));
      await expect.poll(() => page.getByText(closedDayText).isVisible(), slow).toBe(true);
      expect(await page.getByLabel('Saat').isDisabled()).toBe(true);

      // A weekday past the 90 days: its error at once, and no hours asked or listed.
      let beyond = addDays(today, BOOKING_DAYS_AHEAD + 3);
      while (isoWeekday(beyond) > 5) beyond = addDays(beyond, 1);
      const slotRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/appointments/slots')) slotRequests.push(request.url());
      });
      await date.fill(isoDayToTurkish(beyond));
      await expect
        .poll(() => page.getByText('En fazla 90 gün sonrası için randevu alınabilir.').isVisible(), slow)
        .toBe(true);
      expect(await page.getByLabel('Saat').isDisabled()).toBe(true);
      expect(await timeOptions(page)).toEqual([]);
      expect(slotRequests).toEqual([]);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }

  it('arrives rendered by the server, with its own title and description, also without JavaScript', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: phoneViewport,
    });
    const page = await context.newPage();
    await page.goto('/randevu');
    await page.getByRole('heading', { level: 1, name: 'Online Randevu' }).waitFor();
    expect(await page.title()).toBe('Online Randevu | Denge Beslenme');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'size uygun günü ve saati seçin',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/randevu$/);
    await page.getByLabel('Ad Soyad').waitFor();
    await page.getByLabel('Tarih').waitFor();
    // The form sends nothing before the app runs; the page says how to book without it.
    expect(await page.getByRole('button', { name: 'Randevu Al' }).last().isDisabled()).toBe(true);
    // (Playwright's text locators skip <noscript>; what the page shows is its body's rendered text.)
    expect(await page.locator('body').innerText()).toContain('Randevu formu JavaScript ile çalışır.');
    await page.getByRole('link', { name: /^Telefon: / }).waitFor();
  });
});

function nextSaturdayFrom(day: string): string {
  let next = addDays(day, 1);
  while (isoWeekday(next) !== 6) next = addDays(next, 1);
  return next;
}
