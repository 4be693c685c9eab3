import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { SessionResponse } from '../../shared/schemas/auth.ts';
import type { PublicAppointmentsSource } from '../../shared/schemas/appointments.ts';
import type { PublicContentSource } from '../../shared/schemas/content.ts';
import type { PublicShopSource } from '../../shared/schemas/shop.ts';
import {
  PAGE_FRAME_ELEMENT_ID,
  PAGE_SESSION_ELEMENT_ID,
  type PageFrameData,
  type RenderPrivatePage,
  type RenderPublicPage,
  type ShellModulesOf,
  type ShellNoscriptOf,
  scriptSafeJson,
} from '../../shared/ssr.ts';
import type { AppEnv } from '../app-context.ts';
import { createPublicAppointmentsSource } from '../modules/appointments/appointments-availability-service.ts';
import { createPublicContentSource } from '../modules/content/content-service.ts';
import { createPublicShopSource } from '../modules/shop/shop-catalogue-service.ts';
import { compressForKeeping, compressQuickly, type Encoding, pickKeptEncoding } from '../http/compression.ts';

// Server rendering of the public pages (ARCHITECTURE.md "Server rendering"): the web app's SSR entry
// (built by `npm run build` into <webRoot>-ssr/) renders the page with React Router's static
// handler; this file puts it into the built index.html with the page's meta tags, the hydration data
// (inline, with the CSP nonce) and, from Vite's manifest, the page chunk's modulepreload and
// stylesheet tags, so the browser fetches everything the page needs at once. A document page (ADR
// 0027) gets the islands entry instead of the app's: the app's script tags are taken out of the
// template and the islands entry's, with its islands' chunks, put in.

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
/** The islands entry's key in the manifest of its own build (vite.islands.config.ts, ADR 0029). */
const ISLANDS_ENTRY = 'src/web/islands-main.tsx';
const ISLANDS_MANIFEST = path.join('.vite', 'islands-manifest.json');
type Manifest = Record<string, ManifestChunk>;

export type PageRenderer = (c: Context<AppEnv>) => Promise<Response>;
/** A private area's page carries the session of its request (ADR 0033); public shells carry none. */
export type ShellRenderer = (c: Context<AppEnv>, page?: { session: SessionResponse }) => Promise<Response>;
/** A private area's page for a signed-in user of its role, with the session of its request (ADR 0035). */
export type PrivatePageRenderer = (
  c: Context<AppEnv>,
  page: { session: SessionResponse; frame: PageFrameData },
) => Promise<Response>;
type SsrEntry = {
  renderPublicPage: RenderPublicPage;
  renderPrivatePage: RenderPrivatePage;
  shellModulesOf: ShellModulesOf;
  shellNoscriptOf: ShellNoscriptOf;
};

export function ssrEntryPathOf(webRoot: string): string {
  return path.join(path.dirname(webRoot), `${path.basename(webRoot)}-ssr`, 'entry-server.js');
}

/**
 * `renderPage`: a server-rendered public page. `renderPrivatePage`: an admin or client page for a
 * signed-in user of its area, rendered as its first frame for the app to hydrate (ADR 0035).
 * `renderShell`: any other page of the route table, the app shell (index.html) with modulepreload
 * tags for what the page loads before its first paint (its screen, or the private route table and
 * area frame), so no request waits for another (issue #17). Null when the build has no SSR entry (the
 * pages are then served as the plain SPA).
 */
export function createPageRenderer(
  webRoot: string,
  indexHtml: string,
): { renderPage: PageRenderer; renderPrivatePage: PrivatePageRenderer; renderShell: ShellRenderer } | null {
  const entryPath = ssrEntryPathOf(webRoot);
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const islandsManifestPath = path.join(webRoot, ISLANDS_MANIFEST);
  const islandsManifest = existsSync(islandsManifestPath)
    ? (JSON.parse(readFileSync(islandsManifestPath, 'utf8')) as Manifest)
    : {};
  const template = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  const islandsEntryChunks = chunksOf(islandsManifest, islandsManifest[ISLANDS_ENTRY]?.imports ?? []).scripts;
  // What index.html preloads already (the app entry's imports): a page's tags leave them out.
  const templateChunks = new Set(
    [...template.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] ?? ''),
  );
  const documentTemplate = withIslandsEntry(template, islandsManifest, islandsEntryChunks);
  // A hydrated page's template, split once: a page without meta of its own (the sign-in pages) keeps
  // index.html's title and description.
  const hydratedTemplates = { withMeta: splitAppScripts(template), withTitle: splitAppScripts(indexHtml) };

  let entryPromise: Promise<SsrEntry> | null = null;
  const loadEntry = () => {
    entryPromise ??= import(pathToFileURL(entryPath).href) as Promise<SsrEntry>;
    return entryPromise;
  };
  const shellByModules = new Map<string, string>();
  // A private page's template by its module list (the two areas' frames and their screens, a few
  // dozen): the manifest walk and the script tags are the same for every load of a screen.
  const privateTemplateByModules = new Map<string, string>();
  const privateTemplateOf = (modules: string[]) => {
    const key = modules.join('\n');
    let template = privateTemplateByModules.get(key);
    if (template === undefined) {
      template = withScriptsAfterFirstPaint(hydratedTemplates.withTitle, pageTagsOf(manifest, modules, templateChunks));
      privateTemplateByModules.set(key, template);
    }
    return template;
  };

  const renderedPages = new RenderedPageCache();

  const renderPage: PageRenderer = async (c) => {
    const { deps } = c.var;
    const url = new URL(c.req.url);
    const origin = deps.env.PUBLIC_URL;
    const sources: PageSources = {
      content: createPublicContentSource(deps.db),
      shop: createPublicShopSource(deps.db),
      appointments: createPublicAppointmentsSource(deps.db),
    };
    const key = `${origin}${url.pathname}${url.search}`;
    const page = (await renderedPages.reuse(key, sources)) ?? (await renderFresh(c, key, sources, origin));
    if (page.kind === 'redirect') return c.redirect(page.location, page.status as 301 | 302);
    // A page for one person (an order's status, ADR 0058) is never stored nor indexed.
    c.header('Cache-Control', page.isPrivate ? 'private, no-store' : 'no-cache');
    if (page.isPrivate) c.header('X-Robots-Tag', 'noindex, nofollow');
    if (page.isKept && !page.hasNonce) return sendKeptBytes(c, page);
    return c.html(page.html.replaceAll(NONCE_PLACEHOLDER, c.get('secureHeadersNonce') ?? ''), page.status as 200);
  };

  const renderFresh = async (c: Context<AppEnv>, key: string, sources: PageSources, origin: string) => {
    const { renderPublicPage: render } = await loadEntry();
    const reads: SourceRead[] = [];
    const page = await render({
      request: c.req.raw,
      content: recordReads('content', sources.content, reads),
      shop: recordReads('shop', sources.shop, reads),
      appointments: recordReads('appointments', sources.appointments, reads),
      nonce: NONCE_PLACEHOLDER,
      origin,
    });
    if (page.kind === 'redirect') return page;
    const frame =
      page.entry === 'islands'
        ? documentTemplate.replace(
            '</head>',
            `    ${page.head}\n    ${preloadTags(manifest, page.routeModules, islandsEntryChunks)}\n  </head>`,
          )
        : withScriptsAfterFirstPaint(
            page.head ? hydratedTemplates.withMeta : hydratedTemplates.withTitle,
            pageTagsOf(manifest, page.routeModules, templateChunks),
          ).replace('</head>', `    ${page.head}\n  </head>`);
    const html = frame.replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
    const rendered: RenderedPage = {
      kind: 'page',
      status: page.status,
      isPrivate: page.isPrivate,
      html,
      hasNonce: html.includes(NONCE_PLACEHOLDER),
      isKept: false,
      encoded: new Map(),
    };
    if (page.status === 200) rendered.isKept = renderedPages.keep(key, rendered, reads);
    return rendered;
  };

  const renderShell: ShellRenderer = async (c, page) => {
    const { shellModulesOf, shellNoscriptOf } = await loadEntry();
    const modules = shellModulesOf(c.req.path);
    // What the page says without JavaScript (the cart, the checkout): after the empty root.
    const noscript = shellNoscriptOf(c.req.path);
    // One page per module list and note: a handful (each client-rendered public page, the two areas).
    const key = `${modules.join('\n')}\n${noscript}`;
    let html = shellByModules.get(key);
    if (html === undefined) {
      const tags = preloadTags(manifest, modules, templateChunks);
      html = (tags ? indexHtml.replace('</head>', `    ${tags}\n  </head>`) : indexHtml).replace(
        '<div id="root"></div>',
        `<div id="root"></div>${noscript}`,
      );
      shellByModules.set(key, html);
    }
    if (!page) {
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    }
    // Personal: never stored, so neither a shared cache nor the back button after sign-out shows it.
    c.header('Cache-Control', 'no-store');
    return c.html(html.replace('</head>', `  ${sessionElementOf(page.session)}\n  </head>`));
  };

  const renderPrivatePage: PrivatePageRenderer = async (c, page) => {
    const { renderPrivatePage: render } = await loadEntry();
    let rendered: Awaited<ReturnType<RenderPrivatePage>>;
    try {
      rendered = await render({ ...page, request: c.req.raw, nonce: NONCE_PLACEHOLDER });
    } catch (error) {
      // A screen that cannot render on the server still works: the browser renders it, as before.
      c.var.deps.logger?.warn({ err: error, path: c.req.path }, 'private page sent without its first frame');
      return renderShell(c, page);
    }
    const html = privateTemplateOf(rendered.routeModules)
      // The screen's own tab title (the admin menu's name for it), escaped like any text in the head.
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeTitle(rendered.title)}</title>`)
      .replace(
        '</head>',
        `  ${sessionElementOf(page.session)}\n    ${jsonElementOf(PAGE_FRAME_ELEMENT_ID, page.frame)}\n  </head>`,
      )
      // Inert until the app has hydrated it (main.tsx): a tap on a button that does nothing yet is not
      // offered, and assistive technology reads the page once it works.
      .replace('<div id="root"></div>', `<div id="root" inert>${rendered.body}</div>`);
    // Personal: never stored, so neither a shared cache nor the back button after sign-out shows it.
    c.header('Cache-Control', 'no-store');
    return c.html(html.replaceAll(NONCE_PLACEHOLDER, c.get('secureHeadersNonce') ?? ''));
  };

  return { renderPage, renderPrivatePage, renderShell };
}

const escapeTitle = (title: string) => title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The session as JSON data the browser never runs. */
const sessionElementOf = (session: SessionResponse) => jsonElementOf(PAGE_SESSION_ELEMENT_ID, session);

/** Data for the browser as an element it never runs (so CSP needs no nonce for it). */
function jsonElementOf(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>`;
}

// ---- kept rendered pages ----

// Rendering the home page takes milliseconds (a large React tree), and its data is already kept a
// few seconds per process (realtime/kept-reads.ts `keep`: the same promise while it is valid). A page
// that read only such kept data is kept too, and served again while every read it made still
// answers with the very same promise; a content change, which drops the data, drops the page with it.
// The shop's catalogue and product pages read the active products each process keeps until they
// change (modules/shop/kept-products.ts), so they are kept the same way. A page that read anything
// else (a blog post, whose view count rises per load) is rendered every time. The kept HTML carries
// a stand-in nonce (the constant below), replaced by each response's own, so no two responses share
// a nonce. A kept document page (ADR 0027) has no nonce: it is compressed once per encoding and
// those bytes are sent again (sendKeptBytes).

const NONCE_PLACEHOLDER = `ssr-nonce-${randomBytes(12).toString('hex')}`;
/** Reads that return the same promise while their data is unchanged (realtime/kept-reads.ts `keep`). */
const KEPT_READS = new Set(['content.site', 'content.home', 'content.blogPosts', 'shop.catalogue', 'shop.product']);
/** Pages kept per process; past it the least recently served goes (visitors' catalogue searches are unbounded). */
const MAX_KEPT_PAGES = 100;

type PageSources = {
  content: PublicContentSource;
  shop: PublicShopSource;
  appointments: PublicAppointmentsSource;
};
type SourceRead = { key: string; args: unknown[]; result: unknown };
type RenderedPage = {
  kind: 'page';
  status: number;
  /** For one person (PageMeta.isPrivate): no-store, noindex. */
  isPrivate: boolean;
  html: string;
  /** False for a document page (ADR 0027): no inline script, so every response is the same bytes. */
  hasNonce: boolean;
  /** Kept for later requests (it read only kept data); only such a page is compressed once and kept. */
  isKept: boolean;
  /** The page compressed once per encoding, kept with it (a page without a nonce only). */
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
};

/**
 * A page without a nonce, compressed once per encoding and sent as those bytes from then on: the
 * compression middleware leaves a response that has its Content-Encoding alone. Serving the home
 * page is then a lookup and a write (issue #12: at least 1,000 pages a second).
 */
async function sendKeptBytes(c: Context<AppEnv>, page: RenderedPage): Promise<Response> {
  const encoding = pickKeptEncoding(c.req.header('Accept-Encoding'));
  c.header('Vary', 'Accept-Encoding');
  if (!encoding) return c.html(page.html, page.status as 200);
  let body = page.encoded.get(encoding);
  if (!body) {
    // Brotli at its best takes about 100 ms on the home page: the first response goes out compressed
    // quickly, and the best bytes, made meanwhile off the event loop, serve the later ones (should
    // that fail, the quick bytes stay).
    body = compressQuickly(page.html, encoding);
    page.encoded.set(encoding, body);
    compressForKeeping(page.html, encoding).then(
      (best) => page.encoded.set(encoding, Promise.resolve(best)),
      () => {},
    );
  }
  return c.body(await body, page.status as 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Encoding': encoding,
  });
}

/** The source with every call recorded (which read, its arguments, the promise it returned). */
function recordReads<Source extends object>(name: keyof PageSources, source: Source, reads: SourceRead[]): Source {
  const recorded = {} as Record<string, unknown>;
  for (const [method, read] of Object.entries(source)) {
    recorded[method] = (...args: unknown[]) => {
      const result = (read as (...callArgs: unknown[]) => unknown)(...args);
      reads.push({ key: `${name}.${method}`, args, result });
      return result;
    };
  }
  return recorded as Source;
}

class RenderedPageCache {
  private readonly pages = new Map<string, { page: RenderedPage; reads: SourceRead[] }>();

  /** Keeps the page when it read only kept data; says whether it did. */
  keep(key: string, page: RenderedPage, reads: SourceRead[]): boolean {
    if (!reads.every((read) => KEPT_READS.has(read.key))) return false;
    this.pages.delete(key);
    // A Map iterates in insertion order and reuse() puts a served page last: the first is the least recent.
    if (this.pages.size >= MAX_KEPT_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { page, reads });
    return true;
  }

  /** The kept page when each of its reads still returns the same promise, else null. */
  async reuse(key: string, sources: PageSources): Promise<RenderedPage | null> {
    const kept = this.pages.get(key);
    if (!kept) return null;
    const isCurrent = kept.reads.every((read) => {
      const [name, method] = read.key.split('.') as [keyof PageSources, string];
      const source = sources[name] as unknown as Record<string, (...args: unknown[]) => unknown>;
      return source[method]?.(...read.args) === read.result;
    });
    this.pages.delete(key);
    if (!isCurrent) return null;
    this.pages.set(key, kept);
    return kept.page;
  }
}

/** The app entry's script and modulepreload tags in index.html as Vite built it. */
const APP_SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** Puts the scripts of `template` into the document once its first frame is painted (see below). */
const AFTER_FIRST_PAINT_LOADER = `(() => {
  const scripts = document.getElementById('scripts-after-first-paint');
  const load = () => document.head.append(document.importNode(scripts.content, true));
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();`;

/** A template without the app's script tags, and those tags, to put back after the first paint. */
type SplitTemplate = { html: string; appTags: string[] };

function splitAppScripts(template: string): SplitTemplate {
  const appTags = (template.match(APP_SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  return { html: template.replace(APP_SCRIPT_TAGS, ''), appTags };
}

/**
 * A page the server has rendered and the app hydrates (the sign-in pages, the catalogue, a product):
 * its HTML paints and reads without scripts, so they are fetched after its first frame. They wait
 * in an inert <template> (which fetches nothing) that a small inline script adds to the document then.
 * With them in the head, Chromium fetched and ran them before it painted, and Lighthouse's simulation
 * counts everything fetched before the paint as delaying it (issue #17: the sign-in pages' LCP at 2.6 s,
 * the HTML's text being the largest paint). The page's stylesheets stay in the head.
 */
function withScriptsAfterFirstPaint(template: SplitTemplate, tags: PageTags): string {
  return template.html.replace('</head>', `    ${tags.styles.join('\n    ')}\n  </head>`).replace(
    '</body>',
    `  <template id="scripts-after-first-paint">${[...template.appTags, ...tags.scripts].join('')}</template>\n` +
      // The response's own nonce replaces the placeholder on every answer (renderPage).
      `    <script nonce="${NONCE_PLACEHOLDER}">${AFTER_FIRST_PAINT_LOADER}</script>\n  </body>`,
  );
}

/**
 * The page template of a document page: the app entry's script and modulepreload tags (index.html as
 * Vite built it) replaced by the islands entry's, with every chunk it imports; the stylesheet stays.
 */
function withIslandsEntry(template: string, manifest: Manifest, scripts: Set<string>): string {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) return template;
  const tags = [
    // Low priority: the page is whole without it, so the stylesheet and the largest image go first.
    `<script type="module" crossorigin fetchpriority="low" src="/${entry.file}"></script>`,
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return template.replace(APP_SCRIPT_TAGS, '').replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

type PageTags = { styles: string[]; scripts: string[] };

/**
 * stylesheet and modulepreload tags of the pages' chunks and what they import (the entry is in
 * index.html already), but for the files the template preloads already.
 */
function pageTagsOf(manifest: Manifest, sources: string[], preloaded: Set<string>): PageTags {
  const { scripts, styles } = chunksOf(manifest, sources);
  return {
    styles: [...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
    scripts: [...scripts]
      .filter((file) => !preloaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  };
}

/** The same tags as one block for the head. */
function preloadTags(manifest: Manifest, sources: string[], preloaded: Set<string>): string {
  const { styles, scripts } = pageTagsOf(manifest, sources, preloaded);
  return [...styles, ...scripts].join('\n    ');
}

/** The files of these chunks and of everything they import, entries excepted. */
function chunksOf(manifest: Manifest, keys: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}
