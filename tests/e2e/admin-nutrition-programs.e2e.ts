import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  demo,
} from './support/browser.ts';
import { createFreshClient, type FreshClient } from './support/fresh-client.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const conflictError = /status of 409/;
const slow = { timeout: 10_000 };
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

type ProgramAnswer = { program: { days: Record<string, Record<string, string>>; notes: string } | null };

/** What the server holds now (read past the page, so it proves the save, not the screen). */
async function savedProgram(page: Page, client: FreshClient) {
  const response = await page.request.get(`/api/admin/nutrition-programs/${client.id}`);
  return ((await response.json()) as ProgramAnswer).program;
}

async function openProgram(page: Page, client: FreshClient) {
  await page.goto(`/nutrition-programs?client=${client.id}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Beslenme Programları', level: 1 }).isVisible(), slow)
    .toBe(true);
}

async function createProgramFor(page: Page, client: FreshClient) {
  const response = await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } });
  expect(response.status()).toBe(201);
}

const field = (page: Page, day: string, meal: string) => page.getByLabel(`${day} ${meal}`, { exact: true });

describe('nutrition programmes (/nutrition-programs)', () => {
  it('creates a programme, autosaves typing, saves a day with its button and keeps the notes', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.goto('/nutrition-programs');
    await expect.poll(() => page.getByText('Programını görmek için bir danışan seçin.').isVisible(), slow).toBe(true);
    await expectAccessible(page);

    const client = await createFreshClient(page, 'Program');
    await page.getByLabel('Danışan').fill(client.name);
    await page.getByRole('button', { name: new RegExp(client.name) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('client')).toBe(client.id);
    await expect
      .poll(() => page.getByText(`${client.name} için henüz bir beslenme programı yok.`).isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yeni Program Oluştur' }).click();
    await expect.poll(() => page.getByText('Beslenme programı oluşturuldu').isVisible(), slow).toBe(true);

    // Monday is open; typing is saved a second after it stops.
    const breakfast = field(page, 'Pazartesi', 'Kahvaltı');
    await expect.poll(() => breakfast.isVisible(), slow).toBe(true);
    await breakfast.fill('2 yumurta, 1 dilim tam buğday ekmeği, domates, salatalık');
    await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), slow).toBe(true);
    expect((await savedProgram(page, client))?.days.monday?.breakfast).toBe(
      '2 yumurta, 1 dilim tam buğday ekmeği, domates, salatalık',
    );

    // Tuesday: open the section, fill the six meals, save the day with its button.
    await page.getByRole('button', { name: /^Salı/ }).click();
    const meals = ['Kahvaltı', 'Kuşluk', 'Öğle Yemeği', 'İkindi', 'Akşam Yemeği', 'Gece'];
    for (const meal of meals) await field(page, 'Salı', meal).fill(`Salı ${meal.toLocaleLowerCase('tr-TR')} menüsü`);
    await page.getByRole('button', { name: 'Salı programını kaydet' }).click();
    await expect.poll(() => page.getByText('Salı programı kaydedildi').isVisible(), slow).toBe(true);
    const tuesday = (await savedProgram(page, client))?.days.tuesday;
    expect(tuesday?.lunch).toBe('Salı öğle yemeği menüsü');
    expect(tuesday?.evening_snack).toBe('Salı gece menüsü');

    await page.getByLabel('Genel Notlar').fill('Günde en az 8 bardak su için.');
    await expect
      .poll(async () => (await savedProgram(page, client))?.notes, slow)
      .toBe('Günde en az 8 bardak su için.');
    await expectAccessible(page);

    await page.reload();
    await expect.poll(() => field(page, 'Pazartesi', 'Kahvaltı').inputValue(), slow).toContain('2 yumurta');
    expect(await page.getByLabel('Genel Notlar').inputValue()).toBe('Günde en az 8 bardak su için.');
    expect(await page.getByRole('button', { name: /^Salı/ }).textContent()).toContain('6/6 öğün');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('never loses an edit: leaving the screen or switching client within the second still saves it', async () => {
    const session = await openPage(browser());
    const { page } = session;
    // The page's clock is ours: while it stands still the 1 s autosave timer cannot fire, so a save
    // that arrives proves the editor sent it on leaving, not the timer.
    await page.clock.install();
    await signInAsAdmin(page);
    const first = await createFreshClient(page, 'Ayrılma');
    const second = await createFreshClient(page, 'Geçiş');
    await createProgramFor(page, first);
    await createProgramFor(page, second);
    const isPatchOf = (client: FreshClient) => (request: { method(): string; url(): string }) =>
      request.method() === 'PATCH' && request.url().endsWith(`/api/admin/nutrition-programs/${client.id}`);
    const stopTimers = () => page.clock.pauseAt(new Date(Date.now() + 60_000));

    // Type, and at once go to another screen through the menu.
    await openProgram(page, first);
    const dinner = field(page, 'Pazartesi', 'Akşam Yemeği');
    await expect.poll(() => dinner.isVisible(), slow).toBe(true);
    await stopTimers();
    await dinner.fill('Fırında somon, bulgur pilavı');
    const leavingSave = page.waitForRequest(isPatchOf(first), slow);
    await page.getByRole('link', { name: 'Hedef Ata' }).first().click();
    await leavingSave;
    await expect
      .poll(async () => (await savedProgram(page, first))?.days.monday?.dinner, slow)
      .toBe('Fırında somon, bulgur pilavı');
    await page.clock.resume();
    await expect.poll(() => page.getByRole('heading', { name: 'Hedef Ata', level: 1 }).isVisible(), slow).toBe(true);
    // Coming back shows it.
    await page.goBack();
    await expect
      .poll(() => field(page, 'Pazartesi', 'Akşam Yemeği').inputValue(), slow)
      .toBe('Fırında somon, bulgur pilavı');

    // Type, and at once switch to another client.
    await page.getByLabel('Danışan').fill(second.name);
    const secondOption = page.getByRole('button', { name: new RegExp(second.name) });
    await expect.poll(() => secondOption.isVisible(), slow).toBe(true);
    await stopTimers();
    await field(page, 'Pazartesi', 'Gece').fill('1 kase yoğurt');
    const switchingSave = page.waitForRequest(isPatchOf(first), slow);
    await secondOption.click();
    await switchingSave;
    await expect
      .poll(async () => (await savedProgram(page, first))?.days.monday?.evening_snack, slow)
      .toBe('1 kase yoğurt');
    await page.clock.resume();
    await expect.poll(() => new URL(page.url()).searchParams.get('client'), slow).toBe(second.id);
    expect((await savedProgram(page, second))?.days.monday?.evening_snack).toBe('');
    expectNoConsoleErrors(session);
  });

  it('shows a failed save, retries it, and saves the text once the server answers again', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Yeniden');
    await createProgramFor(page, client);
    const programUrl = `**/api/admin/nutrition-programs/${client.id}`;
    await page.route(programUrl, (route) =>
      route.request().method() === 'PATCH' ? failWith500(route) : route.fallback(),
    );
    await openProgram(page, client);
    const lunch = field(page, 'Pazartesi', 'Öğle Yemeği');
    await expect.poll(() => lunch.isVisible(), slow).toBe(true);
    await lunch.fill('Mercimek çorbası, zeytinyağlı fasulye');
    const retrying = page.getByText('Program kaydedilirken bir hata oluştu. Yeniden deneniyor...');
    await expect.poll(() => retrying.isVisible(), slow).toBe(true);
    await expectAccessible(page);
    // The day's button while the server fails: one message (issue #39 item 16), the status line's,
    // and no 'saved' banner.
    await page.getByRole('button', { name: 'Pazartesi programını kaydet' }).click();
    await expect.poll(() => retrying.isVisible(), slow).toBe(true);
    expect(await page.getByText('Pazartesi programı kaydedildi').count()).toBe(0);
    expect(await page.getByText('Program kaydedilirken bir hata oluştu', { exact: true }).count()).toBe(0);
    expect((await savedProgram(page, client))?.days.monday?.lunch).toBe('');
    await page.unroute(programUrl);
    await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), { timeout: 30_000 }).toBe(true);
    expect((await savedProgram(page, client))?.days.monday?.lunch).toBe('Mercimek çorbası, zeytinyağlı fasulye');
    expectNoConsoleErrors(session, [serverError]);
  });

  it('two tabs never overwrite each other silently: the stale one is told and keeps its text', async () => {
    const session = await openPage(browser());
    const { page, context } = session;
    await signInAsAdmin(page);
    const client = await createFreshClient(page, 'Sekme');
    await createProgramFor(page, client);
    const other = await context.newPage();
    await openProgram(page, client);
    await openProgram(other, client);
    await expect.poll(() => field(other, 'Pazartesi', 'Kahvaltı').isVisible(), slow).toBe(true);

    await field(page, 'Pazartesi', 'Kahvaltı').fill('Birinci sekme: yulaf ezmesi');
    await expect
      .poll(async () => (await savedProgram(page, client))?.days.monday?.breakfast, slow)
      .toBe('Birinci sekme: yulaf ezmesi');
    await field(other, 'Pazartesi', 'Kuşluk').fill('İkinci sekme: 10 badem');
    await expect
      .poll(() => other.getByText(/Bu kayıt siz düzenlerken başka bir yerde değiştirildi/).isVisible(), slow)
      .toBe(true);
    // Nothing of the first tab was overwritten, and the second tab still shows its own text.
    expect((await savedProgram(page, client))?.days.monday?.breakfast).toBe('Birinci sekme: yulaf ezmesi');
    expect(await field(other, 'Pazartesi', 'Kuşluk').inputValue()).toBe('İkinci sekme: 10 badem');
    await expectAccessible(other);

    await other.getByRole('button', { name: 'Güncel hâlini yükle' }).click();
    await expect
      .poll(() => field(other, 'Pazartesi', 'Kahvaltı').inputValue(), slow)
      .toBe('Birinci sekme: yulaf ezmesi');
    await expect
      .poll(async () => (await savedProgram(page, client))?.days.monday?.morning_snack, slow)
      .toBe('İkinci sekme: 10 badem');
    expect((await savedProgram(page, client))?.days.monday?.breakfast).toBe('Birinci sekme: yulaf ezmesi');
    await other.close();
    expectNoConsoleErrors(session, [conflictError]);
  });

  it('shows the Turkish texts when loading the clients or the programme, or creating it fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Hatalı');
    await page.route('**/api/admin/clients/options*', failWith500);
    await page.route(`**/api/admin/nutrition-programs/${client.id}`, failWith500);
    await openProgram(page, client);
    await expect.poll(() => page.getByText('Danışanlar yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expect
      .poll(() => page.getByText('Beslenme programı yüklenirken bir hata oluştu').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    await page.unroute(`**/api/admin/nutrition-programs/${client.id}`);
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Yeni Program Oluştur' }).isVisible(), slow).toBe(true);
    await page.route('**/api/admin/nutrition-programs', failWith500);
    await page.getByRole('button', { name: 'Yeni Program Oluştur' }).click();
    await expect
      .poll(() => page.getByText('Beslenme programı oluşturulurken bir hata oluştu').isVisible(), slow)
      .toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});
