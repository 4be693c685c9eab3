import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { listExercises } from './exercises-service.ts';

/** GET /api/me/exercises: the exercise library of the client area. */
export const meExercisesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return c.json({ exercises: await listExercises(c.var.deps.db) });
});
