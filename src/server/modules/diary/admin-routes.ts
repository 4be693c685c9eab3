import { Hono } from 'hono';
import { clientDiaryQuerySchema } from '../../../shared/schemas/diary.ts';
import type { AppEnv } from '../../app-context.ts';
import { queryOf, readUuidParam } from '../../http/input.ts';
import { getClientDiaryDay } from './diary-service.ts';

/** GET /api/admin/diary/:clientId?date=YYYY-MM-DD : a client's diary day for the dietitian, read-only. */
export const adminDiaryRoutes = new Hono<AppEnv>().get('/:clientId', queryOf(clientDiaryQuerySchema), async (c) => {
  const clientId = readUuidParam(c, 'clientId');
  const { date } = c.req.valid('query');
  return c.json(await getClientDiaryDay(c.var.deps.db, { clientId, date }));
});
