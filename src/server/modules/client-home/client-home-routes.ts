import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { getClientHome } from './client-home-service.ts';

/** GET /api/me/home: the whole client home in one answer. */
export const clientHomeRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getClientHome(c.var.deps.db, { clientId: c.var.user.id })),
);
