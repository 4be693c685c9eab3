import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { immutableCacheControl, isPrivateStorageKey, isValidStorageKey } from './storage-driver.ts';

/**
 * GET /uploads/<key>: the stored files, from local disk or (without a public bucket URL) from S3.
 * Names never repeat, so a year of immutable caching is safe. Private kinds (message photos) are not
 * found here: they have their own authenticated routes.
 */
export const uploadedFilesRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = decodeStorageKey(c.req.path.replace(/^\/uploads\//, ''));
  if (key === null || !isValidStorageKey(key) || isPrivateStorageKey(key)) return c.text('Not found', 404);
  const file = await c.var.deps.storage.read(key);
  if (!file) return c.text('Not found', 404);
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': immutableCacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.size !== undefined) headers['Content-Length'] = String(file.size);
  return new Response(file.body, { status: 200, headers });
});

/** The key a path names, or null for a malformed percent-escape (`/uploads/%zz`: no such file). */
function decodeStorageKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * With S3_PUBLIC_URL, pages load images from the bucket's (or CDN's) origin: add it to the CSP's
 * img-src that the security headers set (which otherwise allow this site only).
 */
export function allowPublicBucketImages(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  if (!publicUrl) return (_c, next) => next();
  const { origin } = new URL(publicUrl);
  return async (c, next) => {
    await next();
    const policy = c.res.headers.get('Content-Security-Policy');
    if (!policy || policy.includes(`img-src ${origin}`) || !/img-src [^;]*/.test(policy)) return;
    c.res.headers.set('Content-Security-Policy', policy.replace(/img-src ([^;]*)/, `img-src $1 ${origin}`));
  };
}
