import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, openPage, setUpBrowser } from './support/browser.ts';

// Issue #17 (ADR 0026): a page's scripts all start at once. The page's HTML references (script or
// modulepreload) every script the browser fetches until the network is idle, so no chunk waits for
// another before the first paint; and the public pages fetch nothing of the admin or client areas.

const browser = setUpBrowser();

const pages = ['/', '/blog', '/urunler', '/randevu', '/sepet', '/login', '/kullanici/giris', '/panel', '/kullanici'];
const privateChunk = /\/assets\/(private-routes|admin-layout|client-layout|auth-guard|rich-text-editor)-/;

async function scriptsOf(path: string) {
  const session = await openPage(browser());
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
