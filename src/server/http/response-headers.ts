import type { Context } from 'hono';

/**
 * Sets a header on the response a handler has already made (middleware after `await next()`).
 *
 * Hono's `c.header()` on a finished response copies it into a new Response first, in case its headers
 * are immutable (a response from fetch()). That copy turns @hono/node-server's light response into a
 * full undici one: with three such headers per request it was about a third of a small API read's CPU
 * (issue #17, profile of /api/health). The app's own responses have mutable headers, so they are set in
 * place; an immutable one (TypeError) still goes through `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.header(name, value);
  }
}
