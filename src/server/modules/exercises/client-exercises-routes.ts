import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { listExercises } from './client-exercises-service.ts';

/** GET /api/me/exercises: the exercise library of the client area. */
export const clientExercisesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return c.json({ exercises: await listExercises(c.var.deps.db) });
});
