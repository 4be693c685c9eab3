import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { RenderPublicPage, ShellModulesOf } from '../../shared/ssr.ts';
import type { AppEnv } from '../app-context.ts';
import { createPublicContentSource } from '../modules/content/content-service.ts';
import { createPublicShopSource } from '../modules/shop/shop-catalogue-service.ts';

// Server rendering of the public pages (ARCHITECTURE.md "Server rendering"): the web app's SSR entry
// (built by `npm run build` into <webRoot>-ssr/) renders the page with React Router's static
// handler; this file puts it into the built index.html with the page's meta tags, the hydration data
// (inline, with the CSP nonce) and, from Vite's manifest, the page chunk's modulepreload and
// stylesheet tags, so the browser fetches everything the page needs at once.

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageRenderer = (c: Context<AppEnv>) => Promise<Response>;
type SsrEntry = { renderPublicPage: RenderPublicPage; shellModulesOf: ShellModulesOf };

export function ssrEntryPathOf(webRoot: string): string {
  return path.join(path.dirname(webRoot), `${path.basename(webRoot)}-ssr`, 'entry-server.js');
}

/**
 * `renderPage`: a server-rendered public page. `renderShell`: any other page of the route table, the
 * app shell (index.html) with modulepreload tags for what the page loads before its first paint (its
 * screen, or the private route table and area frame), so no request waits for another (issue #17).
 * Null when the build has no SSR entry (the pages are then served as the plain SPA).
 */
export function createPageRenderer(
  webRoot: string,
  indexHtml: string,
): { renderPage: PageRenderer; renderShell: PageRenderer } | null {
  const entryPath = ssrEntryPathOf(webRoot);
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const template = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  let entryPromise: Promise<SsrEntry> | null = null;
  const loadEntry = () => {
    entryPromise ??= import(pathToFileURL(entryPath).href) as Promise<SsrEntry>;
    return entryPromise;
  };
  const shellByModules = new Map<string, string>();

  const renderPage: PageRenderer = async (c) => {
    const { renderPublicPage: render } = await loadEntry();
    const { deps } = c.var;
    const origin = deps.env.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
    const nonce = c.get('secureHeadersNonce') ?? '';
    const page = await render({
      request: c.req.raw,
      content: createPublicContentSource(deps.db),
      shop: createPublicShopSource(deps.db),
      nonce,
      origin,
    });
    if (page.kind === 'redirect') return c.redirect(page.location, page.status as 301 | 302);
    const html = template
      .replace('</head>', `    ${page.head}\n    ${preloadTags(manifest, page.routeModules)}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
    c.header('Cache-Control', 'no-cache');
    return c.html(html, page.status as 200);
  };

  const renderShell: PageRenderer = async (c) => {
    const { shellModulesOf } = await loadEntry();
    const modules = shellModulesOf(c.req.path);
    // One page per module list: a handful (each client-rendered public page, the two areas).
    const key = modules.join('\n');
    let html = shellByModules.get(key);
    if (html === undefined) {
      const tags = preloadTags(manifest, modules);
      html = tags ? indexHtml.replace('</head>', `    ${tags}\n  </head>`) : indexHtml;
      shellByModules.set(key, html);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };

  return { renderPage, renderShell };
}

/** modulepreload and stylesheet tags of the pages' chunks and what they import (the entry is in index.html already). */
function preloadTags(manifest: Manifest, sources: string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
