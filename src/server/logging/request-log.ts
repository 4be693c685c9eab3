import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { setResponseHeader } from '../http/response-headers.ts';
import type { Logger } from './logger.ts';

// Keyed by the context, not the Request: the body limit replaces c.req.raw with a wrapped copy.
const requestIds = new WeakMap<object, string>();
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** The request id of a request (set by requestLog; a proxy's X-Request-Id is kept when it looks sane). */
export function requestIdOf(c: Context): string | null {
  return requestIds.get(c) ?? null;
}

/** The matched route pattern ('/api/admin/clients/:id'), never the raw path with its values. */
function routeOf(c: Context): string {
  const routes = c.req.matchedRoutes.filter((route) => route.method !== 'ALL');
  return routes.at(-1)?.path ?? 'unmatched';
}

/**
 * Logs every request as one JSON line when it ends: id, method, route, status, milliseconds and the
 * signed-in user's id. The id goes back in X-Request-Id, so a user's report can be found in the log;
 * the milliseconds in Server-Timing (`app;dur=…`), the server's own time without the network, which
 * the scale benchmark (bench/scale-bench.ts) and the browser's developer tools read.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
    requestIds.set(c, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      setResponseHeader(c, 'X-Request-Id', requestId);
      setResponseHeader(c, 'Server-Timing', `app;dur=${ms}`);
      const user = c.get('user') as { id: string } | undefined;
      const status = c.res.status;
      logger[status >= 500 ? 'error' : 'info'](
        {
          requestId,
          method: c.req.method,
          route: routeOf(c),
          status,
          ms,
          userId: user?.id ?? null,
        },
        'request',
      );
    }
  };
}
