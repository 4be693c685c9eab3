import { describe, expect, it } from 'vitest';
import { visitorLinkTokenOf } from '../../src/server/modules/appointments/appointments-visitor-link.ts';
import { formatTurkishDate, isoDayToTurkish } from '../../src/shared/dates.ts';
import { freeSlotsOf, randomWeekday } from './support/appointment-days.ts';
import {
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';
import { E2E_AUTH_SECRET } from './support/e2e-secrets.ts';

// A visitor's signed link (issue #44, ADR 0089): the reminder's link opens /randevu with the
// appointment; 'Randevuyu İptal Et' cancels it and 'Randevuyu Taşı' moves it to a free slot before the
// cut-off (a slot taken meanwhile says so); a wrong link says so in Turkish.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };

describe("a visitor's signed link on /randevu", () => {
  for (const viewport of [phoneViewport, desktopViewport]) {
    it(`shows the appointment and cancels it (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { path: '/randevu', viewport });
      const { page } = session;
      let date = randomWeekday();
      while (date <= new Date(Date.now() + 3 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10))
        date = randomWeekday();
      const [time] = await freeSlotsOf(page, date);
      const booked = await page.request.post('/api/appointments', {
        data: {
          clientName: 'Bağlantılı Ziyaretçi',
          phone: '0532 765 43 21',
          email: 'baglanti@example.com',
          purpose: 'weight_loss',
          date,
          time,
          website: '',
          privacyNoticeAccepted: true,
        },
      });
      expect(booked.status()).toBe(201);
      const { appointment } = (await booked.json()) as { appointment: { id: string; date: string; time: string } };
      const token = visitorLinkTokenOf(E2E_AUTH_SECRET, appointment);

      await page.goto(`/randevu?randevum=${token}`);
      await waitForHydration(page);
      const box = page.getByRole('region', { name: 'Randevunuz' });
      await expect.poll(async () => (await box.textContent()) ?? '', slow).toContain(`saat ${time} (Kilo Verme)`);
      expect(await box.textContent()).toContain(formatTurkishDate(date));
      await expectAccessible(page);
      await box.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
      await expect.poll(() => box.getByText('Randevunuz iptal edildi.').isVisible(), slow).toBe(true);
      // The slot is free again for the next visitor.
      expect(await freeSlotsOf(page, date)).toContain(time);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }

  for (const viewport of [phoneViewport, desktopViewport]) {
    it(`moves the appointment to a free slot, and says when the chosen slot was just taken (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { path: '/randevu', viewport });
      const { page } = session;
      let date = randomWeekday();
      while (date <= new Date(Date.now() + 3 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10))
        date = randomWeekday();
      const [time] = await freeSlotsOf(page, date);
      const booking = (slot: { date: string; time: string }, name: string) =>
        page.request.post('/api/appointments', {
          data: {
            clientName: name,
            phone: '0532 765 43 21',
            email: 'tasiyan@example.com',
            purpose: 'weight_loss',
            ...slot,
            website: '',
            privacyNoticeAccepted: true,
          },
        });
      const booked = await booking({ date, time: time! }, 'Taşıyan Ziyaretçi');
      expect(booked.status()).toBe(201);
      const { appointment } = (await booked.json()) as { appointment: { id: string; date: string; time: string } };
      const token = visitorLinkTokenOf(E2E_AUTH_SECRET, appointment);
      let newDate = randomWeekday();
      while (newDate === date || (await freeSlotsOf(page, newDate)).length < 2) newDate = randomWeekday();
      const [takenTime, newTime] = await freeSlotsOf(page, newDate);

      await page.goto(`/randevu?randevum=${token}`);
      await waitForHydration(page);
      const box = page.getByRole('region', { name: 'Randevunuz' });
      await expect.poll(async () => (await box.textContent()) ?? '', slow).toContain(`saat ${time} (Kilo Verme)`);
      await box.getByRole('button', { name: 'Randevuyu Taşı' }).click();
      await box.getByLabel('Tarih').fill(isoDayToTurkish(newDate));
      await expect.poll(() => box.getByLabel('Saat').locator(`option[value="${takenTime}"]`).count(), slow).toBe(1);
      await box.getByLabel('Saat').selectOption(takenTime!);
      await expectAccessible(page);
      // Another visitor takes that slot first: the box says so in Turkish and the visitor picks again.
      expect((await booking({ date: newDate, time: takenTime! }, 'Hızlı Ziyaretçi')).status()).toBe(201);
      await box.getByRole('button', { name: 'Yeni Saati Kaydet' }).click();
      await expect
        .poll(() => box.getByText('Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.').isVisible(), slow)
        .toBe(true);
      await expect.poll(() => box.getByLabel('Saat').locator(`option[value="${newTime}"]`).count(), slow).toBe(1);
      await box.getByLabel('Saat').selectOption(newTime!);
      await box.getByRole('button', { name: 'Yeni Saati Kaydet' }).click();
      await expect
        .poll(() => box.getByRole('status').textContent(), slow)
        .toContain(`Randevunuz taşındı: ${formatTurkishDate(newDate)}`);
      await expect.poll(async () => (await box.textContent()) ?? '', slow).toContain(`saat ${newTime} (Kilo Verme)`);
      // The address now holds the new link (the old one named the old start), so a reload still shows it.
      const newToken = visitorLinkTokenOf(E2E_AUTH_SECRET, { id: appointment.id, date: newDate, time: newTime! });
      expect(new URL(page.url()).searchParams.get('randevum')).toBe(newToken);
      expect(await freeSlotsOf(page, date)).toContain(time);
      expect(await freeSlotsOf(page, newDate)).not.toContain(newTime);
      await expectAccessible(page);
      expectNoConsoleErrors(session, [/status of 409/]);
    });
  }

  it('says a changed link is not valid, in Turkish', async () => {
    const session = await openPage(browser(), {
      path: '/randevu?randevum=00000000-0000-4000-8000-000000000000.yanlis',
      viewport: phoneViewport,
    });
    const { page } = session;
    await waitForHydration(page);
    const box = page.getByRole('region', { name: 'Randevunuz' });
    await expect
      .poll(() => box.getByText('Bu randevu bağlantısı geçersiz ya da süresi dolmuş.').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 404/]);
  });
});
