import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoConsoleErrors, openPage, setUpBrowser, signInAsAdmin, signInAsClient } from './support/browser.ts';

// Issue #17 (ADR 0026): a page's scripts all start at once. The page's HTML references (script or
// modulepreload) every script the browser fetches until the network is idle, so no chunk waits for
// another before the first paint; and the public pages fetch nothing of the admin or client areas.

const browser = setUpBrowser();

const pages = ['/', '/blog', '/urunler', '/randevu', '/sepet', '/login', '/kullanici/giris', '/panel', '/kullanici'];
const privateChunk = /\/assets\/(private-routes|admin-layout|client-layout|auth-guard|rich-text-editor)-/;

async function scriptsOf(path: string, signIn?: (page: Page) => Promise<void>) {
  const session = await openPage(browser());
  if (signIn) {
    // Signed in on a page of its own; the screen is then opened by its address, with an empty cache.
    await signIn(session.page);
    session.page = await session.context.newPage();
    session.page.on('console', (message) => {
      if (message.type() === 'error') session.consoleErrors.push(message.text());
    });
    const cdp = await session.context.newCDPSession(session.page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  const fetched: string[] = [];
  session.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) fetched.push(url.pathname);
  });
  const response = await session.page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const referenced = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
  return { session, fetched, referenced, finalPath: new URL(session.page.url()).pathname };
}

describe('scripts before the first paint', () => {
  it.each(pages)('%s: every script is in the HTML; nothing waits for another', async (path) => {
    const { session, fetched, referenced } = await scriptsOf(path);
    expect(fetched.length).toBeGreaterThan(1);
    // A visitor sent from an admin or client path to its sign-in page loads that page in the same
    // document: those chunks come after the guard's answer, by design.
    const isRedirected = path === '/panel' || path === '/kullanici';
    const late = fetched.filter((file) => !referenced.has(file));
    if (isRedirected) expect(fetched).toEqual(expect.arrayContaining([...referenced]));
    else expect(late, path).toEqual([]);
    expectNoConsoleErrors(session);
  });

  it('the public pages fetch no admin or client-area chunk', async () => {
    for (const path of ['/', '/blog', '/urunler', '/randevu', '/login', '/kullanici/giris']) {
      const { session, fetched } = await scriptsOf(path);
      expect(
        fetched.filter((file) => privateChunk.test(file)),
        path,
      ).toEqual([]);
      await session.context.close();
    }
  });
});

describe('a signed-in screen opened by its address', () => {
  it.each([
    { path: '/clients', screen: 'clients-page', signIn: signInAsAdmin },
    { path: '/panel', screen: 'dashboard-page', signIn: signInAsAdmin },
    { path: '/kullanici', screen: 'home-page', signIn: signInAsClient },
    { path: '/kullanici/kalori-gunlugu', screen: 'diary-page', signIn: signInAsClient },
  ])(
    '$path: its screen’s chunk comes with the HTML, not after the area’s code has run',
    async ({ path, screen, signIn }) => {
      const { session, fetched, referenced, finalPath } = await scriptsOf(path, signIn);
      expect(finalPath).toBe(path);
      expect(
        [...referenced].some((file) => file?.startsWith(`/assets/${screen}-`)),
        screen,
      ).toBe(true);
      // Parts a screen loads on purpose later (the dashboard's chart) may still come after.
      expect(fetched.filter((file) => file.includes('private-routes') && !referenced.has(file))).toEqual([]);
      expectNoConsoleErrors(session);
    },
  );
});
