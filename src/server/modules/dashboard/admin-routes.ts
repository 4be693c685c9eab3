import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readDashboard } from './dashboard-service.ts';

/** /api/admin/dashboard: the dashboard's read model in one request. */
export const adminDashboardRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await readDashboard(c.var.deps.db)),
);
