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
import { createFreshClient } from './support/fresh-client.ts';
import { todayInIstanbul, weekDayOfIsoDay } from '../../src/shared/dates.ts';

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
    // The demo week plans foods for every meal (demo-client-week.ts): today's six meals offer 'Yedim'.
    expect(await page.getByRole('button', { name: /yedim/ }).count()).toBe(6);
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
      const body = (await response.json()) as {
        program: { days: Record<string, Record<string, string>>; foodLines: { day: string; meal: string }[] };
      };
      for (const [day, dayMeals] of Object.entries(body.program.days)) {
        for (const meal of Object.keys(dayMeals)) {
          if (!(day === 'monday' && meal === 'breakfast')) dayMeals[meal] = '';
        }
      }
      // The demo week's food lines too: a slot with a planned food is not empty.
      body.program.foodLines = body.program.foodLines.filter(
        (line) => line.day === 'monday' && line.meal === 'breakfast',
      );
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

  it("'Yedim' puts today's planned foods of a meal into the diary once, and says so on phone and desktop", async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Yedim');
    const today = weekDayOfIsoDay(todayInIstanbul());
    expect(
      (await admin.page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } })).status(),
    ).toBe(201);
    const foods = await admin.page.request.get(`/api/admin/foods?search=${encodeURIComponent('haşlanmış')}`);
    const egg = ((await foods.json()) as { items: { id: string; name: string }[] }).items.find(
      (food) => food.name === 'Haşlanmış yumurta',
    );
    const program = await (await admin.page.request.get(`/api/admin/nutrition-programs/${client.id}`)).json();
    const saved = await admin.page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
      data: {
        version: program.program.version,
        foodLines: { [`${today}_breakfast`]: [{ foodId: egg!.id, grams: 100 }] },
      },
    });
    expect(saved.status()).toBe(200);

    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: client.email, path: PROGRAMME });
    const { page } = session;
    const eaten = page.getByRole('button', { name: 'Kahvaltı: yedim, planlanan besinleri günlüğe ekle' });
    await eaten.waitFor();
    // Only today's meals that plan foods have it.
    expect(await page.getByRole('button', { name: /yedim/ }).count()).toBe(1);
    await expectAccessible(page);
    await eaten.click();
    await page.getByText('Kahvaltı günlüğünüze eklendi (1 besin).').waitFor();
    await page.getByText('Günlüğe eklendi', { exact: true }).waitFor();
    await page.setViewportSize(desktopViewport);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Günlüğe git' }).click();
    await page.waitForURL('**/kullanici/kalori-gunlugu');
    await expect
      .poll(() => page.getByRole('region', { name: 'Kahvaltı' }).getByText('Haşlanmış yumurta').isVisible())
      .toBe(true);

    // Pressed again after a reload: nothing is written twice.
    await page.goto(PROGRAMME);
    await eaten.click();
    await page.getByText('Kahvaltı zaten günlüğünüzde.').waitFor();
    const diary = await (await page.request.get(`/api/me/diary?date=${todayInIstanbul()}`)).json();
    expect(diary.entries.map((entry: { foodName: string }) => entry.foodName)).toEqual(['Haşlanmış yumurta']);
    expectNoConsoleErrors(session);
  });

  it("'Yedim' shows the server's Turkish reason when the diary refuses the meal", async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Yedim');
    const today = weekDayOfIsoDay(todayInIstanbul());
    await admin.page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } });
    const foods = await admin.page.request.get(`/api/admin/foods?search=${encodeURIComponent('çilek')}`);
    const food = ((await foods.json()) as { items: { id: string; name: string }[] }).items[0];
    const program = await (await admin.page.request.get(`/api/admin/nutrition-programs/${client.id}`)).json();
    await admin.page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
      data: {
        version: program.program.version,
        foodLines: { [`${today}_dinner`]: [{ foodId: food!.id, grams: 150 }] },
      },
    });
    const session = await openPage(browser(), {
      viewport: desktopViewport,
      signedInAs: client.email,
      path: PROGRAMME,
      allowConsoleErrors: [/403/],
    });
    const { page } = session;
    // The client withdraws açık rıza meanwhile (in another tab): the diary refuses health-data writes.
    expect((await page.request.post('/api/me/consents/explicit-consent/withdraw')).status()).toBe(200);
    await page.getByRole('button', { name: 'Akşam Yemeği: yedim, planlanan besinleri günlüğe ekle' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Onaylarım');
    expect(await page.getByText('Günlüğe eklendi', { exact: true }).count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
