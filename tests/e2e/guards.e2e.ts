import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminPaths, clientPaths } from '../../src/shared/routes.ts';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInAsAdmin,
} from './support/browser.ts';

const browser = setUpBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const sessionOf = async (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/auth/session')).json()).user);

describe('guards', () => {
  it('sends a visitor from every admin path to /login', async () => {
    const session = await openPage(browser());
    const { page } = session;
    for (const path of adminPaths) {
      await page.goto(path);
      await page.waitForURL('**/login');
      expect(pathOf(page), path).toBe('/login');
    }
    expectNoConsoleErrors(session);
  });

  it('sends a visitor from every client path to /kullanici/giris', async () => {
    const session = await openPage(browser());
    const { page } = session;
    for (const path of clientPaths) {
      await page.goto(path);
      await page.waitForURL('**/kullanici/giris');
      expect(pathOf(page), path).toBe('/kullanici/giris');
    }
    expectNoConsoleErrors(session);
  });

  it('returns the dietitian to the page the guard came from', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await page.goto('/site-settings/logo');
    await page.waitForURL('**/login');
    await page.getByLabel('E-posta').fill(demo.admin);
    await page.getByLabel('Şifre').fill('Demo1234!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/site-settings/logo');
    // The active menu item is the longest matching path, inside its opened group.
    const active = page.locator('a[aria-current="page"]');
    await expect.poll(() => active.textContent()).toBe('Logo');
    expectNoConsoleErrors(session);
  });

  it('signs a client out who opens an admin path, and sends them to /login', async () => {
    const session = await openPage(browser(), { signedInAs: demo.clientB });
    const { page } = session;
    await page.goto('/clients');
    await page.waitForURL('**/login');
    expect(await sessionOf(page)).toBeNull();
    expectNoConsoleErrors(session);
  });

  it('signs the dietitian out who opens a client path, and sends them to /kullanici/giris', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.goto('/kullanici/profil');
    await page.waitForURL('**/kullanici/giris');
    expect(await sessionOf(page)).toBeNull();
    expectNoConsoleErrors(session);
  });

  it('checks the session again on every path change (a session ended elsewhere is noticed)', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Yönetim' }).waitFor();
    // The session ends outside this page (another tab signs out); the next in-app navigation notices.
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await page.getByRole('link', { name: 'Danışanlar', exact: true }).click();
    await page.waitForURL('**/login');
    expectNoConsoleErrors(session);
  });

  it('answers the first check of a page from the session it came with, and asks the server on the next path', async () => {
    const session = await openPage(browser());
    await signInAsAdmin(session.page);
    // A second tab of the same browser: the first one's own checks after signing in stay out of the count.
    const page = await session.context.newPage();
    const sessionRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') sessionRequests.push(request.url());
    });
    await page.goto('/clients'); // a full page load: the server wrote the session into the page (ADR 0033)
    await page.getByRole('heading', { name: 'Danışanlar', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Yönetim' }).waitFor();
    expect(sessionRequests).toEqual([]);
    await page.getByRole('link', { name: 'Kontrol Paneli', exact: true }).click();
    await page.waitForURL('**/panel');
    await expect.poll(() => sessionRequests.length).toBeGreaterThan(0);
    expectNoConsoleErrors(session);
  });

  it('redirects unknown paths and the cart’s /products links to /', async () => {
    const session = await openPage(browser());
    const { page } = session;
    for (const path of ['/yok-boyle-bir-sayfa', '/products', '/products/12', '/hakkimizda', '/iletisim']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      expect(pathOf(page), path).toBe('/');
    }
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});

describe('a session that ends elsewhere (issue #39)', () => {
  it('sends the other tabs to the sign-in page at once when one tab signs out', async () => {
    const session = await openPage(browser());
    const { page, context } = session;
    await signInAsAdmin(page);
    await page.goto('/clients');
    const other = await context.newPage();
    await other.goto('/site-settings/index');
    await other.getByLabel('Meta Başlık').waitFor();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    // The other tab was not touched: it leaves by itself.
    await other.waitForURL('**/login', { timeout: 10_000 });
    expect(await other.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  });

  it('goes to the sign-in page on the first request that finds the session gone (another device), with no error messages', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page, context } = session;
    await signInAsAdmin(page);
    await page.goto('/site-settings/index');
    await page.getByLabel('Meta Başlık').waitFor();
    // Signed out outside this page (as another device's sign-out or a deleted admin would end it).
    await context.request.post('/api/auth/sign-out');
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
    // Once the sign-in page is there, nothing of the failed save is left on screen. (Its button, not an
    // 'E-posta' label: the settings screen has one too, and may still show while the sign-in page loads.)
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    const messages = await page
      .getByRole('alert')
      .evaluateAll((alerts) =>
        alerts.filter((alert) => alert.checkVisibility()).map((alert) => alert.textContent?.trim()),
      );
    expect(messages.filter(Boolean)).toEqual([]);
    expectNoConsoleErrors(session, [/status of 401/]);
  });
});
