import type { MiddlewareHandler } from 'hono';
import { UUID_PATTERN } from '../../shared/fields/id-field.ts';
import type { AccessLogScreen } from '../../shared/access-log-constants.ts';
import type { AppEnv } from '../app-context.ts';
import { requestIdOf } from '../logging/request-log.ts';
import { recordDataRead } from './data-reads.ts';

/** The same admin reading the same client's same screen again within this window is not recorded again. */
const CLIENT_READ_WINDOW_SECONDS = 10 * 60;

/**
 * Who saw what (issue #43, ADR 0084): an admin's successful GET of one client's health data is
 * recorded in the audit trail as a `read` of `screen`. Mounted on the admin routes that show such
 * data (src/server/routes.ts); the client's id is the route's `:clientId` (or `:id`) or the
 * `clientId` of the query. A failed read (404, 400) is not recorded, and a failure to record never
 * fails the read: it is logged.
 */
export function recordClientRead(screen: AccessLogScreen): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const clientId = c.req.param('clientId') ?? c.req.param('id') ?? c.req.query('clientId');
    await next();
    const user = c.var.user;
    if (!clientId || !UUID_PATTERN.test(clientId) || c.res.status !== 200 || user?.role !== 'admin') return;
    try {
      await recordDataRead(c.var.deps.db, {
        actor: { id: user.id, role: user.role, requestId: requestIdOf(c) },
        entity: screen,
        clientId,
        onceWithinSeconds: CLIENT_READ_WINDOW_SECONDS,
      });
    } catch (error) {
      (c.var.deps.logger ?? console).error(
        { err: error, screen, requestId: requestIdOf(c) },
        'client read not recorded',
      );
    }
  };
}
