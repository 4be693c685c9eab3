import { Hono } from 'hono';
import { accessLogQuerySchema } from '../../../shared/schemas/access-log.ts';
import type { AppEnv } from '../../app-context.ts';
import { queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { listClientAccessLog } from './access-log-service.ts';

/** /api/admin/access-log/:clientId: who in the practice opened a client's record (issue #43, ADR 0084). */
export const adminAccessLogRoutes = new Hono<AppEnv>().get(
  '/:clientId',
  uuidParam('clientId'),
  queryOf(accessLogQuerySchema),
  async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await listClientAccessLog(c.var.deps.db, { clientId: readUuidParam(c, 'clientId'), page }));
  },
);
