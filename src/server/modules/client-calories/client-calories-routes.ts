import { Hono } from 'hono';
import { clientDiaryQuerySchema } from '../../../shared/schemas/client-calories.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseInput, readUuidParam } from '../../http/read-json.ts';
import { getClientDiaryDay } from './client-calories-service.ts';

/** GET /api/admin/client-diary/:clientId?date=YYYY-MM-DD : a client's diary day, read-only. */
export const clientCaloriesRoutes = new Hono<AppEnv>().get('/:clientId', async (c) => {
  const clientId = readUuidParam(c, 'clientId');
  const { date } = parseInput(clientDiaryQuerySchema, c.req.query());
  return c.json(await getClientDiaryDay(c.var.deps.db, { clientId, date }));
});
