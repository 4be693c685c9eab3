import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #38, finding 6: reads answered 500 on a NUL byte or a malformed percent-escape in the path or
// the query (`GET /uploads/%zz`, `GET /api/content/blog-posts/%00`, `GET /api/admin/foods?search=%00`).
// Every GET route (read from the mounted routes, as the authorization matrix does) gets hostile path
// parameters and every query parameter the shared query schemas name gets hostile values, from the
// route's own audience; the pages and the uploaded files too. None may answer 5xx.

let server: TestServer;
let callers: { admin: ApiClient; client: ApiClient };

beforeAll(async () => {
  server = await startTestServer();
  callers = {
    admin: await signedIn(server.baseUrl, 'admin', demoEmails.admin),
    client: await signedIn(server.baseUrl, 'client', demoEmails.clientA),
  };
});
afterAll(async () => {
  await server?.close();
});

/** A NUL byte, a control character, a malformed escape, an overlong or surrogate UTF-8 sequence. */
const hostileSegments = ['%00', 'a%00b', '%1B', '%zz', '%', '%E0%A4%A', '%C0%80', '%ED%A0%80'];
const hostileQueryValues = ['%00', 'a%00b', '%zz', '%ED%A0%80'];

/** Every parameter name a query schema of src/shared/schemas reads (`…QuerySchema` exports). */
async function queryParameterNames(): Promise<string[]> {
  const directory = path.join(import.meta.dirname, '../../src/shared/schemas');
  const names = new Set<string>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts'))) {
    const exports = (await import(path.join(directory, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!/QuerySchema$|ParamSchema$/.test(exportName)) continue;
      const shape = (value as { shape?: Record<string, unknown> }).shape;
      for (const name of Object.keys(shape ?? {})) names.add(name);
    }
  }
  return [...names].sort();
}

function readRoutes(): string[] {
  const paths = new Set<string>();
  for (const route of server.app.routes) {
    // The live stream never ends by itself; its guard is the same as every /api/me route's.
    if (route.method !== 'GET' || !route.path.startsWith('/api/') || route.path.endsWith('/events')) continue;
    paths.add(route.path);
  }
  return [...paths].sort();
}

function callerFor(routePath: string): ApiClient | null {
  if (routePath.startsWith('/api/admin/')) return callers.admin;
  if (routePath.startsWith('/api/me/')) return callers.client;
  return null;
}

describe('fuzz: hostile paths and queries on every read', () => {
  it('answers every GET route, page and upload path with a hostile escape without a 5xx', {
    timeout: 600_000,
  }, async () => {
    const routes = readRoutes();
    const queryNames = await queryParameterNames();
    expect(routes.length).toBeGreaterThan(40);
    expect(queryNames).toEqual(expect.arrayContaining(['search', 'page', 'date', 'q', 'slug']));
    const failures: string[] = [];
    let sent = 0;
    const send = async (requestPath: string, caller: ApiClient | null) => {
      const response = await fetch(server.baseUrl + requestPath, {
        headers: caller ? { cookie: caller.cookieHeader } : {},
        redirect: 'manual',
      });
      const text = await response.text();
      sent += 1;
      if (response.status >= 500) failures.push(`GET ${requestPath} → ${response.status} ${text.slice(0, 160)}`);
    };
    for (const route of routes) {
      const caller = callerFor(route);
      if (route.includes(':')) {
        for (const segment of hostileSegments) await send(route.replace(/:[A-Za-z]+/g, segment), caller);
      }
      const probePath = route.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const name of queryNames) {
        for (const value of hostileQueryValues) await send(`${probePath}?${name}=${value}`, caller);
      }
    }
    const pages = [
      '/',
      '/blog',
      '/blog/:x',
      '/urunler',
      '/urunler/:x',
      '/randevu',
      '/sepet',
      '/kullanici/:x',
      '/panel/:x',
    ];
    for (const page of pages) {
      for (const segment of hostileSegments) {
        await send(page.replace(':x', segment), null);
        await send(`${page.replace(':x', 'a')}?q=${segment}`, null);
      }
    }
    for (const segment of hostileSegments) {
      await send(`/uploads/${segment}`, null);
      await send(`/uploads/product/${segment}/800.webp`, null);
      await send(`/${segment}`, null);
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
