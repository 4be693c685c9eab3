import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readMeFoodOptions } from './foods-service.ts';

/**
 * GET /api/me/foods: the foods of the diary's picker. Separate from the diary day because it is the
 * same for every day: the browser loads it once when the picker first opens and keeps it, and may
 * reuse it for five minutes without asking again (docs/decisions/0008-client-diary-programme-exercises.md).
 * A hide-numbers client's list carries names and servings only (ADR 0090).
 */
export const meFoodsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const options = await readMeFoodOptions(c.var.deps.db, { clientId: c.var.user.id });
  c.header('Cache-Control', 'private, max-age=300');
  return c.json(options);
});
