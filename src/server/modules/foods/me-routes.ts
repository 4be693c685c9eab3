import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { listFoodOptions } from './foods-service.ts';

/**
 * GET /api/me/foods: the foods of the diary's picker. Separate from the diary day because it is the
 * same for every day: the browser loads it once when the picker first opens and keeps it, and may
 * reuse it for five minutes without asking again (docs/decisions/0008-client-diary-programme-exercises.md).
 */
export const meFoodsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const foods = await listFoodOptions(c.var.deps.db);
  c.header('Cache-Control', 'private, max-age=300');
  return c.json({ foods });
});
