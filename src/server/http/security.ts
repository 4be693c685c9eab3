import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../app-context.ts';

/** CSP and the other security headers on every response (API, assets and pages). */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Server-rendered pages carry their hydration data in one inline script with this response's
    // nonce (c.get('secureHeadersNonce')); never 'unsafe-inline'.
    scriptSrc: ["'self'", NONCE],
    // React style props and chart libraries set inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery defence for the API. Cookies are SameSite=Lax; on top of that a state
 * change must come from this site (Sec-Fetch-Site / Origin) and carry JSON or multipart, which a
 * foreign page cannot send without a CORS preflight that this server never grants.
 */
export const rejectCrossSiteWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw crossSite();
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin, c.req.url, c.var.deps.env.PUBLIC_URL)) throw crossSite();
    const contentType = c.req.header('content-type') ?? '';
    const hasBody = c.req.header('content-length') !== '0' && c.req.header('content-length') !== undefined;
    if (hasBody && !contentType.startsWith('application/json') && !contentType.startsWith('multipart/form-data')) {
      throw new AppError('unsupported_media_type', 'İstek biçimi desteklenmiyor.');
    }
  }
  await next();
};

function isAllowedOrigin(origin: string, requestUrl: string, publicUrl: string | undefined): boolean {
  if (origin === new URL(requestUrl).origin) return true;
  return publicUrl !== undefined && origin === new URL(publicUrl).origin;
}

const crossSite = () => new AppError('cross_site', 'Bu istek başka bir siteden geldiği için reddedildi.');
