import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate, isoDayToTurkish } from '../../src/shared/dates.ts';
import { freeSlotsOf, randomWeekday } from './support/appointment-days.ts';
import {
  countReadyLiveStreams,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  signInAsClient,
  openedLiveStreams,
  waitForLiveStream,
} from './support/browser.ts';
import { addDays, createFreshClient } from './support/fresh-client.ts';

// 'Randevularım' (issue #44): a client books from the free slots, moves and cancels an appointment
// until the practice's cut-off, and the dietitian sees the change live; the empty state, the
// explanation past the cut-off and the error texts; on a phone and on a desktop.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
/** Two sessions (the client's and the dietitian's) and several round trips: more than the default minute on a loaded machine. */
const LONG_TEST_MS = 150_000;
const PATH = '/kullanici/randevularim';

/** A weekday with at least two free slots (a random one, so specs rarely meet on one day). */
async function dayWithFreeSlots(page: Page, notDay?: string): Promise<{ date: string; slots: string[] }> {
  for (;;) {
    const date = randomWeekday();
    if (date === notDay) continue;
    const slots = await freeSlotsOf(page, date);
    if (slots.length >= 2) return { date, slots };
  }
}

/** A weekday within the next 13 days with at least two free slots: inside a 336-hour cut-off. */
async function soonDayWithFreeSlots(page: Page): Promise<{ date: string; slots: string[] }> {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  for (let ahead = 2; ahead <= 13; ahead += 1) {
    const date = addDays(today, ahead);
    const slots = await freeSlotsOf(page, date);
    if (slots.length >= 2) return { date, slots };
  }
  throw new Error('no day with two free slots in the next two weeks');
}

async function pickSlot(page: Page, date: string, time: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tarih').fill(isoDayToTurkish(date));
  await expect.poll(() => dialog.getByLabel('Saat').locator(`option[value="${time}"]`).count(), slow).toBe(1);
  await dialog.getByLabel('Saat').selectOption(time);
}

/** A client of this test only, signed in on a page of the given size, on 'Randevularım' with its empty state. */
async function openAsFreshClient(viewport: typeof phoneViewport) {
  const setup = await openPage(browser());
  await signInAsAdmin(setup.page);
  const client = await createFreshClient(setup.page, 'Randevu Danisani');
  const session = await openPage(browser(), { viewport });
  await signInAsClient(session.page, client.email);
  return { client, session, setup };
}

describe("'Randevularım' (/kullanici/randevularim)", () => {
  it(
    'books, moves and cancels from the phone, and the dietitian sees the move live',
    async () => {
      const { client, session, setup } = await openAsFreshClient(phoneViewport);
      const { page } = session;
      // The phone reaches the screen from the bottom bar.
      await page
        .getByRole('navigation', { name: 'Alt menü' })
        .getByRole('link', { name: 'Randevu', exact: true })
        .click();
      await page.waitForURL(`**${PATH}`);
      await page.getByRole('heading', { name: 'Randevularım', level: 1 }).waitFor();
      await expect.poll(() => page.getByText('Henüz randevunuz yok.').isVisible(), slow).toBe(true);
      await expectAccessible(page);

      // Book a free slot.
      const first = await dayWithFreeSlots(page);
      await page.getByRole('button', { name: 'Yeni Randevu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Randevu Al' });
      await dialog.waitFor();
      // Nothing chosen: the form's own Turkish messages.
      await dialog.getByRole('button', { name: 'Randevu Al' }).click();
      await expect.poll(() => dialog.getByText('Randevu amacı seçin.').isVisible(), slow).toBe(true);
      await expect.poll(() => dialog.getByText('Tarih gerekli.').isVisible(), slow).toBe(true);
      await dialog.getByLabel('Randevu Amacı').selectOption({ label: 'Kilo Verme' });
      await pickSlot(page, first.date, first.slots[0]!);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Randevu Al' }).click();
      await expect.poll(() => page.getByText('Randevunuz alındı.').isVisible(), slow).toBe(true);
      const upcoming = page.getByRole('region', { name: 'Yaklaşan Randevular' });
      await expect
        .poll(async () => (await upcoming.textContent()) ?? '', slow)
        .toContain(formatTurkishDate(first.date));
      expect(await upcoming.textContent()).toContain(first.slots[0]);
      expect(await upcoming.getByText('Yüz yüze').isVisible()).toBe(true);
      expect(await upcoming.getByText('Yaklaşan', { exact: true }).isVisible()).toBe(true);

      // The dietitian has the appointments screen open on a desktop.
      const admin = setup.page;
      await countReadyLiveStreams(admin);
      await admin.goto('/appointments');
      await admin.getByRole('heading', { name: 'Randevular', level: 1 }).waitFor();
      // One stream for the whole page: the layout's inbox badge and the screen listen to it together.
      await waitForLiveStream(admin);
      expect(await openedLiveStreams(admin)).toBe(1);

      // Move it to another day.
      const second = await dayWithFreeSlots(page, first.date);
      await upcoming.getByRole('button', { name: /^Taşı:/ }).click();
      const moveDialog = page.getByRole('dialog', { name: 'Randevuyu Taşı' });
      await moveDialog.waitFor();
      expect(await moveDialog.textContent()).toContain(`Şu anki randevunuz:`);
      await pickSlot(page, second.date, second.slots[1]!);
      await moveDialog.getByRole('button', { name: 'Randevuyu Taşı' }).click();
      await expect.poll(() => page.getByText('Randevunuz taşındı.').isVisible(), slow).toBe(true);
      await expect
        .poll(async () => (await upcoming.textContent()) ?? '', slow)
        .toContain(formatTurkishDate(second.date));

      // The dietitian is told who moved it, and when to.
      const told = `${client.name} randevusunu taşıdı, yeni zaman: ${formatTurkishDate(second.date)} ${second.slots[1]}`;
      await expect.poll(() => admin.getByText(told).isVisible(), slow).toBe(true);

      // Cancel it: it goes to the past ones, as 'İptal Edildi'.
      await upcoming.getByRole('button', { name: /^İptal Et:/ }).click();
      const cancelDialog = page.getByRole('dialog', { name: 'Randevuyu iptal etmek istiyor musunuz?' });
      await cancelDialog.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      await expect.poll(() => page.getByText('Randevunuz iptal edildi.').isVisible(), slow).toBe(true);
      await expect.poll(() => page.getByText('Yaklaşan randevunuz yok.').isVisible(), slow).toBe(true);
      const past = page.getByRole('region', { name: 'Geçmiş Randevular' });
      expect(await past.getByText('İptal Edildi').isVisible()).toBe(true);
      await expect
        .poll(() => admin.getByText(`${client.name} randevusunu iptal etti`, { exact: false }).isVisible(), slow)
        .toBe(true);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    },
    LONG_TEST_MS,
  );

  it(
    'says why a slot cannot be booked, replaces the buttons past the cut-off, and shows a load error',
    async () => {
      const { session, setup } = await openAsFreshClient(desktopViewport);
      const { page } = session;
      await page
        .getByRole('navigation', { name: 'Danışan menüsü' })
        .getByRole('link', { name: 'Randevularım' })
        .click();
      await page.waitForURL(`**${PATH}`);
      await expect.poll(() => page.getByText('Henüz randevunuz yok.').isVisible(), slow).toBe(true);

      // A slot a visitor takes while the client is choosing it: the server's Turkish 409.
      const day = await soonDayWithFreeSlots(page);
      await page.getByRole('button', { name: 'Randevu Al' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Randevu Al' });
      await dialog.getByLabel('Randevu Amacı').selectOption({ label: 'Cilt Bakımı' });
      await pickSlot(page, day.date, day.slots[0]!);
      const taken = await page.request.post('/api/appointments', {
        data: {
          clientName: 'Hızlı Ziyaretçi',
          phone: '0532 765 43 21',
          purpose: 'weight_loss',
          date: day.date,
          time: day.slots[0],
          website: '',
          privacyNoticeAccepted: true,
        },
      });
      expect(taken.status()).toBe(201);
      await dialog.getByRole('button', { name: 'Randevu Al' }).click();
      await expect
        .poll(() => dialog.getByText('Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.').isVisible(), slow)
        .toBe(true);
      // The time is chosen anew; a day without working hours says so.
      await dialog.getByLabel('Tarih').fill(isoDayToTurkish(nextSunday(day.date)));
      await expect
        .poll(
          () =>
            dialog
              .getByText('Bu gün randevu verilmiyor; çalışma günlerimiz Pazartesi–Cuma. Lütfen başka bir gün seçin.')
              .isVisible(),
          slow,
        )
        .toBe(true);
      await expectAccessible(page);
      await pickSlot(page, day.date, day.slots[1]!);
      await dialog.getByRole('button', { name: 'Randevu Al' }).click();
      await expect.poll(() => page.getByText('Randevunuz alındı.').isVisible(), slow).toBe(true);

      // The practice gives clients until 336 hours (two weeks) before: past that, the explanation.
      const settings = setup.page;
      const setCutoff = async (cutoffHours: number) => {
        const current = await settings.request.get('/api/admin/appointments/availability');
        const { version, ...hours } = (await current.json()).availability;
        const response = await settings.request.put('/api/admin/appointments/availability', {
          data: { ...hours, selfServiceCutoffHours: cutoffHours, version },
        });
        expect(response.status()).toBe(200);
      };
      await setCutoff(336);
      try {
        await page.reload();
        const card = page.getByRole('region', { name: 'Yaklaşan Randevular' }).getByRole('listitem').first();
        const explanation = 'Randevunuza 336 saatten az kaldığı için değişiklik yapılamaz. Lütfen bizi arayın';
        await expect.poll(() => card.getByText(explanation, { exact: false }).isVisible(), slow).toBe(true);
        expect(await card.getByRole('button', { name: /^İptal Et:/ }).count()).toBe(0);
        expect(await card.getByRole('button', { name: /^Taşı:/ }).count()).toBe(0);
        await expectAccessible(page);
      } finally {
        await setCutoff(24);
      }

      // The list fails to load: the screen's own text and a retry.
      const isList = (url: URL) => url.pathname === '/api/me/appointments';
      await page.route(isList, (route: Route) =>
        route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
      );
      await page.reload();
      await expect
        .poll(() => page.getByText('Randevularınız yüklenirken bir hata oluştu.').isVisible(), slow)
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Tekrar dene' }).isVisible()).toBe(true);
      await page.unroute(isList);
      await page.getByRole('button', { name: 'Tekrar dene' }).click();
      await expect.poll(() => page.getByRole('region', { name: 'Yaklaşan Randevular' }).isVisible(), slow).toBe(true);
      expectNoConsoleErrors(session, [/status of 500/]);
    },
    LONG_TEST_MS,
  );
});

/** The Sunday after a day (no working hours by default). */
function nextSunday(day: string): string {
  let sunday = addDays(day, 1);
  while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
  return sunday;
}
