import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  demo,
} from './support/browser.ts';
import { createGate } from '../support/gate.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });
const isForms = (url: URL) => url.pathname === '/api/admin/ideal-values';
const isFatTable = (url: URL) => url.pathname === '/api/admin/ideal-values/age-fat-ratios';

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible(), slow).toBe(true);
}

describe('ideal values (/ideal-values)', () => {
  it('shows the §9 defaults, saves both forms as new rows and reads the latest back', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openScreen(page, '/ideal-values', 'İdeal Değerler');
    const hiddenFat = page.getByLabel('Gizli Yağlı (%)');
    await expect.poll(() => hiddenFat.inputValue(), slow).not.toBe('');
    // Each browser run starts on a fresh database: the defaults of spec 2 §9, saved nowhere yet.
    expect(await page.getByText('varsayılan değerler gösteriliyor').count()).toBe(2);
    expect(await hiddenFat.inputValue()).toBe('30');
    expect(await page.getByLabel('Aşırı Zayıf (%)').inputValue()).toBe('12');
    expect(await page.getByLabel('Kritik (%)').inputValue()).toBe('45');
    await expectAccessible(page);

    const bodyForm = page.locator('form').filter({ has: hiddenFat });
    // Typed as a person types it, with the Turkish decimal comma (issue #39: '8,5' was saved as 85).
    await hiddenFat.fill('');
    await hiddenFat.pressSequentially('31,5');
    await bodyForm.getByRole('button', { name: 'Değerleri Kaydet' }).click();
    await expect.poll(() => page.getByText('Değerler kaydedildi').isVisible(), slow).toBe(true);

    const abdominalForm = page.locator('form').filter({ has: page.getByLabel('Kritik (%)') });
    // A decimal point reads the same.
    await abdominalForm.getByLabel('İyi (%)').fill('14.5');
    await abdominalForm.getByRole('button', { name: 'Değerleri Kaydet' }).click();
    await expect.poll(() => abdominalForm.getByText(/Son kayıt:/).isVisible(), slow).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByLabel('Gizli Yağlı (%)').inputValue(), slow).toBe('31,5');
    expect(await page.getByLabel('İyi (%)').inputValue()).toBe('14,5');
    const saved = await page.request.get('/api/admin/ideal-values');
    expect((await saved.json()).bodyComposition.values.hiddenFat).toBe(31.5);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('checks the values before sending and shows the Turkish texts when loading or saving fails', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);

    // The loading text while the values are on their way, then the red banner when they fail.
    const held = createGate();
    await page.route(isForms, async (route) => {
      await held.passed;
      await failWith500(route);
    });
    await page.goto('/ideal-values');
    await expect.poll(() => page.getByText('Değerler yükleniyor...').isVisible(), slow).toBe(true);
    held.open();
    await expect.poll(() => page.getByText('Değerler yüklenirken bir hata oluştu.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isForms);

    await openScreen(page, '/ideal-values', 'İdeal Değerler');
    const hiddenFat = page.getByLabel('Gizli Yağlı (%)');
    await expect.poll(() => hiddenFat.inputValue(), slow).not.toBe('');
    const bodyForm = page.locator('form').filter({ has: hiddenFat });
    await hiddenFat.fill('');
    await page.getByLabel('Normal (%)').fill('20.55');
    await bodyForm.getByRole('button', { name: 'Değerleri Kaydet' }).click();
    await expect.poll(() => bodyForm.getByText('Bu alan gerekli.').isVisible(), slow).toBe(true);
    expect(await bodyForm.getByText('Değer en fazla bir ondalık basamaklı olmalıdır.').isVisible()).toBe(true);
    await expectAccessible(page);

    // The backend's message in the red banner (spec 2 §8), and the generic text for a 500.
    await hiddenFat.fill('30');
    await page.getByLabel('Normal (%)').fill('20');
    const answered = createGate();
    await page.route('**/api/admin/ideal-values/body-composition', async (route) => {
      await answered.passed;
      await route.fulfill({ status: 400, json: { code: 'bad_request', message: 'Değerler bu sırada kaydedilemez.' } });
    });
    await bodyForm.getByRole('button', { name: 'Değerleri Kaydet' }).click();
    // While the save is on its way the button says so (spec 2 "Ideal values").
    await expect.poll(() => bodyForm.getByRole('button', { name: 'Kaydediliyor...' }).isVisible(), slow).toBe(true);
    answered.open();
    await expect.poll(() => bodyForm.getByText('Değerler bu sırada kaydedilemez.').isVisible(), slow).toBe(true);
    await page.unroute('**/api/admin/ideal-values/body-composition');
    await page.route('**/api/admin/ideal-values/body-composition', failWith500);
    await bodyForm.getByRole('button', { name: 'Değerleri Kaydet' }).click();
    await expect.poll(() => bodyForm.getByText('Değerler kaydedilirken bir hata oluştu.').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('ideal fat values (/fat-values)', () => {
  it('asks for every value while the table is empty, then saves both tabs at once', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    const empty = { female: [], male: [] } as Record<string, unknown[]>;
    const bands = [20, 25, 30, 35, 40, 45, 50, 55, 60].map((ageStart) => ({
      ageStart,
      ageEnd: ageStart === 60 ? 150 : ageStart + 4,
      excellent: null,
      good: null,
      average: null,
      poor: null,
    }));
    empty.female = bands;
    empty.male = bands;
    // The empty table (a fresh practice): every input empty, and saving asks for them all.
    await page.route(isFatTable, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: empty }) : route.fallback(),
    );
    await openScreen(page, '/fat-values', 'İdeal Yağ Değerleri');
    const femaleTab = page.getByRole('tab', { name: 'Kadınlar' });
    await expect.poll(() => femaleTab.getAttribute('aria-selected'), slow).toBe('true');
    expect(await page.getByRole('heading', { name: '60+ yaş' }).first().isVisible()).toBe(true);
    expect(await page.getByLabel('Kadınlar 20-24 yaş Çok İyi').inputValue()).toBe('');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Tüm Değerleri Kaydet' }).click();
    await expect.poll(() => page.getByText('Her iki sekmede de tüm değerleri doldurun.').isVisible(), slow).toBe(true);
    await page.unroute(isFatTable);

    const levels = ['Çok İyi', 'İyi', 'Orta', 'Kötü'];
    const labels = ['20-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60+'];
    for (const [tab, base] of [
      ['Kadınlar', 20],
      ['Erkekler', 12],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      for (const [bandIndex, band] of labels.entries()) {
        for (const [levelIndex, level] of levels.entries()) {
          await page.getByLabel(`${tab} ${band} yaş ${level}`).fill(String(base + bandIndex * 0.5 + levelIndex * 4));
        }
      }
    }
    await page.getByRole('button', { name: 'Tüm Değerleri Kaydet' }).click();
    await expect.poll(() => page.getByText('Tüm değerler kaydedildi').isVisible(), slow).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByLabel('Kadınlar 60+ yaş Kötü').inputValue(), slow).toBe('36');
    await page.getByRole('tab', { name: 'Erkekler' }).click();
    expect(await page.getByLabel('Erkekler 25-29 yaş İyi').inputValue()).toBe('16,5');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    // Where the dietitian looks: the report and the measurement history rate the fat ratio for
    // Ayşe Demir (demo client, woman, 34) against the 30-34 band just saved.
    await page.setViewportSize(desktopViewport);
    await page.goto('/client-report');
    await page.getByLabel('Danışan seç').fill('Ayşe Demir');
    await page.getByRole('button', { name: /Ayşe Demir/ }).click();
    await expect.poll(() => page.getByText('(Kadın, 30-34 yaş, İdeal Yağ Değerleri)').isVisible(), slow).toBe(true);
    const levelText = /^(Çok İyi|İyi|Orta|Kötü)$/;
    expect(await page.getByText(levelText).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await page.goto('/client-details');
    await page.getByLabel('Danışan seç').fill('Ayşe Demir');
    await page.getByRole('button', { name: /Ayşe Demir/ }).click();
    const table = page.getByRole('table');
    await expect.poll(() => table.getByText(levelText).first().isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  }, 180_000);

  it('shows the Turkish texts when loading or saving fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isFatTable, failWith500);
    await openScreen(page, '/fat-values', 'İdeal Yağ Değerleri');
    await expect.poll(() => page.getByText('Yağ değerleri yüklenirken bir hata oluştu.').isVisible(), slow).toBe(true);
    await page.unroute(isFatTable);
    await page.route(isFatTable, (route) =>
      route.request().method() === 'PUT' ? failWith500(route) : route.fallback(),
    );
    await page.reload();
    // Values were saved by the test above or earlier runs; fill any gap so the form can be sent.
    const first = page.getByLabel('Kadınlar 20-24 yaş Çok İyi');
    await expect.poll(() => first.isVisible(), slow).toBe(true);
    for (const tab of ['Kadınlar', 'Erkekler']) {
      await page.getByRole('tab', { name: tab }).click();
      for (const input of await page.getByRole('tabpanel').getByRole('textbox').all()) {
        if ((await input.inputValue()) === '') await input.fill('20');
      }
    }
    await page.getByRole('button', { name: 'Tüm Değerleri Kaydet' }).click();
    await expect
      .poll(() => page.getByText('Yağ değerleri kaydedilirken bir hata oluştu.').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
  it('reads the Turkish decimal comma in a browser of another language, on a phone (issue #39)', async () => {
    const session = await openPage(browser(), { locale: 'en-US', viewport: phoneViewport });
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/fat-values', 'İdeal Yağ Değerleri');
    const first = page.getByLabel('Kadınlar 20-24 yaş Çok İyi');
    await expect.poll(() => first.isVisible(), slow).toBe(true);
    for (const tab of ['Erkekler', 'Kadınlar']) {
      await page.getByRole('tab', { name: tab }).click();
      for (const input of await page.getByRole('tabpanel').getByRole('textbox').all()) {
        if ((await input.inputValue()) === '') await input.fill('20');
      }
    }
    await first.fill('');
    await first.pressSequentially('8,5');
    await page.getByRole('button', { name: 'Tüm Değerleri Kaydet' }).click();
    await expect.poll(() => page.getByText('Tüm değerler kaydedildi').isVisible(), slow).toBe(true);
    const saved = await (await page.request.get('/api/admin/ideal-values/age-fat-ratios')).json();
    expect(saved.female[0].excellent).toBe(8.5);
    await page.reload();
    await expect.poll(() => page.getByLabel('Kadınlar 20-24 yaş Çok İyi').inputValue(), slow).toBe('8,5');
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});

describe('ideal fat values: what the line above the tabs says (issue #39)', () => {
  it('names an out-of-range value and what is wrong with it, not "fill every field"', async () => {
    for (const viewport of [desktopViewport, phoneViewport]) {
      const session = await openPage(browser(), { viewport });
      const { page } = session;
      await signInAsAdmin(page);
      // A full table as saved (whatever the demo practice holds), then one value out of range.
      const band = (ageStart: number) => ({
        ageStart,
        ageEnd: ageStart === 60 ? 150 : ageStart + 4,
        excellent: 15,
        good: 20,
        average: 25,
        poor: 30,
      });
      const full = [20, 25, 30, 35, 40, 45, 50, 55, 60].map(band);
      await page.route(isFatTable, (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: { female: full, male: full } }) : route.fallback(),
      );
      await openScreen(page, '/fat-values', 'İdeal Yağ Değerleri');
      const field = page.getByLabel('Kadınlar 20-24 yaş Çok İyi');
      await expect.poll(() => field.inputValue(), slow).toBe('15');
      await field.fill('150');
      await page.getByRole('button', { name: 'Tüm Değerleri Kaydet' }).click();
      const line = 'Kadınlar, 20-24 yaş, Çok İyi: Değer 0 ile 100 arasında olmalıdır.';
      await expect.poll(() => page.getByText(line).isVisible(), slow).toBe(true);
      expect(await page.getByText('Her iki sekmede de tüm değerleri doldurun.').count()).toBe(0);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    }
  });
});
