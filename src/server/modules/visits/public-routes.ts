import { Hono } from 'hono';
import { visitSchema } from '../../../shared/schemas/visits.ts';
import type { AppEnv } from '../../app-context.ts';
import { readClientIp } from '../../http/client-ip.ts';
import { jsonBody } from '../../http/input.ts';
import { recordVisit } from './visits-service.ts';

/** /api/visits: the public layout reports each page view once (a beacon; see the ADR). */
export const publicVisitsRoutes = new Hono<AppEnv>().post('/', jsonBody(visitSchema), async (c) => {
  await recordVisit(c.var.deps.db, {
    ip: readClientIp(c),
    userAgent: c.req.header('user-agent') ?? '',
    path: c.req.valid('json').path,
  });
  // The same answer whether counted or not (a bot, a flood past the daily cap; ADR 0063): a bot learns
  // nothing from it and the browser's fire-and-forget beacon never reads it.
  return c.json({ ok: true });
});
