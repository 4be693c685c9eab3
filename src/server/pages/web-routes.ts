import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { Role } from '../../shared/constants.ts';
import {
  type Audience,
  adminHomePath,
  adminLoginPath,
  clientHomePath,
  clientLoginPath,
  findRouteAudience,
  isPrivateAudience,
  isServerRenderedPath,
} from '../../shared/routes.ts';
import type { SessionResponse } from '../../shared/schemas/auth.ts';
import type { PageFrameData } from '../../shared/ssr.ts';
import type { AppEnv } from '../app-context.ts';
import { readSessionUser } from '../auth/guards.ts';
import { listPublishedBlogPosts } from '../modules/blog/blog-public-service.ts';
import { isConsentStepNeeded } from '../modules/consents/consent-step.ts';
import { getSiteLogo } from '../modules/settings/settings-logo-service.ts';
import { getAdminAppearance } from '../modules/settings/settings-service.ts';
import { listActiveProducts } from '../modules/shop/shop-catalogue-service.ts';
import { createPageRenderer } from './page-rendering.ts';
import { CLIENT_APP_SHELL_URL, CLIENT_SERVICE_WORKER_URL } from '../../shared/client-app.ts';

/**
 * The built web app: hashed assets cached for a year, other files for an hour. The public pages of
 * src/shared/routes.ts serverRenderedPaths are rendered on the server (page-rendering.ts); other
 * pages of the route table get index.html with no-cache (so a deploy is picked up at once) and their
 * chunks' modulepreload tags (page-rendering.ts renderShell), and any
 * other path goes to / (spec 1 §2.1: "Any other path redirects to /"). robots.txt and sitemap.xml
 * are made here from the published content.
 */
export function createWebRoutes(webRoot: string) {
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const renderer = createPageRenderer(webRoot, indexHtml);
  return (
    new Hono<AppEnv>()
      // The client area's service worker and the shell it opens offline (ADR 0071): always asked again,
      // so a deploy reaches installed phones on their next visit.
      .get(
        CLIENT_SERVICE_WORKER_URL,
        serveStatic({ root: webRoot, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
      )
      .get(CLIENT_APP_SHELL_URL, (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(indexHtml);
      })
      .use(
        '/assets/*',
        serveStatic({
          root: webRoot,
          onFound: (_path, c) => {
            c.header('Cache-Control', 'public, max-age=31536000, immutable');
          },
        }),
      )
      .get('/robots.txt', (c) => {
        c.header('Cache-Control', 'public, max-age=3600');
        return c.text(
          [
            'User-agent: *',
            'Allow: /kullanici/giris',
            'Disallow: /kullanici',
            'Disallow: /panel',
            'Disallow: /api/',
            // An order's status page is its buyer's alone (ADR 0058); it also says noindex itself.
            'Disallow: /siparis/',
            '',
            `Sitemap: ${originOf(c)}/sitemap.xml`,
            '',
          ].join('\n'),
        );
      })
      .get('/sitemap.xml', async (c) => {
        const origin = originOf(c);
        const [posts, productCards] = await Promise.all([
          listPublishedBlogPosts(c.var.deps.db),
          listActiveProducts(c.var.deps.db),
        ]);
        const newestProductChange = productCards.reduce<string | null>(
          (latest, item) => (latest === null || item.createdAt > latest ? item.createdAt : latest),
          null,
        );
        const urls = [
          { loc: `${origin}/`, lastmod: null },
          { loc: `${origin}/blog`, lastmod: posts[0]?.createdAt ?? null },
          ...posts.map((post) => ({ loc: `${origin}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.createdAt })),
          { loc: `${origin}/urunler`, lastmod: newestProductChange },
          ...productCards.map((item) => ({ loc: `${origin}/urunler/${item.id}`, lastmod: item.createdAt })),
        ];
        const body = urls
          .map(
            (url) =>
              `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
          )
          .join('\n');
        c.header('Content-Type', 'application/xml; charset=utf-8');
        c.header('Cache-Control', 'public, max-age=600');
        return c.body(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
        );
      })
      .use(
        '*',
        serveStatic({
          root: webRoot,
          onFound: (filePath, c) => {
            if (!filePath.endsWith('.html')) c.header('Cache-Control', 'public, max-age=3600');
          },
          // Pages are answered below (with no-cache), never by the static handler.
          rewriteRequestPath: (requestPath) =>
            requestPath.endsWith('.html') || requestPath.endsWith('/') ? '/__page__' : requestPath,
        }),
      )
      .get('*', async (c) => {
        const audience = findRouteAudience(c.req.path);
        if (!audience) return c.redirect('/', 302);
        const home = await signedInHomeOf(c);
        if (home) return c.redirect(home, 302);
        if (renderer && isServerRenderedPath(c.req.path)) return renderer.renderPage(c);
        if (!renderer) {
          c.header('Cache-Control', 'no-cache');
          return c.html(indexHtml);
        }
        const page = await privatePageOf(c, audience);
        // Signed in for this area: the page comes with its first frame (ADR 0035). Anyone else gets the
        // shell, whose guard sends them to sign in.
        if (page?.session.user?.role === audience) {
          return renderer.renderPrivatePage(c, {
            ...page,
            frame: await readPageFrame(c, audience, page.session.user.id),
          });
        }
        return renderer.renderShell(c, page);
      })
  );
}

const signInPages: Record<string, { role: Role; home: string }> = {
  [adminLoginPath]: { role: 'admin', home: adminHomePath },
  [clientLoginPath]: { role: 'client', home: clientHomePath },
};

/**
 * A sign-in page opened by someone already signed in with its role goes straight to their home (spec
 * 1 §2.2) from the server, so the page itself can show its form at once instead of waiting for a
 * session check in the browser (issue #17).
 */
async function signedInHomeOf(c: Context<AppEnv>): Promise<string | null> {
  const signIn = Object.hasOwn(signInPages, c.req.path) ? signInPages[c.req.path] : undefined;
  if (!signIn) return null;
  const user = await readSessionUser(c).catch(() => null);
  return user?.role === signIn.role ? signIn.home : null;
}

/**
 * A private area's page (admin, client area) carries the request's session, so its guard starts at
 * once instead of asking the server first (ADR 0033); the guard still asks on every later path change.
 */
async function privatePageOf(
  c: Context<AppEnv>,
  audience: Audience,
): Promise<{ session: SessionResponse } | undefined> {
  if (!isPrivateAudience(audience)) return undefined;
  // A session store that cannot answer leaves the check to the guard, as before.
  const user = await readSessionUser(c).catch(() => undefined);
  return user === undefined ? undefined : { session: { user } };
}

/**
 * What the area's frame shows besides the session (ADR 0035): the panel's appearance; the site logo and
 * whether the client must pass the consent step before any screen (ADR 0081).
 */
async function readPageFrame(c: Context<AppEnv>, audience: 'admin' | 'client', userId: string): Promise<PageFrameData> {
  const { db } = c.var.deps;
  if (audience === 'admin') return { adminAppearance: await getAdminAppearance(db) };
  const [siteLogo, consentStepNeeded] = await Promise.all([
    getSiteLogo(db),
    isConsentStepNeeded(db, { clientId: userId }),
  ]);
  return { siteLogo, consentStepNeeded };
}

/** The site's configured address (PUBLIC_URL): what robots.txt and sitemap.xml name, never the request's Host. */
const originOf = (c: { var: AppEnv['Variables'] }) => c.var.deps.env.PUBLIC_URL;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
