import { Hono } from 'hono';
import { createKvkkRequestSchema } from '../../../shared/schemas/kvkk-requests.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { createMyKvkkRequest, listMyKvkkRequests } from './kvkk-requests-service.ts';

/** /api/me/kvkk-requests: the client's KVKK Article 11 requests from 'Verilerim' (issue #43, ADR 0085). */
export const meKvkkRequestsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ kvkkRequests: await listMyKvkkRequests(c.var.deps.db, { clientId: c.var.user.id }) }))
  .post('/', jsonBody(createKvkkRequestSchema), async (c) => {
    const params = { clientId: c.var.user.id, input: c.req.valid('json') };
    return c.json({ kvkkRequest: await createMyKvkkRequest(c.var.deps.db, params) }, 201);
  });
