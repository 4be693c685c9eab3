import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { getClientNutritionProgram } from './client-nutrition-program-service.ts';

/** GET /api/me/nutrition-program: the signed-in client's weekly programme, or null. */
export const clientNutritionProgramRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const program = await getClientNutritionProgram(c.var.deps.db, { clientId: c.var.user.id });
  return c.json({ program });
});
