import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, desktopViewport, expectAccessible, openPage, phoneViewport, setUpBrowser } from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// The profile's 'Hatırlatıcılar' (issue #41, ADR 0083): the client sets water, meal and weigh-in
// reminders, quiet hours across midnight and the e-mail fallback, saves, and a reload shows them; a
// wrong range says why under its field and saves nothing. Sending them is tested in tests/api/reminders-me.test.ts.

const browser = setUpBrowser();

const remindersCard = (page: Page) => page.getByRole('region', { name: 'Hatırlatıcılar' });

const savedReminders = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/me/reminders')).json()) as { reminders: unknown }).reminders);

async function freshClientPage(
  label: string,
  viewport: { width: number; height: number },
  allowConsoleErrors: RegExp[] = [],
) {
  const adminSession = await openPage(browser(), { signedInAs: demo.admin, viewport: desktopViewport });
  const client = await createFreshClient(adminSession.page, label);
  const { page } = await openPage(browser(), { signedInAs: client.email, viewport, allowConsoleErrors });
  await page.goto('/kullanici/profil');
  return page;
}

describe('client profile: Hatırlatıcılar', () => {
  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`sets reminders, saves them, and a reload shows them (${name})`, async () => {
      const page = await freshClientPage(`Hatirlatici ${name}`, viewport);
      const card = remindersCard(page);
      const water = card.getByRole('group', { name: 'Su' });
      await water.getByRole('checkbox', { name: 'Su içmeyi hatırlat' }).waitFor();
      // Every reminder starts off.
      expect(await card.getByRole('checkbox', { checked: true }).count()).toBe(0);
      await expectAccessible(page);

      await water.getByRole('checkbox', { name: 'Su içmeyi hatırlat' }).check();
      await water.getByLabel('Sıklık').selectOption({ label: '3 saatte bir' });
      await water.getByLabel('Başlangıç saati').fill('08:00');
      await water.getByLabel('Bitiş saati').fill('20:00');
      const meals = card.getByRole('group', { name: 'Öğün kaydı' });
      await meals.getByRole('checkbox', { name: 'Öğle Yemeği' }).check();
      await meals.getByLabel('Öğle Yemeği saati').fill('13:15');
      const weighIn = card.getByRole('group', { name: 'Tartılma' });
      await weighIn.getByRole('checkbox', { name: 'Tartılma gününü hatırlat' }).check();
      await weighIn.getByLabel('Gün', { exact: true }).selectOption({ label: 'Cuma' });
      await weighIn.getByLabel('Saat', { exact: true }).fill('07:30');
      const quiet = card.getByRole('group', { name: 'Sessiz saatler' });
      await quiet.getByRole('checkbox', { name: 'Sessiz saatlerde hatırlatma gönderme' }).check();
      await quiet.getByLabel('Başlangıç', { exact: true }).fill('22:30');
      await quiet.getByLabel('Bitiş', { exact: true }).fill('07:15');
      await card.getByRole('checkbox', { name: 'Bildirim gelmezse e-posta gönder' }).check();
      await card.getByRole('button', { name: 'Hatırlatıcıları kaydet' }).click();
      await page.getByText('Hatırlatıcılarınız kaydedildi').waitFor();

      await expect
        .poll(() => savedReminders(page))
        .toMatchObject({
          water: { isOn: true, everyHours: 3, from: '08:00', until: '20:00' },
          meals: { lunch: { isOn: true, time: '13:15' }, dinner: { isOn: false } },
          weighIn: { isOn: true, day: 'friday', time: '07:30' },
          quietHours: { isOn: true, from: '22:30', until: '07:15' },
          isEmailFallbackOn: true,
        });

      await page.reload();
      await water.getByRole('checkbox', { name: 'Su içmeyi hatırlat' }).waitFor();
      expect(await water.getByRole('checkbox', { name: 'Su içmeyi hatırlat' }).isChecked()).toBe(true);
      expect(await water.getByLabel('Sıklık').inputValue()).toBe('3');
      expect(await water.getByLabel('Başlangıç saati').inputValue()).toBe('08:00');
      expect(await water.getByLabel('Bitiş saati').inputValue()).toBe('20:00');
      expect(await meals.getByRole('checkbox', { name: 'Öğle Yemeği' }).isChecked()).toBe(true);
      expect(await meals.getByRole('checkbox', { name: 'Kahvaltı' }).isChecked()).toBe(false);
      expect(await meals.getByLabel('Öğle Yemeği saati').inputValue()).toBe('13:15');
      expect(await weighIn.getByLabel('Gün', { exact: true }).inputValue()).toBe('friday');
      expect(await card.getByRole('checkbox', { name: 'Bildirim gelmezse e-posta gönder' }).isChecked()).toBe(true);
      expect(await quiet.getByRole('checkbox', { name: 'Sessiz saatlerde hatırlatma gönderme' }).isChecked()).toBe(
        true,
      );
      expect(await quiet.getByLabel('Başlangıç', { exact: true }).inputValue()).toBe('22:30');
      expect(await quiet.getByLabel('Bitiş', { exact: true }).inputValue()).toBe('07:15');
      await expectAccessible(page);
    });
  }

  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`says why quiet hours that start and end at once are wrong, and saves nothing (${name})`, async () => {
      const page = await freshClientPage(`Sessiz Hatali ${name}`, viewport);
      const card = remindersCard(page);
      const quiet = card.getByRole('group', { name: 'Sessiz saatler' });
      await quiet.getByRole('checkbox', { name: 'Sessiz saatlerde hatırlatma gönderme' }).check();
      await quiet.getByLabel('Başlangıç', { exact: true }).fill('23:00');
      await quiet.getByLabel('Bitiş', { exact: true }).fill('23:00');
      await card.getByRole('button', { name: 'Hatırlatıcıları kaydet' }).click();
      await quiet.getByText('Sessiz saatlerin başlangıcı ve bitişi aynı olamaz.').waitFor();
      expect(await quiet.getByLabel('Bitiş', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(await savedReminders(page)).toMatchObject({ quietHours: { isOn: false, from: '22:00', until: '08:00' } });
      await expectAccessible(page);
    });
  }

  it('says why a water range is wrong under its field, and saves nothing', async () => {
    const page = await freshClientPage('Hatali Hatirlatici', phoneViewport);
    const card = remindersCard(page);
    const water = card.getByRole('group', { name: 'Su' });
    await water.getByRole('checkbox', { name: 'Su içmeyi hatırlat' }).check();
    await water.getByLabel('Başlangıç saati').fill('21:00');
    await water.getByLabel('Bitiş saati').fill('09:00');
    await card.getByRole('button', { name: 'Hatırlatıcıları kaydet' }).click();
    await water.getByText('Bitiş saati başlangıç saatinden sonra olmalı.').waitFor();
    expect(await water.getByLabel('Bitiş saati').getAttribute('aria-invalid')).toBe('true');
    expect(await savedReminders(page)).toMatchObject({ water: { isOn: false, from: '09:00', until: '21:00' } });
    await expectAccessible(page);
  });

  it('shows the server’s refusal in the red box when a save fails', async () => {
    const page = await freshClientPage('Sunucu Hatasi', desktopViewport, [/status of 400/]);
    await page.route('**/api/me/reminders', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'validation', message: 'Hatırlatıcılar şu anda kaydedilemiyor.' }),
          })
        : route.continue(),
    );
    const card = remindersCard(page);
    await card.getByRole('checkbox', { name: 'Su içmeyi hatırlat' }).check();
    await card.getByRole('button', { name: 'Hatırlatıcıları kaydet' }).click();
    await card.getByRole('alert').getByText('Hatırlatıcılar şu anda kaydedilemiyor.').waitFor();
    await expectAccessible(page);
  });
});
