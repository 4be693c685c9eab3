import { Hono } from 'hono';
import { accessLogQuerySchema } from '../../../shared/schemas/access-log.ts';
import type { AppEnv } from '../../app-context.ts';
import { queryOf } from '../../http/input.ts';
import { listClientAccessLog } from './access-log-service.ts';

/** /api/me/access-log: who in the practice opened the signed-in client's record (issue #43, ADR 0084). */
export const meAccessLogRoutes = new Hono<AppEnv>().get('/', queryOf(accessLogQuerySchema), async (c) => {
  const { page } = c.req.valid('query');
  return c.json(await listClientAccessLog(c.var.deps.db, { clientId: c.var.user.id, page }));
});
