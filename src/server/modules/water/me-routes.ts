import { Hono } from 'hono';
import { addWaterGlassSchema } from '../../../shared/schemas/water.ts';
import type { AppEnv } from '../../app-context.ts';
import { optionalJsonBody } from '../../http/input.ts';
import { addWaterGlass } from './water-service.ts';

/**
 * POST /api/me/water: one more glass. With no body, today's (the server knows the day); a phone that
 * kept glasses offline sends each with its own id and day (issue #41), and a repeat adds nothing.
 */
export const meWaterRoutes = new Hono<AppEnv>().post('/', optionalJsonBody(addWaterGlassSchema), async (c) =>
  c.json({ water: await addWaterGlass(c.var.deps.db, { ...c.req.valid('json'), clientId: c.var.user.id }) }),
);
