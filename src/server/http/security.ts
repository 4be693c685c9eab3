import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../app-context.ts';
import { setResponseHeader } from './response-headers.ts';

/**
 * CSP and the other security headers. `scriptSources` is the one part that differs: a page gets a
 * nonce for its inline hydration data, an API answer (JSON, never a document with scripts) none.
 */
function securityHeadersWith(scriptSources: Array<string | typeof NONCE>): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: scriptSources,
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
    // Sent by strictTransportSecurityOverHttps below, and only there: HSTS over plain http is meaningless.
    strictTransportSecurity: false,
  });
}

// Server-rendered pages carry their hydration data in one inline script with this response's nonce
// (c.get('secureHeadersNonce')); never 'unsafe-inline'.
const pageSecurityHeaders = securityHeadersWith(["'self'", NONCE]);
// No nonce for the API: 16 random bytes and a CSP string built per answer that no browser would use
// (about 4 % of a small read's CPU in the issue #17 profile).
const apiSecurityHeaders = securityHeadersWith(["'self'"]);

/** The security headers on every response: the API's without a nonce, everything else with one. */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.path.startsWith('/api/') ? apiSecurityHeaders(c, next) : pageSecurityHeaders(c, next);

const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** HSTS only on responses to https requests (directly, or behind a trusted proxy that says so). */
export const strictTransportSecurityOverHttps: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto'), c.var.deps.env.TRUST_PROXY)) {
    setResponseHeader(c, 'Strict-Transport-Security', HSTS_VALUE);
  }
};

function isHttpsRequest(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  // The request's URL always starts with its scheme; no URL object per request for this.
  if (url.startsWith('https:')) return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery defence for the API. Cookies are SameSite=Lax; on top of that every state
 * change must say where it comes from and come from this site: a browser sends Sec-Fetch-Site and/or
 * Origin on every write, so a write with neither is not from a page of ours and is refused. A write with
 * a body must carry JSON or multipart. Note that multipart/form-data (like text/plain and form-urlencoded)
 * is a "simple" content type that a foreign page CAN send without a CORS preflight: the Origin and
 * Sec-Fetch-Site checks are what stop those; only JSON needs a preflight, which this server never grants.
 * A body is any Content-Length other than 0 or any Transfer-Encoding (a chunked body has no length).
 */
export const rejectCrossSiteWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw crossSite();
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin, c.req.url, c.var.deps.env.PUBLIC_URL)) throw crossSite();
    if (!fetchSite && !origin) throw crossSite();
    if (hasBody(c.req.header('content-length'), c.req.header('transfer-encoding'))) {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json' && mediaType !== 'multipart/form-data') {
        throw new AppError('unsupported_media_type', 'İstek biçimi desteklenmiyor.');
      }
    }
  }
  await next();
};

function hasBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && contentLength.trim() !== '0';
}

function isAllowedOrigin(origin: string, requestUrl: string, publicUrl: string | undefined): boolean {
  if (origin === new URL(requestUrl).origin) return true;
  return publicUrl !== undefined && origin === new URL(publicUrl).origin;
}

const crossSite = () => new AppError('cross_site', 'Bu istek başka bir siteden geldiği için reddedildi.');
