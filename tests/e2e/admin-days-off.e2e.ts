import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate, isoDayToTurkish, todayInIstanbul } from '../../src/shared/dates.ts';
import { randomWeekday } from './support/appointment-days.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';
import { addDays } from './support/fresh-client.ts';

// Days off and the Turkish public-holiday preset (issue #44, ADR 0078).

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const daysOffPath = '/api/admin/appointments/days-off';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

/** Removes every day off through the API, so no other test meets a closed day. */
async function removeAllDaysOff(page: Page) {
  const response = await page.request.get(daysOffPath);
  const { daysOff } = (await response.json()) as { daysOff: Array<{ id: string }> };
  for (const { id } of daysOff) await page.request.delete(`${daysOffPath}/${id}`);
}

async function openDaysOff(page: Page) {
  await page.goto('/appointments');
  const heading = page.getByRole('heading', { name: 'Tatil ve İzin Günleri' });
  await expect.poll(() => heading.isVisible(), slow).toBe(true);
  return heading.locator('xpath=ancestor::*[.//form][1]');
}

describe('days off (admin, Randevular → Tatil ve İzin Günleri)', () => {
  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`adds a day off and the public holidays, shows the Turkish validation texts, and removes them (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      try {
        await removeAllDaysOff(page);
        const card = await openDaysOff(page);
        await expect.poll(() => card.getByText('Tatil veya izin günü eklenmedi.').isVisible(), slow).toBe(true);
        await expectAccessible(page);

        const start = randomWeekday();
        const submit = () => card.getByRole('button', { name: 'Tatil Ekle' }).click();
        const startField = card.getByLabel('Başlangıç Tarihi');
        const endField = card.getByLabel('Bitiş Tarihi (isteğe bağlı)');

        await startField.fill(isoDayToTurkish(addDays(todayInIstanbul(), -1)));
        await submit();
        await expect.poll(() => card.getByText('Geçmiş bir gün tatil olarak eklenemez.').isVisible(), slow).toBe(true);

        await startField.fill(isoDayToTurkish(start));
        await endField.fill(isoDayToTurkish(addDays(start, -1)));
        await submit();
        await expect
          .poll(() => card.getByText('Bitiş tarihi başlangıç tarihinden önce olamaz.').isVisible(), slow)
          .toBe(true);

        await endField.fill(isoDayToTurkish(addDays(start, 60)));
        await submit();
        await expect
          .poll(() => card.getByText('Bir tatil veya izin en fazla 60 gün sürebilir.').isVisible(), slow)
          .toBe(true);

        await endField.fill(isoDayToTurkish(addDays(start, 1)));
        await card.getByLabel('Açıklama (isteğe bağlı)').fill('Yıllık izin');
        await submit();
        const range = `${formatTurkishDate(start)} – ${formatTurkishDate(addDays(start, 1))}`;
        await expect.poll(() => card.getByText(range).isVisible(), slow).toBe(true);
        expect(await card.getByText('Yıllık izin').isVisible()).toBe(true);
        expect(await card.getByText('Tatil veya izin günü eklenmedi.').count()).toBe(0);

        // The same day again is a duplicate, said on the start date.
        await startField.fill(isoDayToTurkish(start));
        await submit();
        await expect
          .poll(() => card.getByText('Bu tarihler zaten tatil veya izin günleri arasında.').isVisible(), slow)
          .toBe(true);

        // The preset adds the upcoming holidays; run again, it adds nothing.
        const preset = card.getByRole('button', { name: /^Resmî tatilleri ekle \(\d{4}(–\d{4})?\)$/ });
        await preset.click();
        await expect.poll(() => page.getByText(/\d+ resmî tatil eklendi\./).isVisible(), slow).toBe(true);
        await expect.poll(() => card.getByText('Cumhuriyet Bayramı').first().isVisible(), slow).toBe(true);
        await preset.click();
        await expect.poll(() => page.getByText('Resmî tatiller zaten listede.').isVisible(), slow).toBe(true);
        await expectAccessible(page);

        await card.getByRole('button', { name: `${range}: Kaldır` }).click();
        await expect.poll(() => card.getByText(range).count(), slow).toBe(0);
        expectNoConsoleErrors(session, [/status of 400/]);
      } finally {
        await removeAllDaysOff(page);
        await session.context.close();
      }
    });
  }

  it('says so when the days off cannot be loaded', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(`**${daysOffPath}`, (route) =>
      route.request().method() === 'GET' ? failWith500(route) : route.continue(),
    );
    await page.goto('/appointments');
    await expect
      .poll(() => page.getByText('Tatil ve izin günleri yüklenirken bir hata oluştu').isVisible(), slow)
      .toBe(true);
    expectNoConsoleErrors(session, [/status of 500/]);
    await session.context.close();
  });
});

describe('the public booking page and the days off', () => {
  it('offers no hour on a closed day and says why', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const day = randomWeekday();
    try {
      const added = await admin.page.request.post(daysOffPath, { data: { startDate: day, label: 'İzin' } });
      expect(added.status()).toBe(201);

      const session = await openPage(browser(), { path: '/randevu' });
      const { page } = session;
      await expect
        .poll(() => page.getByRole('heading', { name: 'Online Randevu', level: 1 }).isVisible(), slow)
        .toBe(true);
      await waitForHydration(page);
      const calendar = await (await page.request.get('/api/appointments/booking-calendar')).json();
      expect(calendar.closedDays).toContain(day);

      await page.getByLabel('Tarih').fill(isoDayToTurkish(day));
      await expect
        .poll(
          () =>
            page
              .getByText('Bu gün tatil veya izin nedeniyle randevu verilmiyor. Lütfen başka bir gün seçin.')
              .isVisible(),
          slow,
        )
        .toBe(true);
      expect(await page.getByLabel('Saat').isDisabled()).toBe(true);
      expect(await page.getByLabel('Saat').locator('option:not([disabled])').count()).toBe(0);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
      await session.context.close();
    } finally {
      await removeAllDaysOff(admin.page);
      await admin.context.close();
    }
  });
});
