import { Hono } from 'hono';
import { clientOptionsQuerySchema } from '../../../shared/schemas/client-options.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseInput } from '../../http/read-json.ts';
import { searchClientOptions } from './client-options-service.ts';

/** GET /api/admin/client-options?search=&limit= : the client picker's choices. */
export const clientOptionsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = parseInput(clientOptionsQuerySchema, c.req.query());
  return c.json({ clients: await searchClientOptions(c.var.deps.db, query) });
});
