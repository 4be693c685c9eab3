import { describe, expect, it } from 'vitest';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInAsClient,
} from './support/browser.ts';

// The client's weekly nutrition programme (spec 1 §2.6), read-only.

const browser = setUpBrowser();

const PROGRAMME = '/kullanici/beslenme';
const days = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'];
const meals = ['Kahvaltı', 'Kuşluk', 'Öğle Yemeği', 'İkindi', 'Akşam Yemeği', 'Gece'];

describe('nutrition programme (/kullanici/beslenme)', () => {
  it("shows the client's week: seven days × six meals and the notes, accessible on phone and desktop", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page);
    await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Beslenme' }).click();
    await page.waitForURL(`**${PROGRAMME}`);
    await page.getByRole('heading', { name: 'Beslenme Programı', level: 1 }).waitFor();
    await page.getByRole('region', { name: /^Pazartesi/ }).waitFor();
    for (const day of days) {
      const section = page.getByRole('region', { name: new RegExp(`^${day}( Bugün)?$`) });
      expect(await section.isVisible(), day).toBe(true);
      for (const meal of meals)
        expect(await section.getByText(meal, { exact: true }).count(), `${day} ${meal}`).toBe(1);
    }
    const monday = page.getByRole('region', { name: /^Pazartesi/ });
    expect(await monday.getByText(/mercimek çorbası/).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'Notlar' })
        .getByText(/8 bardak/)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Bugün', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Henüz program eklenmemiş').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Günler' }).getByRole('link', { name: 'Pazar', exact: true }).click();
    await page.waitForURL(/#gun-sunday$/);
    await expectAccessible(page);
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("shows 'Henüz beslenme programı oluşturulmamış.' to a client without a programme", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientC });
    const { page } = session;
    await page.goto(PROGRAMME);
    await expect.poll(() => page.getByText('Henüz beslenme programı oluşturulmamış.').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: /^Pazartesi/ }).count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("shows 'Henüz program eklenmemiş' for an empty day and an empty slot", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientA });
    const { page } = session;
    // A programme with only Monday breakfast filled in, as a dietitian's first draft might be.
    await page.route('**/api/me/nutrition-programs', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { program: { days: Record<string, Record<string, string>> } };
      for (const [day, dayMeals] of Object.entries(body.program.days)) {
        for (const meal of Object.keys(dayMeals)) {
          if (!(day === 'monday' && meal === 'breakfast')) dayMeals[meal] = '';
        }
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto(PROGRAMME);
    const monday = page.getByRole('region', { name: /^Pazartesi/ });
    await monday.waitFor();
    // Monday: one meal written, five empty slots; the six other days are empty as a whole.
    expect(await monday.getByText('Henüz program eklenmemiş').count()).toBe(5);
    expect(await page.getByText('Henüz program eklenmemiş').count()).toBe(11);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows a Turkish error with a retry when the programme cannot be loaded', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page);
    let shouldFail = true;
    await page.route('**/api/me/nutrition-programs', (route) =>
      shouldFail ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'x' } }) : route.fallback(),
    );
    await page.goto(PROGRAMME);
    await expect
      .poll(
        () => page.getByRole('alert').filter({ hasText: 'Beslenme programı yüklenirken bir hata oluştu.' }).isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    shouldFail = false;
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await page.getByRole('region', { name: /^Pazartesi/ }).waitFor();
    expectNoConsoleErrors(session, [/status of 503/]);
  });
});
