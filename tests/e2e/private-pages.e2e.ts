import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminPaths, clientPaths } from '../../src/shared/routes.ts';
import {
  baseUrl,
  demo,
  demoPassword,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  signInAsClient,
} from './support/browser.ts';

// A private area's page opened by its address comes rendered by the server for its signed-in user
// (ADR 0035): the area's frame and the screen in its loading state, inert until the app hydrates it.
// The browser tests run React's development build, which reports every hydration mismatch as a
// console error, so opening each screen here checks that the server renders what the browser does.

const browser = setUpBrowser();

const serverFrameOf = async (page: Page, path: string) => {
  const response = await page.goto(path);
  return (await response?.text()) ?? '';
};

const waitUntilLive = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('inert') && root.childElementCount > 0;
  });

async function expectEveryScreenHydrated(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    const html = await serverFrameOf(page, path);
    expect(html, path).toMatch(/<div id="root" inert><div/);
    await waitUntilLive(page);
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
}

/** A browser context signed in through the API, with scripts on or off. */
async function signedInContext(role: 'admin' | 'client', javaScriptEnabled: boolean, theBrowser: Browser) {
  const context = await theBrowser.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { origin: baseUrl() },
    viewport: phoneViewport,
    javaScriptEnabled,
  });
  const response = await context.request.post(`/api/auth/${role}/sign-in`, {
    data: { email: role === 'admin' ? demo.admin : demo.clientA, password: demoPassword },
  });
  expect(response.ok()).toBe(true);
  return context;
}

describe('private pages rendered by the server', () => {
  it('hydrates every admin screen from the server’s frame without a mismatch', async () => {
    const session = await openPage(browser());
    await signInAsAdmin(session.page);
    await expectEveryScreenHydrated(session.page, adminPaths);
    expectNoConsoleErrors(session);
    // 35 screens one after another: on a loaded machine about a minute, the default limit.
  }, 120_000);

  it('hydrates every client screen from the server’s frame without a mismatch, on a phone', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    await signInAsClient(session.page);
    await expectEveryScreenHydrated(session.page, clientPaths);
    expectNoConsoleErrors(session);
  });

  it('shows the area and the screen before any script runs, and offers nothing to tap until the app runs', async () => {
    const clientContext = await signedInContext('client', false, browser());
    const clientPage = await clientContext.newPage();
    await clientPage.goto('/kullanici/kalori-gunlugu');
    await expect.poll(() => clientPage.locator('#root').getAttribute('inert')).toBe('');
    // The bottom bar and the screen's heading are there; inert, nothing on the page takes the focus.
    expect(await clientPage.locator('a[href="/kullanici/egzersiz"]').last().isVisible()).toBe(true);
    expect(await clientPage.locator('h1').first().textContent()).toBe('Kalori Günlüğü');
    await clientPage.keyboard.press('Tab');
    expect(await clientPage.evaluate(() => document.activeElement === document.body)).toBe(true);

    const adminContext = await signedInContext('admin', false, browser());
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/clients');
    expect(await adminPage.locator('h1').first().textContent()).toBe('Danışanlar');
    expect(await adminPage.locator('#admin-menu a[href="/clients"]').count()).toBe(1);
    await adminPage.keyboard.press('Tab');
    expect(await adminPage.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it('stays readable, not inert, when the app cannot start (a chunk fails to load)', async () => {
    // The chunk's load fails on purpose: Chromium and the app's import say so on the console.
    const session = await openPage(browser(), {
      viewport: phoneViewport,
      allowConsoleErrors: [/net::ERR_FAILED/, /Failed to fetch dynamically imported module/],
    });
    await signInAsClient(session.page);
    await session.page.route(/\/assets\/private-routes-[^/]*\.js$/, (route) => route.abort());
    // The goto returns once the page is no longer inert (support/browser.ts).
    await session.page.goto('/kullanici/kalori-gunlugu');
    expect(await session.page.locator('h1').first().textContent()).toBe('Kalori Günlüğü');
    expect(await session.page.locator('#root').getAttribute('inert')).toBeNull();
  });

  it('works at once when the app has run: the first tap after the frame turns live does its job', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientA });
    await session.page.goto('/kullanici');
    // Playwright waits for an element to be non-inert before it taps: this tap comes the moment the
    // app has made the page live.
    await session.page.getByRole('link', { name: 'Egzersiz' }).last().click();
    await session.page.waitForURL('**/kullanici/egzersiz');
    expectNoConsoleErrors(session);
  });
});
