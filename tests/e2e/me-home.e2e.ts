import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  desktopViewport,
  phoneViewport,
  signInAsClient,
} from './support/browser.ts';
import { createGate } from '../support/gate.ts';

const browser = setUpBrowser();

const serverError = [/status of 500/];
const block = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The glasses shown by the water tracker, read from its "N / 8 bardak" line. */
async function shownGlasses(page: Page): Promise<number> {
  const text = await block(page, 'Su Takibi')
    .getByText(/^\d+ \/ 8 bardak$/)
    .textContent();
  return Number(text?.split(' ')[0]);
}

describe('client home (/kullanici)', () => {
  it('greets the client and shows the newest measurement, goals, statistics and shortcuts, accessibly', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    await page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe Demir' }).waitFor();

    const shortcuts = page.getByRole('navigation', { name: 'Kısayollar' });
    for (const [label, path] of [
      ['Beslenme Programı', '/kullanici/beslenme'],
      ['Kalori Günlüğü', '/kullanici/kalori-gunlugu'],
      ['Egzersiz', '/kullanici/egzersiz'],
      ['Profil', '/kullanici/profil'],
    ] as const) {
      expect(await shortcuts.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href')).toBe(path);
    }

    const measurement = block(page, 'Son Ölçüm');
    await measurement.getByText(/^Ölçüm tarihi: /).waitFor();
    // Only the single newest measurement: one date, one weight.
    expect(await measurement.getByText(/^Ölçüm tarihi: /).count()).toBe(1);
    expect(await measurement.getByText('Kilo', { exact: true }).count()).toBe(1);

    const goals = block(page, 'Hedeflerim');
    expect(await goals.getByText('Devam Ediyor').count()).toBeGreaterThan(0);
    expect(await goals.getByText('Tamamlandı').count()).toBeGreaterThan(0);
    expect(await goals.getByRole('button').count()).toBe(0); // read-only: nothing to complete

    const statistics = block(page, 'Sağlık İstatistikleri');
    expect(await statistics.getByText('Kilo değişimi').isVisible()).toBe(true);
    expect(
      await statistics
        .getByText(/^-\d+(,\d)? kg$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await statistics.getByText('Ölçüm sayısı').isVisible()).toBe(true);

    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    await shortcuts.getByRole('link', { name: /^Profil/ }).click();
    await page.waitForURL('**/kullanici/profil');
    expectNoConsoleErrors(session);
  });

  it('keeps the cards in place while the food list loads, and says so in the calculator when it cannot', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    const held = createGate();
    await page.route('**/api/me/foods', async (route) => {
      await held.passed;
      await route.continue();
    });
    await page.reload();
    const calculator = block(page, 'Kalori ve Besin Hesaplayıcı');
    await calculator.getByRole('list', { name: 'Besinler yükleniyor...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe Demir' }).waitFor();
    const goalsTop = async () => (await block(page, 'Hedeflerim').boundingBox())?.y;
    const before = await goalsTop();
    held.open();
    await calculator.getByRole('list', { name: 'Besin listesi' }).waitFor();
    // The loading rows are the list's own size: the goals below did not move when the foods came.
    expect(await goalsTop()).toBe(before);

    await page.unroute('**/api/me/foods');
    await page.route('**/api/me/foods', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await page.reload();
    await calculator.getByRole('alert').filter({ hasText: 'Veriler yüklenirken bir hata oluştu' }).waitFor({
      timeout: 15_000,
    });
    // Without the list, a food of one's own still counts.
    await calculator.getByText('Kendi besinini ekle').click();
    await calculator.getByLabel('Besin adı').fill('Ev yapımı kek');
    await calculator.getByLabel('Kalori (kcal / 100 g)').fill('250');
    await calculator.getByRole('button', { name: 'Özel besini ekle' }).click();
    await calculator.getByText('Ev yapımı kek', { exact: true }).waitFor();
    expect(await calculator.getByRole('definition').first().textContent()).toBe('250 kcal');
    await expectAccessible(page);
    expectNoConsoleErrors(session, serverError);
  });

  it('calculates totals from chosen and custom foods: quantity, minus never below 1, re-adding raises by 1', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    const calculator = block(page, 'Kalori ve Besin Hesaplayıcı');
    await calculator.getByText('Henüz besin seçilmedi.').waitFor();
    const totals = calculator.getByRole('definition');
    const totalCalories = () => totals.first().textContent();
    expect(await totalCalories()).toBe('0 kcal');

    // A custom food needs a name and calories above 0.
    await calculator.getByText('Kendi besinini ekle').click();
    await calculator.getByLabel('Kalori (kcal / 100 g)').fill('250');
    await calculator.getByRole('button', { name: 'Özel besini ekle' }).click();
    expect(await calculator.getByText("Besin adı ve 0'dan büyük bir kalori değeri girin.").isVisible()).toBe(true);
    await calculator.getByLabel('Besin adı').fill('Ev yapımı kek');
    await calculator.getByLabel('Kalori (kcal / 100 g)').fill('abc');
    await calculator.getByRole('button', { name: 'Özel besini ekle' }).click();
    expect(await calculator.getByText("Besin adı ve 0'dan büyük bir kalori değeri girin.").isVisible()).toBe(true);
    await calculator.getByLabel('Kalori (kcal / 100 g)').fill('320,5');
    await calculator.getByLabel('Protein (g)').fill('6,4');
    await calculator.getByLabel('Yağ (g)').fill('x');
    await calculator.getByRole('button', { name: 'Özel besini ekle' }).click();
    await calculator.getByText('Ev yapımı kek', { exact: true }).waitFor();
    expect(await totalCalories()).toBe('321 kcal');
    // The macros to one decimal, as the rows show them (issue #39).
    expect(await totals.nth(1).textContent()).toBe('6,4 g');
    expect(await totals.nth(3).textContent()).toBe('0 g');

    await calculator.getByRole('button', { name: 'Ev yapımı kek miktarını artır' }).click();
    await calculator.getByRole('button', { name: 'Ev yapımı kek miktarını artır' }).click();
    expect(await calculator.getByLabel('Ev yapımı kek miktarı', { exact: true }).textContent()).toBe('3');
    expect(await totalCalories()).toBe('962 kcal');
    const minus = calculator.getByRole('button', { name: 'Ev yapımı kek miktarını azalt' });
    await minus.click();
    await minus.click();
    expect(await calculator.getByLabel('Ev yapımı kek miktarı', { exact: true }).textContent()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    expect(await totalCalories()).toBe('321 kcal');

    // A food of the server's list, added twice, is one row with quantity 2.
    const list = calculator.getByRole('list', { name: 'Besin listesi' });
    if ((await list.count()) > 0) {
      const firstAdd = list.getByRole('button').first();
      const label = (await firstAdd.getAttribute('aria-label'))!;
      const name = label.replace(/ ekle$/, '');
      await firstAdd.click();
      await firstAdd.click();
      expect(await calculator.getByLabel(`${name} miktarı`, { exact: true }).textContent()).toBe('2');
      expect(await totalCalories()).not.toBe('321 kcal');
      await calculator.getByRole('button', { name: `${name} listeden çıkar` }).click();
      expect(await calculator.getByLabel(`${name} miktarı`, { exact: true }).count()).toBe(0);
    }
    await calculator.getByRole('button', { name: 'Temizle' }).click();
    await calculator.getByText('Henüz besin seçilmedi.').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows calculator totals that are the sums of the rows shown, on phone and desktop (issue #39)', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    const calculator = block(page, 'Kalori ve Besin Hesaplayıcı');
    await calculator.getByText('Henüz besin seçilmedi.').waitFor();
    await calculator.getByText('Kendi besinini ekle').click();
    // 100,6 and 50,6 kcal are shown as 101 and 51: the total shown is 152, not the 151 of 151,2.
    for (const [name, kcal, protein] of [
      ['Ev yapımı kurabiye', '100,6', '2,35'],
      ['Ev yapımı bar', '50,6', '1,05'],
    ] as const) {
      await calculator.getByLabel('Besin adı').fill(name);
      await calculator.getByLabel('Kalori (kcal / 100 g)').fill(kcal);
      await calculator.getByLabel('Protein (g)').fill(protein);
      await calculator.getByRole('button', { name: 'Özel besini ekle' }).click();
      await calculator.getByText(name, { exact: true }).waitFor();
    }
    const rows = await calculator
      .getByRole('list', { name: 'Seçilen besinler' })
      .getByRole('listitem')
      .allTextContents();
    expect(rows.map((row) => /(\d+) kcal/.exec(row)?.[1])).toEqual(['101', '51']);
    const totals = calculator.getByRole('definition');
    expect(await totals.first().textContent()).toBe('152 kcal');
    // 2,35 and 1,05 g are shown as 2,4 and 1,1 g: 3,5 g, not the 3,4 of 3,4 g.
    expect(rows.map((row) => /P ([\d,]+) g/.exec(row)?.[1])).toEqual(['2,4', '1,1']);
    expect(await totals.nth(1).textContent()).toBe('3,5 g');
    await expectAccessible(page);
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("adds a glass: the button reads 'Ekleniyor...' while saving, the count is kept by the server", async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    const water = block(page, 'Su Takibi');
    await water.getByText(/^\d+ \/ 8 bardak$/).waitFor();
    const before = await shownGlasses(page);

    const held = createGate();
    await page.route('**/api/me/water', async (route) => {
      await held.passed;
      await route.continue();
    });
    await water.getByRole('button', { name: 'Bir bardak su içtim' }).click();
    const busy = water.getByRole('button', { name: 'Ekleniyor...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    held.open();
    await expect.poll(() => shownGlasses(page)).toBe(before + 1);
    await page.unroute('**/api/me/water');
    const progress = water.getByRole('progressbar', { name: 'Günlük su hedefi' });
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBe(
      Math.min(100, Math.round(((before + 1) / 8) * 100)),
    );

    await page.reload();
    await water.getByText(/^\d+ \/ 8 bardak$/).waitFor();
    expect(await shownGlasses(page)).toBe(before + 1);
    expectNoConsoleErrors(session);
  });

  it('caps the progress bar at 100 % past the goal of 8', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    const water = block(page, 'Su Takibi');
    await water.getByText(/^\d+ \/ 8 bardak$/).waitFor();
    const drink = water.getByRole('button', { name: 'Bir bardak su içtim' });
    while ((await shownGlasses(page)) < 9) {
      const count = await shownGlasses(page);
      await drink.click();
      await expect.poll(() => shownGlasses(page)).toBe(count + 1);
    }
    const progress = water.getByRole('progressbar', { name: 'Günlük su hedefi' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    expect(await water.getByText('Bugünkü su hedefinize ulaştınız!').isVisible()).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('shows the empty states for a client without data (danisan3)', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientC);
    await page.getByRole('heading', { level: 1, name: 'Merhaba, Zeynep Çelik' }).waitFor();
    expect(await block(page, 'Hedeflerim').getByText('Henüz hedef atanmamış.').isVisible()).toBe(true);
    expect(await block(page, 'Son Ölçüm').getByText('Henüz ölçüm eklenmemiş.').isVisible()).toBe(true);
    expect(
      await block(page, 'Sağlık İstatistikleri')
        .getByText('İlk ölçümünüzden sonra istatistikleriniz burada görünecek.')
        .isVisible(),
    ).toBe(true);
    expect(await shownGlasses(page)).toBe(0);
    expect(await block(page, 'Kalori ve Besin Hesaplayıcı').getByText('Henüz besin seçilmedi.').isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('retries the home data 3 times (1 s, 2 s, 4 s), then shows the error alert and the water error', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    await page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe Demir' }).waitFor();
    const attempts: number[] = [];
    await page.route('**/api/me/home', (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });
    });
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Veriler yüklenirken bir hata oluştu' });
    await alert.first().waitFor({ timeout: 15_000 });
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(gaps[2]).toBeGreaterThanOrEqual(3900);
    expect(
      await block(page, 'Su Takibi')
        .getByText('Su takibi yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin.')
        .isVisible(),
    ).toBe(true);
    expect(await block(page, 'Hedeflerim').getByText('Veriler yüklenirken bir hata oluştu').isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, serverError);
  });

  it('says so when a glass cannot be added, and keeps the count', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    const water = block(page, 'Su Takibi');
    await water.getByText(/^\d+ \/ 8 bardak$/).waitFor();
    const before = await shownGlasses(page);
    await page.route('**/api/me/water', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await water.getByRole('button', { name: 'Bir bardak su içtim' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Su bardağı eklenirken bir hata oluştu. Lütfen tekrar deneyin.' })
      .waitFor();
    expect(await shownGlasses(page)).toBe(before);
    expect(await water.getByRole('button', { name: 'Bir bardak su içtim' }).isEnabled()).toBe(true);
    expectNoConsoleErrors(session, serverError);
  });
});
