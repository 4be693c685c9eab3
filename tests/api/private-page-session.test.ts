import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssrEntryPathOf } from '../../src/server/pages/index.ts';
import { authUsers } from '../../src/server/db/schema/index.ts';
import { PAGE_FRAME_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID } from '../../src/shared/ssr.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A private area's page carries the session the server read from the request's cookie (ADR 0033),
// so the area's guard starts without a round trip: the right user or null, never stored by a
// cache, and written so that no value can end the element. Public pages carry none. For a user of the
// area's role the page also comes rendered, inert until the app hydrates it, with the frame's data
// (ADR 0035). The web root is a stand-in (an empty manifest and an SSR entry that renders what it was
// given, and fails on the exercise screen): the server's side of the contract is what is tested; the
// real screens are rendered and hydrated in tests/e2e/private-pages.e2e.ts.

const SESSION_ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">([^<]*)</script>`);
const FRAME_ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_FRAME_ELEMENT_ID}">([^<]*)</script>`);
const STAND_IN_ENTRY = `
export function shellModulesOf() { return []; }
export function shellNoscriptOf() { return ''; }
export async function renderPublicPage() {
  return { kind: 'page', status: 200, head: '', body: '<main></main>', routeModules: [], entry: 'app', isPrivate: false };
}
export async function renderPrivatePage({ request, session, frame, nonce }) {
  if (new URL(request.url).pathname === '/kullanici/egzersiz') throw new Error('cannot render here');
  const frameKeys = Object.keys(frame).join(',');
  return { body: '<main data-rendered-for="' + session.user.role + '" data-frame="' + frameKeys + '" data-nonce="' + nonce + '"></main>', routeModules: [], title: 'Stand-in' };
}
`;

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'denge-page-session-')), 'web');
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Denge</title></head><body><div id="root"></div></body></html>',
  );
  const entryPath = ssrEntryPathOf(webRoot);
  mkdirSync(path.dirname(entryPath), { recursive: true });
  writeFileSync(entryPath, STAND_IN_ENTRY);
  server = await startTestServer({ webRoot });
});
afterAll(async () => {
  await server?.close();
  if (webRoot) rmSync(path.dirname(webRoot), { recursive: true, force: true });
});

async function openPage(pathname: string, cookie?: string) {
  const response = await fetch(`${server.baseUrl}${pathname}`, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const json = SESSION_ELEMENT.exec(html)?.[1];
  const frameJson = FRAME_ELEMENT.exec(html)?.[1];
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    html,
    session: json === undefined ? undefined : JSON.parse(json),
    frame: frameJson === undefined ? undefined : JSON.parse(frameJson),
    root: /<div id="root"( inert)?>(<main[^>]*>)?/.exec(html),
  };
}

describe('the session in a private area’s page', () => {
  it('carries the signed-in client on a client-area page, and is never stored', async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const page = await openPage('/kullanici/kalori-gunlugu', client.cookieHeader);
    expect(page.status).toBe(200);
    expect(page.session).toEqual({
      user: expect.objectContaining({ email: demoEmails.clientA, role: 'client' }),
    });
    expect(page.cacheControl).toBe('no-store');
  });

  it('carries the signed-in dietitian on an admin page', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const page = await openPage('/clients', admin.cookieHeader);
    expect(page.session).toEqual({ user: expect.objectContaining({ email: demoEmails.admin, role: 'admin' }) });
  });

  it('says "no user" to a visitor without a session, and for a cookie that is not a session', async () => {
    expect((await openPage('/panel')).session).toEqual({ user: null });
    const forged = await openPage('/kullanici', 'better-auth.session_token=forged.value');
    expect(forged.session).toEqual({ user: null });
  });

  it('carries the user as they are, whatever the area: the guard decides (an admin on a client page)', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const page = await openPage('/kullanici', admin.cookieHeader);
    expect(page.session?.user?.role).toBe('admin');
  });

  it('escapes a name that tries to end the element', async () => {
    const db = server.runtime.deps.db;
    const hostile = 'Ayşe </script><script>alert(1)</script>';
    await db.update(authUsers).set({ name: hostile }).where(eq(authUsers.email, demoEmails.clientB));
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const page = await openPage('/kullanici', client.cookieHeader);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.session?.user?.name).toBe(hostile);
  });

  it('comes rendered for a user of its area, inert until the app runs, with the frame’s data', async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const clientPage = await openPage('/kullanici', client.cookieHeader);
    expect(clientPage.root?.[0]).toMatch(
      /^<div id="root" inert><main data-rendered-for="client" data-frame="siteLogo,consentStepNeeded"/,
    );
    // The demo client has passed the consent step: the screen renders at once (ADR 0081).
    expect(clientPage.frame).toEqual({ siteLogo: { logoUrl: null }, consentStepNeeded: false });
    expect(clientPage.cacheControl).toBe('no-store');
    // The hydration data is an inline script: the page was rendered with this response's nonce.
    const nonce = /data-nonce="([^"]+)"/.exec(clientPage.html)?.[1];
    expect(clientPage.html).toContain(`nonce="${nonce}"`);

    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const adminPage = await openPage('/clients', admin.cookieHeader);
    expect(adminPage.root?.[2]).toContain('data-rendered-for="admin" data-frame="adminAppearance"');
    expect(adminPage.frame?.adminAppearance).toEqual(expect.objectContaining({ colorMode: expect.any(String) }));
  });

  it('comes as the shell, with its session, to anyone else, and when the screen cannot render on the server', async () => {
    expect((await openPage('/panel')).root?.[0]).toBe('<div id="root">');
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const adminOnClientPage = await openPage('/kullanici', admin.cookieHeader);
    expect(adminOnClientPage.root?.[0]).toBe('<div id="root">');
    expect(adminOnClientPage.frame).toBeUndefined();

    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const failed = await openPage('/kullanici/egzersiz', client.cookieHeader);
    expect(failed.status).toBe(200);
    expect(failed.root?.[0]).toBe('<div id="root">');
    expect(failed.session?.user?.email).toBe(demoEmails.clientA);
    expect(failed.cacheControl).toBe('no-store');
  });

  it('is not on public pages, which stay cacheable for revalidation', async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    for (const pathname of ['/sepet', '/randevu']) {
      const page = await openPage(pathname, client.cookieHeader);
      expect(page.status).toBe(200);
      expect(page.session).toBeUndefined();
      expect(page.html).not.toContain(PAGE_SESSION_ELEMENT_ID);
      expect(page.cacheControl).toBe('no-cache');
    }
  });
});
