import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { addWaterGlass } from './water-service.ts';

/** POST /api/me/water: one more glass today (the body, if any, is ignored: the server knows the day). */
export const meWaterRoutes = new Hono<AppEnv>().post('/', async (c) =>
  c.json({ water: await addWaterGlass(c.var.deps.db, { clientId: c.var.user.id }) }),
);
