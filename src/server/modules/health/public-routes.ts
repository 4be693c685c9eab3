import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';

/** GET /api/health: 200 when the database answers (load balancers and uptime checks). */
export const publicHealthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, dbKind } = c.var.deps;
  await db.execute(sql`select 1`);
  return c.json({ status: 'ok', db: dbKind });
});
