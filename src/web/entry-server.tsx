import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import type { PublicSite } from '../shared/schemas/content.ts';
import {
  type PageMeta,
  type PublicLoadContext,
  type PublicRouteHandle,
  type RenderedPrivatePage,
  type RenderedPublicPage,
  type RenderPrivatePageInput,
  type RenderPublicPageInput,
  type ShellModulesOf,
  type ShellNoscriptOf,
  scriptSafeJson,
} from '../shared/ssr.ts';
import { findRouteAudience, isPrivateAudience } from '../shared/routes.ts';
import { type IslandRendering, IslandRenderingContext } from './components/islands/island.tsx';
import { PUBLIC_LAYOUT_ROUTE_ID } from './features/public/content/index.ts';
import { publicShopMessages } from './features/public/shop/index.ts';
import {
  privateAreaSources,
  publicPageSources,
  queryLayoutSource,
  shellPageSources,
} from './app/pages/public-pages.ts';
import { AppProviders } from './app/providers.tsx';
import { adminScreenSources, clientScreenSources } from './app/pages/screen-sources.ts';
import { buildPublicRoutes, loadPrivateRoutes, withPrivateRoutes } from './app/router.tsx';
import { ServerPageContext } from './app/page-frame.ts';
import { adminDocumentTitle } from './app/layouts/admin-menu.ts';

/** The client area's pages keep index.html's title. */
const clientAreaTitle = 'Denge';

// The server-rendering entry (built by Vite with --ssr into <webRoot>-ssr/entry-server.js and called
// by src/server/pages/page-rendering.ts): the same route objects as the browser, run through React
// Router's static handler (loaders read the content service directly through the request context),
// rendered to HTML with the hydration data as an inline script carrying the response's CSP nonce.
// A document page (its route's handle says isDocument; ADR 0027) is rendered without hydration data:
// its islands are rendered as roots of their own, and only they come alive in the browser.

const handler = createStaticHandler(buildPublicRoutes());

export async function renderPublicPage(input: RenderPublicPageInput): Promise<RenderedPublicPage> {
  const requestContext: PublicLoadContext = {
    content: input.content,
    shop: input.shop,
    appointments: input.appointments,
    isServer: true,
  };
  const context = await handler.query(input.request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const isDocument = context.matches.some((match) => (match.route.handle as PublicRouteHandle | undefined)?.isDocument);
  const islandRendering: IslandRendering | null = isDocument ? { renderIsland, count: 0 } : null;
  const body = renderToString(
    <StrictMode>
      <IslandRenderingContext.Provider value={islandRendering}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} nonce={input.nonce} hydrate={!isDocument} />
        </AppProviders>
      </IslandRenderingContext.Provider>
    </StrictMode>,
  );

  const site = context.loaderData[PUBLIC_LAYOUT_ROUTE_ID] as PublicSite | undefined;
  let meta: PageMeta | null = null;
  const routeModules: string[] = [];
  for (const match of context.matches) {
    const handle = match.route.handle as PublicRouteHandle | undefined;
    if (handle?.meta) {
      meta = handle.meta({ data: context.loaderData[match.route.id], site, origin: input.origin });
    }
    const source = match.route.path ? publicPageSources[match.route.path] : handle?.moduleSource;
    if (source) routeModules.push(source);
  }
  return {
    kind: 'page',
    status: context.statusCode,
    head: meta ? renderHead(meta, site, input.origin) : '',
    body,
    // A document page's islands are one file, the islands entry itself (ADR 0029).
    routeModules: islandRendering ? [] : routeModules,
    entry: islandRendering ? 'islands' : 'app',
    isPrivate: meta?.isPrivate === true,
  };
}

// Made with the first private page: a server that only ever serves the public site never loads the
// admin and client areas' code.
let privateHandler: Promise<ReturnType<typeof createStaticHandler>> | null = null;
const loadPrivateHandler = () => {
  privateHandler ??= loadPrivateRoutes().then((privateRoutes) =>
    createStaticHandler(withPrivateRoutes(buildPublicRoutes(), privateRoutes)),
  );
  return privateHandler;
};

/**
 * A private area's page (admin or client area) for the signed-in user of its request (ADR 0035): the
 * area's frame and the screen as they first render in the browser, before any of the screen's reads
 * has answered (its queries render their loading state), for the app to hydrate. Throws when a screen
 * cannot render on the server; the caller then sends the plain shell.
 */
export async function renderPrivatePage(input: RenderPrivatePageInput): Promise<RenderedPrivatePage> {
  const areasHandler = await loadPrivateHandler();
  const context = await areasHandler.query(input.request);
  if (context instanceof Response) throw new Error(`a private page answered ${context.status}`);
  const router = createStaticRouter(areasHandler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <ServerPageContext.Provider value={{ session: input.session, frame: input.frame }}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
        </AppProviders>
      </ServerPageContext.Provider>
    </StrictMode>,
  );
  const { pathname } = new URL(input.request.url);
  const title = findRouteAudience(pathname) === 'admin' ? adminDocumentTitle(pathname) : clientAreaTitle;
  return { body, routeModules: shellModulesOf(pathname), title };
}

/** One island as a root of its own, as the browser renders it (islands-main.tsx). */
const renderIsland = (tree: ReactNode, identifierPrefix: string) => renderToString(tree, { identifierPrefix });

/**
 * The modules of a client-rendered page: its screen (public pages), or its area's route table and
 * frame and the screen itself (admin and client pages: they need it for their first paint, after the
 * session check the guard makes meanwhile).
 */
export const shellModulesOf: ShellModulesOf = (pathname) => {
  const audience = findRouteAudience(pathname);
  if (isPrivateAudience(audience)) {
    const screens: Record<string, string> = audience === 'admin' ? adminScreenSources : clientScreenSources;
    const screen = Object.hasOwn(screens, pathname) ? screens[pathname] : undefined;
    return screen ? [...privateAreaSources[audience], screen] : privateAreaSources[audience];
  }
  const pattern = Object.keys(shellPageSources).find((path) => matchPath(path, pathname));
  const source = pattern ? shellPageSources[pattern] : undefined;
  return source ? [queryLayoutSource, source] : [];
};

/** The cart and the checkout live in the browser; without JavaScript they say so (issue #39). */
const shellNoscriptTexts: Record<string, string> = {
  '/sepet': publicShopMessages.noScriptCart,
  '/checkout': publicShopMessages.noScriptCheckout,
};

export const shellNoscriptOf: ShellNoscriptOf = (pathname) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const note = Object.hasOwn(shellNoscriptTexts, path) ? shellNoscriptTexts[path] : undefined;
  if (!note) return '';
  return `<noscript><div class="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-24 text-center"><p class="text-lg">${escapeHtml(note)}</p><p><a class="font-semibold text-brand-700 underline" href="/urunler">${escapeHtml(publicShopMessages.noScriptBrowse)}</a></p></div></noscript>`;
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderHead(meta: PageMeta, site: PublicSite | undefined, origin: string): string {
  if (meta.isPrivate) {
    return [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      '<meta name="robots" content="noindex, nofollow">',
    ].join('\n    ');
  }
  const canonical = `${origin}${meta.canonicalPath}`;
  const image = meta.imagePath ? new URL(meta.imagePath, origin).href : null;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}">` : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:site_name" content="${escapeHtml(site?.siteName ?? 'Denge')}">`,
    `<meta property="og:locale" content="tr_TR">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    meta.publishedTime ? `<meta property="article:published_time" content="${meta.publishedTime}">` : '',
    meta.modifiedTime ? `<meta property="article:modified_time" content="${meta.modifiedTime}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...meta.jsonLd.map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
