import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIstanbul, weekDayOfIsoDay } from '../../src/shared/dates.ts';
import { weekDayLabels } from '../../src/shared/constants.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, type FreshClient, signInClientApi } from './support/fresh-client.ts';

// Alternatives ('veya') of a programme's food lines and the picker's favourites and recent foods
// (issue #40, ADR 0075 stop 54): 'Veya ekle' by keyboard, the kcal difference, totals of the main
// lines only, the star, the groups, the empty and error states, and the client's page on a phone.

const browser = setUpBrowser();

const slow = { timeout: 10_000 };
const serverError = /status of 500/;

type SavedAlternative = { grams: number | null; food: { name: string } };
type ProgramAnswer = {
  program: { version: number; foodLines: { food: { name: string }; alternatives: SavedAlternative[] }[] } | null;
};

async function savedProgram(page: Page, client: FreshClient) {
  const response = await page.request.get(`/api/admin/nutrition-programs/${client.id}`);
  return ((await response.json()) as ProgramAnswer).program;
}

async function foodIdOf(page: Page, name: string) {
  const response = await page.request.get(`/api/admin/foods?search=${encodeURIComponent(name)}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  return items.find((item) => item.name === name)!.id;
}

/** The star of a food in the picker: its name is 'Favori', the food's name is its description. */
const starOf = (dialog: ReturnType<Page['getByRole']>, food: string) =>
  dialog.getByRole('listitem').filter({ hasText: food }).getByRole('button', { name: 'Favori' });

async function prepareClient(page: Page, label: string) {
  const client = await createFreshClient(page, label);
  const created = await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } });
  expect(created.status()).toBe(201);
  return client;
}

async function openEditor(page: Page, client: FreshClient) {
  await page.goto(`/nutrition-programs?client=${client.id}`);
  await expect.poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).isVisible(), slow).toBe(true);
}

/** Saves a meal's lines through the editor's own PATCH (at the programme's version). */
async function saveLines(page: Page, client: FreshClient, foodLines: Record<string, unknown[]>) {
  const version = (await savedProgram(page, client))!.version;
  const saved = await page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
    data: { version, foodLines },
  });
  expect(saved.status()).toBe(200);
}

/** 'Besin ekle' with a search and a food chosen: the dialog, ready for an amount. */
async function chooseFood(dialog: ReturnType<Page['getByRole']>, search: string, food: string) {
  await dialog.getByLabel('Besin ara').fill(search);
  const result = dialog.getByRole('button', { name: new RegExp(`^${food}`) });
  await expect.poll(() => result.isVisible(), slow).toBe(true);
  await result.click();
}

describe("alternatives ('veya') in the programme editor (/nutrition-programs)", () => {
  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`adds an alternative by keyboard, shows its kcal and difference, keeps the meal total, and saves it (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await prepareClient(page, `Veya ${name}`);
      await saveLines(page, client, {
        monday_breakfast: [{ foodId: await foodIdOf(page, 'Haşlanmış yumurta'), grams: 100 }],
      });
      await openEditor(page, client);
      await expect.poll(() => page.getByText('Öğün toplamı: 155 kcal').count(), slow).toBe(1);

      // The keyboard alone: focus 'Veya ekle', open, type, Tab to the first result, choose, type the amount, Enter.
      const addAlternative = page.getByRole('button', { name: 'Pazartesi Kahvaltı: Haşlanmış yumurta için veya ekle' });
      await addAlternative.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pazartesi Kahvaltı: Haşlanmış yumurta yerine (veya)' });
      await expect.poll(() => dialog.isVisible(), slow).toBe(true);
      await page.keyboard.type('beyaz peynir');
      const result = dialog.getByRole('button', { name: /^Beyaz peynir/ });
      await expect.poll(() => result.isVisible(), slow).toBe(true);
      await result.focus();
      await page.keyboard.press('Enter');
      expect(await result.getAttribute('aria-pressed')).toBe('true');
      await dialog.getByLabel('Miktar (g)').fill('60');
      // 60 g of white cheese (264 kcal per 100 g) is 158 kcal: 3 kcal more than the egg line's 155.
      await expect
        .poll(() => dialog.getByText('Bu miktar: 158 kcal (Haşlanmış yumurta satırına göre +3 kcal)').isVisible(), slow)
        .toBe(true);
      await dialog.getByLabel('Miktar (g)').press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const alternatives = page.getByRole('list', { name: 'Haşlanmış yumurta yerine yenebilecekler' });
      await expect.poll(() => alternatives.isVisible(), slow).toBe(true);
      const shown = await alternatives.textContent();
      expect(shown).toContain('veya Beyaz peynir');
      expect(shown).toContain('60 g');
      expect(shown).toContain('158 kcal');
      expect(shown).toContain('+3 kcal');
      // The meal's total is the main line's: the alternative is eaten instead, not as well.
      expect(await page.getByText('Öğün toplamı: 155 kcal').count()).toBe(1);
      await expect.poll(() => page.getByText('Tüm değişiklikler kaydedildi').isVisible(), slow).toBe(true);
      const saved = await savedProgram(page, client);
      expect(
        saved?.foodLines.map((line) => [line.food.name, line.alternatives.map((a) => [a.food.name, a.grams])]),
      ).toEqual([['Haşlanmış yumurta', [['Beyaz peynir', 60]]]]);
      await expectAccessible(page);

      await page.reload();
      await expect.poll(() => alternatives.textContent(), slow).toContain('veya Beyaz peynir');
      await page.getByRole('button', { name: 'Beyaz peynir alternatifini kaldır' }).click();
      await expect.poll(() => alternatives.count(), slow).toBe(0);
      await expect
        .poll(async () => (await savedProgram(page, client))?.foodLines[0]?.alternatives.length, slow)
        .toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expectNoConsoleErrors(session);
    });
  }

  it('stars a food: favourites first, then recent foods, each group named; unstarring takes it back', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    const client = await prepareClient(page, 'Favori');
    // A line saved now makes its food 'Son kullanılan'; the menemen starts unstarred (a retry may follow a star).
    await saveLines(page, client, { monday_lunch: [{ foodId: await foodIdOf(page, 'Lor peyniri'), grams: 50 }] });
    expect((await page.request.delete(`/api/admin/foods/${await foodIdOf(page, 'Menemen')}/favourite`)).status()).toBe(
      200,
    );
    await openEditor(page, client);

    await page.getByRole('button', { name: 'Pazartesi Kahvaltı: besin ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pazartesi Kahvaltı: besin ekle' });
    await dialog.getByLabel('Besin ara').fill('menemen');
    const menemen = dialog.getByRole('button', { name: /^Menemen/ });
    await expect.poll(() => menemen.isVisible(), slow).toBe(true);
    const star = starOf(dialog, 'Menemen');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), slow).toBe('true');

    // Without a search: the favourites, then the recent foods, under their names.
    await dialog.getByLabel('Besin ara').fill('');
    const results = dialog.getByRole('list', { name: 'Besin sonuçları' });
    // (The list read before the star may show for a moment while it is read again.)
    await expect.poll(() => results.getByRole('listitem').first().textContent(), slow).toMatch(/^FavoriMenemen/);
    await expect.poll(() => results.getByText('Son kullanılan', { exact: true }).isVisible(), slow).toBe(true);
    expect(await results.textContent()).toContain('Lor peyniri');
    expect(await results.getByText('Diğer besinler', { exact: true }).count()).toBe(0);
    await expectAccessible(page);

    await starOf(dialog, 'Menemen').click();
    await expect.poll(() => results.getByText('Favori', { exact: true }).count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`keeps the keyboard focus on a star while its food moves to 'Favori' and back (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await prepareClient(page, 'Favori odak');
      // None of the cheeses starts starred (a retry may follow a star), so the last one moves when starred.
      const found = await page.request.get(`/api/admin/foods?search=${encodeURIComponent('peynir')}`);
      for (const item of ((await found.json()) as { items: { id: string }[] }).items)
        expect((await page.request.delete(`/api/admin/foods/${item.id}/favourite`)).status()).toBe(200);
      await openEditor(page, client);

      await page.getByRole('button', { name: 'Pazartesi Kahvaltı: besin ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pazartesi Kahvaltı: besin ekle' });
      await dialog.getByLabel('Besin ara').fill('peynir');
      const results = dialog.getByRole('list', { name: 'Besin sonuçları' });
      // The picker lists foods before the search answers: wait for the cheeses only, or the food read as
      // the last one may be an unsearched list's, gone when the answer comes.
      const foodNames = () => results.getByRole('listitem').allTextContents();
      await expect
        .poll(async () => {
          const names = await foodNames();
          return names.length > 2 && names.every((name) => /peynir/i.test(name));
        }, slow)
        .toBe(true);
      await expect.poll(() => results.getByText('Favori', { exact: true }).count(), slow).toBe(0);
      const last = (await results.getByRole('listitem').last().getByRole('button').first().textContent())!
        .split(/\d/)[0]!
        .trim();
      const star = starOf(dialog, last);
      const isFocused = () => star.evaluate((element) => element === document.activeElement);

      // Enter on the last food's star: the food moves to the top under 'Favori', the focus stays on its star.
      await star.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => star.getAttribute('aria-pressed'), slow).toBe('true');
      await expect
        .poll(() => results.getByRole('listitem').first().textContent(), slow)
        .toMatch(new RegExp(`^Favori${last}`));
      await expect.poll(isFocused, slow).toBe(true);
      await expectAccessible(page);

      // Space unstars it: it goes back among the others, and the focus is still on its star.
      await page.keyboard.press('Space');
      await expect.poll(() => star.getAttribute('aria-pressed'), slow).toBe('false');
      await expect.poll(() => results.getByText('Favori', { exact: true }).count(), slow).toBe(0);
      await expect.poll(isFocused, slow).toBe(true);
      expectNoConsoleErrors(session);
      // Un-starring every cheese first is a request each: a busy machine needs more than the default minute.
    }, 150_000);
  }

  it('shows the empty picker, a full line, and a refused alternative in Turkish', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await prepareClient(page, 'Veya dolu');
    const [egg, cheese, curd, oats] = [
      await foodIdOf(page, 'Haşlanmış yumurta'),
      await foodIdOf(page, 'Beyaz peynir'),
      await foodIdOf(page, 'Lor peyniri'),
      await foodIdOf(page, 'Yulaf ezmesi'),
    ];
    await saveLines(page, client, {
      monday_breakfast: [
        {
          foodId: egg,
          grams: 100,
          alternatives: [cheese, curd, oats].map((foodId) => ({ foodId, grams: 40 })),
        },
      ],
      monday_dinner: [{ foodId: cheese, grams: 30 }],
    });
    // No favourites and no recent foods: the picker says how to find one.
    await page.route('**/api/admin/foods/picks*', (route: Route) =>
      new URL(route.request().url()).searchParams.get('search')
        ? route.fallback()
        : route.fulfill({ json: { foods: [] } }),
    );
    await openEditor(page, client);

    // Three alternatives: no fourth.
    expect(await page.getByText('En fazla 3 alternatif eklenebilir.').isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Pazartesi Kahvaltı: Haşlanmış yumurta için veya ekle' }).count(),
    ).toBe(0);

    await page.getByRole('button', { name: 'Pazartesi Akşam Yemeği: Beyaz peynir için veya ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pazartesi Akşam Yemeği: Beyaz peynir yerine (veya)' });
    await expect
      .poll(
        () =>
          dialog
            .getByText('Henüz favori ya da son kullanılan besin yok. Aramak için besin adını yazın.')
            .last()
            .isVisible(),
        slow,
      )
      .toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Alternatif ekle' }).click();
    await expect.poll(() => dialog.getByText('Listeden bir besin seçin.').isVisible(), slow).toBe(true);
    await chooseFood(dialog, 'lor', 'Lor peyniri');
    await dialog.getByLabel('Miktar (g)').fill('0');
    await dialog.getByRole('button', { name: 'Alternatif ekle' }).click();
    await expect
      .poll(() => dialog.getByText('Miktar 0 gramdan büyük ve en fazla 5000 gram olmalıdır.').isVisible(), slow)
      .toBe(true);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    expect(await page.getByRole('list', { name: 'Beyaz peynir yerine yenebilecekler' }).count()).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish errors when the foods cannot load and when a star cannot be saved', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await prepareClient(page, 'Veya hata');
    await openEditor(page, client);
    await page.route('**/api/admin/foods/*/favourite', (route: Route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await page.getByRole('button', { name: 'Pazartesi Kahvaltı: besin ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pazartesi Kahvaltı: besin ekle' });
    await dialog.getByLabel('Besin ara').fill('menemen');
    const star = starOf(dialog, 'Menemen');
    await expect.poll(() => star.isVisible(), slow).toBe(true);
    const wasFavourite = await star.getAttribute('aria-pressed');
    await star.click();
    await expect
      .poll(() => page.getByText('Favori kaydedilemedi. Lütfen tekrar deneyin.').isVisible(), slow)
      .toBe(true);
    expect(await star.getAttribute('aria-pressed')).toBe(wasFavourite);

    await page.route('**/api/admin/foods/picks*', (route: Route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await dialog.getByLabel('Besin ara').fill('mercimek');
    await expect.poll(() => dialog.getByText('Besinler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });

  it("the client sees 'veya' under today's line on a phone, and that 'Yedim' adds the main lines", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const client = await prepareClient(session.page, 'Veya danışan');
    const today = weekDayOfIsoDay(todayInIstanbul());
    await saveLines(session.page, client, {
      [`${today}_breakfast`]: [
        {
          foodId: await foodIdOf(session.page, 'Tam buğday ekmeği'),
          measure: 'slice',
          measureCount: 1,
          alternatives: [
            { foodId: await foodIdOf(session.page, 'Yulaf ezmesi'), measure: 'tablespoon', measureCount: 2 },
          ],
        },
      ],
    });

    const clientSession = await openPage(browser(), { viewport: phoneViewport });
    const { page } = clientSession;
    await signInClientApi(page.request, client.email);
    await page.goto('/kullanici/beslenme');
    const day = page.getByRole('region', { name: new RegExp(`^${weekDayLabels[today]}`) });
    const alternatives = day.getByRole('list', { name: 'Tam buğday ekmeği yerine yenebilecekler' });
    await expect.poll(() => alternatives.isVisible(), slow).toBe(true);
    // 2 tablespoons of oats: 30 g of 379 kcal per 100 g = 114 kcal.
    expect(await alternatives.textContent()).toContain('veya Yulaf ezmesi · 2 × 1 yemek kaşığı (30 g)');
    expect(await alternatives.textContent()).toContain('114 kcal');
    // The day's total is the bread slice's alone: its own slice, 30 g (ADR 0075), of 252 kcal per 100 g = 76 kcal.
    expect(await day.getByText('Günlük toplam: 76 kcal').isVisible()).toBe(true);
    expect(
      await day
        .getByText(
          "'Yedim' ilk yazılan besinleri günlüğe ekler; yerine alternatifini yediyseniz günlükte değiştirebilirsiniz.",
        )
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expectNoConsoleErrors(clientSession);
  });
});
