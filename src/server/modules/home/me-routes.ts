import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { getClientHome } from './home-service.ts';

/** GET /api/me/home: the whole client home in one answer. */
export const meHomeRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getClientHome(c.var.deps.db, { clientId: c.var.user.id })),
);
