import { Hono } from 'hono';
import { clientDiaryQuerySchema } from '../../../shared/schemas/diary.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput, readUuidParam } from '../../http/read-json.ts';
import { getClientDiaryDay } from './diary-service.ts';

/** GET /api/admin/diary/:clientId?date=YYYY-MM-DD : a client's diary day for the dietitian, read-only. */
export const adminDiaryRoutes = new Hono<AppEnv>().get('/:clientId', async (c) => {
  const clientId = readUuidParam(c, 'clientId');
  const { date } = parseInput(clientDiaryQuerySchema, c.req.query());
  return c.json(await getClientDiaryDay(c.var.deps.db, { clientId, date }));
});
