import type { Page } from 'playwright-core';
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

// The exercise library (spec 1 §2.8): category chips, cards, the detail view with its countdown.

const browser = setUpBrowser();

const EXERCISES = '/kullanici/egzersiz';

async function openLibrary(page: Page, email: string = demo.clientA) {
  await signInAsClient(page, email);
  await page.goto(EXERCISES);
  await page.getByRole('heading', { name: 'Egzersizler', level: 1 }).waitFor();
  await page.getByRole('article').first().waitFor();
}

const timerText = (page: Page) => page.getByRole('timer').textContent();

describe('exercise library (/kullanici/egzersiz)', () => {
  it('filters by category, starts an exercise, counts down with pause and reset, and finishes', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    // The countdown's clock is the test's: time passes when the test says so (runFor), not by waiting.
    await session.context.clock.install();
    await openLibrary(page);
    const chip = (name: string) => page.getByRole('button', { name, exact: true });
    expect(await chip('Tümü').getAttribute('aria-pressed')).toBe('true');
    const all = await page.getByRole('article').count();
    expect(all).toBeGreaterThanOrEqual(18);

    await chip('Güç').click();
    expect(await chip('Güç').getAttribute('aria-pressed')).toBe('true');
    const strength = await page.getByRole('article').count();
    expect(strength).toBeGreaterThan(0);
    expect(strength).toBeLessThan(all);
    expect(await page.getByRole('heading', { name: 'Plank' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'İp Atlama' }).count()).toBe(0);
    await chip('Kardio').click();
    expect(await page.getByRole('heading', { name: 'İp Atlama' }).isVisible()).toBe(true);
    await chip('Esneklik').click();
    expect(await page.getByRole('heading', { name: 'Kobra Esnemesi' }).isVisible()).toBe(true);
    await chip('Tümü').click();

    const plank = page.getByRole('article', { name: 'Plank' });
    // Images load lazily: bring the card into view as a person scrolling would.
    await plank.scrollIntoViewIfNeeded();
    expect(await plank.getByText('1 dk').isVisible()).toBe(true);
    // The card's own illustration (gif_url) loaded.
    await expect
      .poll(() => plank.getByRole('img', { name: 'Plank' }).evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await plank.getByRole('button', { name: 'Plank: Başla' }).click();

    await page.getByRole('heading', { name: 'Plank', level: 1 }).waitFor();
    expect(await page.getByRole('img', { name: 'Plank' }).isVisible()).toBe(true);
    expect(await timerText(page)).toBe('01:00');
    await page.getByRole('button', { name: 'Başlat' }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => timerText(page)).toMatch(/^00:5\d$/);
    await page.getByRole('button', { name: 'Duraklat' }).click();
    const paused = await timerText(page);
    await page.clock.runFor(1500);
    expect(await timerText(page)).toBe(paused);
    expect(await page.getByRole('button', { name: 'Devam Et' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sıfırla' }).click();
    expect(await timerText(page)).toBe('01:00');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Egzersizi Bitir' }).click();
    await page.getByRole('heading', { name: 'Egzersizler', level: 1 }).waitFor();
    expect(await page.getByRole('article').count()).toBe(all);
    expectNoConsoleErrors(session);
  });

  it('is accessible on desktop, and the back button leaves the detail view', async () => {
    const session = await openPage(browser(), { viewport: desktopViewport });
    const { page } = session;
    await openLibrary(page, demo.clientC);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Tempolu Yürüyüş: Başla' }).click();
    expect(await timerText(page)).toBe('30:00');
    await expectAccessible(page);
    await page.goBack();
    await page.getByRole('heading', { name: 'Egzersizler', level: 1 }).waitFor();
    expectNoConsoleErrors(session);
  });

  it("shows 'Bu kategoride henüz egzersiz bulunmuyor.' for an empty category", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    // A library with cardio exercises only.
    await page.route('**/api/me/exercises', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { exercises: Array<{ category: string }> };
      await route.fulfill({
        response,
        json: { exercises: body.exercises.filter((exercise) => exercise.category === 'cardio') },
      });
    });
    await openLibrary(page, demo.clientC);
    await page.getByRole('button', { name: 'Esneklik', exact: true }).click();
    await expect.poll(() => page.getByText('Bu kategoride henüz egzersiz bulunmuyor.').isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows a placeholder when an image cannot be loaded', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await page.route('**/exercises/*.svg', (route) => route.abort());
    await openLibrary(page);
    const card = page.getByRole('article', { name: 'Plank' });
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getByRole('img', { name: 'Plank: Görsel yüklenemedi' }).isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/net::ERR_FAILED/]);
  });

  it('logs a failed load and offers a retry', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await signInAsClient(page);
    let shouldFail = true;
    await page.route('**/api/me/exercises', (route) =>
      shouldFail ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'x' } }) : route.fallback(),
    );
    await page.goto(EXERCISES);
    await expect
      .poll(
        () =>
          page.getByRole('alert').filter({ hasText: 'Egzersizler yüklenemedi. Lütfen tekrar deneyin.' }).isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect(warnings.some((text) => text.includes('[exercises] load failed'))).toBe(true);
    shouldFail = false;
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await page.getByRole('article').first().waitFor();
    expectNoConsoleErrors(session, [/status of 503/]);
  });
});
