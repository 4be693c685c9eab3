import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #38, finding 8: with PUBLIC_URL unset, robots.txt, sitemap.xml, the pages' canonical and Open
// Graph URLs and the calendar feed's URL were built from the request's Host header, which anyone can
// send; a cache in front of the site then kept a stranger's host for everybody. They now name the
// configured address only (here the default of a server that is not a production one on PostgreSQL).

const STRANGER = 'evil.example';
const CONFIGURED = 'http://localhost:3000';

let server: TestServer;
let webRoot: string;

/**
 * A stand-in of the server-rendering entry (as page-render-cache.test.ts uses): it writes the canonical
 * and Open Graph tags from the origin the server hands it, as src/web/entry-server.tsx does (whose tags
 * content-public-pages.test.ts checks), so what is checked here is which origin the server hands over.
 */
const entrySource = `
export async function renderPublicPage({ request, origin }) {
  const url = new URL(request.url);
  const address = origin + url.pathname;
  return {
    kind: 'page', status: 200, routeModules: [], entry: 'islands', body: '<p>sayfa</p>',
    head: '<link rel="canonical" href="' + address + '"><meta property="og:url" content="' + address + '">',
  };
}
export function shellModulesOf() { return []; }
`;

beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'denge-public-url-'));
  webRoot = path.join(folder, 'web');
  mkdirSync(webRoot);
  mkdirSync(`${webRoot}-ssr`);
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(`${webRoot}-ssr`, 'entry-server.js'), entrySource);
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  // PUBLIC_URL empty: unset, as in a .env copied from .env.example.
  server = await startTestServer({ webRoot, env: { PUBLIC_URL: '', PORT: '3000' } });
});
afterAll(async () => {
  await server?.close();
  rmSync(path.dirname(webRoot), { recursive: true, force: true });
});

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path: pathname, headers: { host: STRANGER, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('no Host header in what is cached', () => {
  it.each(['/robots.txt', '/sitemap.xml'])(
    '%s names the configured address, never the Host header',
    async (pathname) => {
      const answer = await getWithHost(pathname);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(CONFIGURED);
      expect(answer.text).not.toContain(STRANGER);
    },
  );

  it.each(['/', '/blog', '/urunler'])(
    'the page %s has canonical and Open Graph URLs of the configured address',
    async (pathname) => {
      const answer = await getWithHost(pathname);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`<link rel="canonical" href="${CONFIGURED}${pathname}">`);
      expect(answer.text).toContain(`<meta property="og:url" content="${CONFIGURED}${pathname}">`);
      expect(answer.text).not.toContain(STRANGER);
    },
  );

  it("the calendar feed's URL is under the configured address", async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const answer = await getWithHost('/api/admin/appointments/calendar-feed', { cookie: admin.cookieHeader });
    expect(answer.status).toBe(200);
    const { url } = JSON.parse(answer.text) as { url: string };
    expect(new URL(url).origin).toBe(CONFIGURED);
  });
});
