import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { findRouteAudience } from '../../shared/routes.ts';
import type { AppEnv } from '../app-context.ts';

/**
 * The built SPA: hashed assets cached for a year, other files for an hour, pages of the route table
 * get index.html with no-cache (so a deploy is picked up at once), and any other path goes to /
 * (spec 1 §2.1: "Any other path redirects to /").
 */
export function createWebRoutes(webRoot: string) {
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      serveStatic({
        root: webRoot,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    )
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
    .get('*', (c) => {
      if (!findRouteAudience(c.req.path)) return c.redirect('/', 302);
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
