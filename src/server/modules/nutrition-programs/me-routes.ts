import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { getClientNutritionProgram } from './nutrition-programs-service.ts';

/** GET /api/me/nutrition-programs: the signed-in client's weekly programme, or null. */
export const meNutritionProgramsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const program = await getClientNutritionProgram(c.var.deps.db, { clientId: c.var.user.id });
  return c.json({ program });
});
