import { isoDayToTurkish } from '../../src/shared/dates.ts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, openPage, phoneViewport, setUpBrowser } from './support/browser.ts';
import { bookAsVisitor, freeSlotsOf, nextSaturday, randomWeekday } from './support/appointment-days.ts';
import { createGate } from '../support/gate.ts';

const browser = setUpBrowser();
const slow = { timeout: 10_000 };

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
    await expectAccessible(page);

    const date = randomWeekday();
    await page.getByLabel('Ad Soyad').fill('Selin Aydın');
    await page.getByLabel('Telefon').fill('0 532 444 55 66');
    await page.getByLabel('Randevu Amacı').selectOption({ label: 'Kilo Verme' });
    await page.getByLabel('Tarih').fill(isoDayToTurkish(date));
    await expect.poll(() => timeOptions(page), slow).toEqual(await freeSlotsOf(page, date));
    const [time] = await timeOptions(page);
    await page.getByLabel('Saat').selectOption(time!);
    await page.getByRole('button', { name: 'Randevu Al' }).click();

    await expect.poll(() => page.getByText('Randevunuz Başarıyla Oluşturuldu!').isVisible(), slow).toBe(true);
    expect(await page.getByText('En kısa sürede sizinle iletişime geçeceğiz.').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yeni Randevu Oluştur' }).click();
    await expect.poll(() => page.getByLabel('Ad Soyad').inputValue(), slow).toBe('');
    expect(await page.getByLabel('Tarih').inputValue()).toBe('');

    // The next visitor, on another browser, is not offered the taken time.
    const next = await openPage(browser(), { path: '/randevu', viewport: phoneViewport });
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
    ])
      await expect.poll(() => page.getByText(text).isVisible(), slow).toBe(true);
    await page.getByLabel('Telefon').fill('12345');
    await page.getByLabel('Ad Soyad').click();
    await expect.poll(() => page.getByText('Geçerli bir telefon numarası giriniz').isVisible(), slow).toBe(true);
    await expectAccessible(page);

    // A Saturday has no working hours: the empty state of the time list.
    await page.getByLabel('Tarih').fill(isoDayToTurkish(nextSaturday()));
    await expect
      .poll(() => page.getByText('Bu tarihte boş saat yok. Lütfen başka bir gün seçin.').isVisible(), slow)
      .toBe(true);
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
