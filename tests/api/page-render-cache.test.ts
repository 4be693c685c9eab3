import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../src/server/app-context.ts';
import { createPageRenderer, ssrEntryPathOf } from '../../src/server/pages/index.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { products } from '../../src/server/db/schema/index.ts';
import { forgetKept } from '../../src/server/realtime/kept-reads.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The kept server-rendered pages (page-rendering.ts): a page that read only kept content is rendered
// once and served again with each response's own nonce, until the content changes; a page that read
// anything else (a blog post, whose view count rises per load) is rendered on every request. The
// SSR entry here is a stand-in that counts its renders and reads what a real page would.

const entrySource = `
export let renders = 0;
export async function renderPublicPage({ request, content, shop, nonce }) {
  renders += 1;
  const url = new URL(request.url);
  if (url.pathname === '/urunler') {
    const catalogue = await shop.catalogue({});
    return {
      kind: 'page', status: 200, head: '', routeModules: [],
      body: '<p>render ' + renders + ' ' + catalogue.products.map((item) => item.name + ' ' + item.price).join(', ') + '</p><script nonce="' + nonce + '">hydrate()</script>',
    };
  }
  const site = await content.site();
  if (url.pathname.startsWith('/doc')) {
    // A document page (ADR 0027): no inline script, so no nonce; '/doc-post' reads a post too.
    if (url.pathname === '/doc-post') await content.blogPost('x');
    if (url.pathname === '/doc-list') await content.blogPosts();
    return { kind: 'page', status: 200, head: '', routeModules: [], entry: 'islands', body: '<p>document ' + renders + '</p>' };
  }
  const extra = url.pathname === '/' ? (await content.home()).slides.length : (await content.blogPost('x'), 'post');
  return {
    kind: 'page', status: 200, head: '<title>' + site.siteTitle + '</title>', routeModules: [],
    body: '<p>render ' + renders + ' ' + extra + '</p><script nonce="' + nonce + '">hydrate()</script>',
  };
}
export function shellModulesOf() { return []; }
`;

let server: TestServer;
let webRoot: string;
let app: Hono<AppEnv>;
let nonceCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'denge-render-cache-')), 'web');
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  const entryPath = ssrEntryPathOf(webRoot);
  mkdirSync(path.dirname(entryPath), { recursive: true });
  writeFileSync(entryPath, entrySource);
  const indexHtml = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  const renderer = createPageRenderer(webRoot, indexHtml);
  if (!renderer) throw new Error('the stand-in SSR entry was not found');
  app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', server.runtime.deps);
      nonceCounter += 1;
      c.set('secureHeadersNonce', `nonce-${nonceCounter}`);
      await next();
    })
    .get('*', renderer.renderPage);
});
afterAll(async () => {
  await server?.close();
  rmSync(path.dirname(webRoot), { recursive: true, force: true });
});
// A late announcement of an earlier test's change would drop a page a test has just rendered.
beforeEach(async () => {
  await awaitEarlierLiveEvents(server.runtime.deps);
  forgetKept();
});

const get = async (pathname: string) => {
  const response = await app.request(`https://denge.example${pathname}`);
  return { status: response.status, html: await response.text(), nonce: `nonce-${nonceCounter}` };
};
/** A content change as any writer makes it: the table's trigger announces it to every process. */
async function changeContent(): Promise<void> {
  await server.runtime.deps.db.execute(sql`update site_settings set updated_at = now()`);
  await awaitEarlierLiveEvents(server.runtime.deps);
}
const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('kept server-rendered pages', () => {
  it('renders the home page once and serves it again, each time under its own nonce', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.status).toBe(200);
    expect(renderNumber(second.html)).toBe(renderNumber(first.html));
    expect(first.html).toContain(`<script nonce="${first.nonce}">`);
    expect(second.html).toContain(`<script nonce="${second.nonce}">`);
    expect(first.nonce).not.toBe(second.nonce);
    expect(second.html).not.toContain('ssr-nonce-');
  });

  it('renders it again after a content change', async () => {
    const before = await get('/');
    await changeContent();
    const after = await get('/');
    expect(renderNumber(after.html)).toBe(renderNumber(before.html) + 1);
  });

  it('keeps one page per address', async () => {
    const home = await get('/');
    const withQuery = await get('/?ref=mail');
    expect(renderNumber(withQuery.html)).toBe(renderNumber(home.html) + 1);
    expect(renderNumber((await get('/?ref=mail')).html)).toBe(renderNumber(withQuery.html));
  });

  it('keeps the catalogue, which reads the kept products, until a product changes', async () => {
    const first = await get('/urunler');
    const second = await get('/urunler');
    expect(renderNumber(second.html)).toBe(renderNumber(first.html));
    const [product] = await server.runtime.deps.db
      .select({ id: products.id, salePrice: products.salePrice })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(1);
    if (!product) throw new Error('the demo shop has no active product');
    // Written straight to the table, as no service would: the trigger announces it all the same.
    await server.runtime.deps.db.update(products).set({ salePrice: 12345.67 }).where(eq(products.id, product.id));
    try {
      // Once the announcement has reached this process, the kept page is gone: the next is rendered anew.
      await awaitEarlierLiveEvents(server.runtime.deps);
      const after = await get('/urunler');
      expect(renderNumber(after.html)).toBeGreaterThan(renderNumber(second.html));
      expect(after.html).toContain('12345.67');
    } finally {
      await server.runtime.deps.db
        .update(products)
        .set({ salePrice: product.salePrice })
        .where(eq(products.id, product.id));
      // The restore is announced too: wait for it here, not in the middle of the next test.
      await awaitEarlierLiveEvents(server.runtime.deps);
      expect((await get('/urunler')).html).not.toContain('12345.67');
    }
  });

  it('keeps at most a hundred pages, dropping the least recently served first', async () => {
    const home = await get('/');
    for (let page = 0; page < 99; page++) await get(`/?page=${page}`);
    // The home page was kept first; serving it again makes it the most recent…
    expect(renderNumber((await get('/')).html)).toBe(renderNumber(home.html));
    // …so the next new address pushes out '/?page=0' instead.
    const newest = await get('/?page=new');
    expect(renderNumber((await get('/')).html)).toBe(renderNumber(home.html));
    expect(renderNumber((await get('/?page=0')).html)).toBeGreaterThan(renderNumber(newest.html));
  });

  it('renders a page that read more than kept content on every request', async () => {
    const first = await get('/blog/x');
    const second = await get('/blog/x');
    expect(renderNumber(second.html)).toBe(renderNumber(first.html) + 1);
  });
});

describe('kept document pages (no nonce)', () => {
  const fetchDocument = async (pathname: string, acceptEncoding?: string) => {
    const response = await app.request(`https://denge.example${pathname}`, {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('Content-Encoding');
    const html = (
      encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
    ).toString();
    return { encoding, bytes, html, vary: response.headers.get('Vary') };
  };

  it('compresses a kept document page once per encoding and sends the same bytes again', async () => {
    const accepted = 'gzip, deflate, br, zstd';
    const first = await fetchDocument('/doc', accepted);
    expect(first.encoding).toBe('br');
    expect(first.vary).toContain('Accept-Encoding');
    // The first response is compressed quickly; the best compression, made after it, is kept and sent
    // from then on (sendKeptBytes).
    // The best compression is made in the background: wait for the state, with a guard against a hang.
    const second = await vi.waitFor(
      async () => {
        const [one, other] = [await fetchDocument('/doc', accepted), await fetchDocument('/doc', accepted)];
        expect(other.bytes.equals(one.bytes)).toBe(true);
        return other;
      },
      { timeout: 10_000 },
    );
    expect(second.bytes.length).toBeLessThanOrEqual(first.bytes.length);
    expect(second.html).toBe(first.html);
    expect(renderNumber(first.html.replace('document', 'render'))).toBe(
      renderNumber(second.html.replace('document', 'render')),
    );
    expect(first.html).toContain('<p>document ');
    const gzipped = await fetchDocument('/doc', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.html).toBe(first.html);
    const plain = await fetchDocument('/doc');
    expect(plain.encoding).toBeNull();
    expect(plain.html).toBe(first.html);
  });

  it('compresses it anew after a content change', async () => {
    const before = await fetchDocument('/doc', 'br');
    await changeContent();
    const after = await fetchDocument('/doc', 'br');
    expect(after.html).not.toBe(before.html);
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('keeps the blog list, which reads the kept posts', async () => {
    const first = await fetchDocument('/doc-list', 'gzip');
    const second = await fetchDocument('/doc-list', 'gzip');
    expect(second.html).toBe(first.html);
  });

  it('leaves a document page that is not kept (a post) to the compression middleware', async () => {
    const post = await fetchDocument('/doc-post', 'gzip, br');
    expect(post.encoding).toBeNull();
    expect(post.html).toContain('<p>document ');
  });
});
