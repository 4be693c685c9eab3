import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../shared/mail.ts';
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../app-context.ts';
import { setResponseHeader } from './response-headers.ts';

/**
 * The pages' CSP and other security headers. Server-rendered pages carry their hydration data in one
 * inline script with this response's nonce (c.get('secureHeadersNonce')); never 'unsafe-inline'.
 */
const pageSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
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
  // Sent by strictTransportSecurityOverHttps below, and only there: HSTS over plain http is meaningless.
  strictTransportSecurity: false,
});

/**
 * The API's headers. Its answers are JSON, a CSV download or a calendar feed, never a document a
 * browser renders, so they carry only the headers that still act on such an answer (OWASP's REST
 * Security Cheat Sheet): a CSP that allows nothing and no framing, nosniff, no framing for older
 * browsers, no cross-origin reads (Cross-Origin-Resource-Policy), and a referrer policy for the
 * sign-in flow's redirects. The page headers that only a document obeys (opener and agent-cluster
 * isolation, permissions, DNS prefetch, download and cross-domain-policy options, the XSS auditor's)
 * are left to the pages.
 * Each header is set on the answer, then listed and checked again to be sent: twelve instead of five
 * cost every API answer CPU time and 300 bytes (ADR 0039 has the figures).
 */
const API_SECURITY_HEADERS = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
] as const;

const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of API_SECURITY_HEADERS) setResponseHeader(c, name, value);
};

/** The security headers on every response: the API's (above), everything else the pages' with a nonce. */
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
export const rejectCrossSiteWrites: MiddlewareHandler<AppEnv> = (c, next) => {
  // A mailbox provider's one-click unsubscribe (RFC 8058): a form POST from its server, no Origin; the
  // recipient's secret token in the address is what authorises it, and it can only withdraw a consent.
  if (unsafeMethods.has(c.req.method) && c.req.path !== ONE_CLICK_UNSUBSCRIBE_PATH) {
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
  return next();
};

function hasBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && contentLength.trim() !== '0';
}

function isAllowedOrigin(origin: string, requestUrl: string, publicUrl: string): boolean {
  return origin === new URL(requestUrl).origin || origin === new URL(publicUrl).origin;
}

const crossSite = () => new AppError('cross_site', 'Bu istek başka bir siteden geldiği için reddedildi.');
