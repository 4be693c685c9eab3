import { Hono } from 'hono';
import { answerKvkkRequestSchema, kvkkRequestListQuerySchema } from '../../../shared/schemas/kvkk-requests.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { answerKvkkRequest, listKvkkRequests, startKvkkRequest } from './kvkk-requests-service.ts';

/**
 * /api/admin/kvkk-requests: the dietitian's queue of KVKK Article 11 requests with their 30-day
 * deadline (ADR 0085): 'İşleme al', and the answer that closes a request and is mailed to its requester.
 */
export const adminKvkkRequestsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(kvkkRequestListQuerySchema), async (c) =>
    c.json(await listKvkkRequests(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/:id/start', uuidParam('id'), async (c) =>
    c.json(await startKvkkRequest(c.var.deps.db, { id: readUuidParam(c, 'id') })),
  )
  .post('/:id/answer', uuidParam('id'), jsonBody(answerKvkkRequestSchema), async (c) => {
    const { db, env } = c.var.deps;
    const params = { id: readUuidParam(c, 'id'), input: c.req.valid('json'), adminId: c.var.user.id };
    return c.json(await answerKvkkRequest(db, { ...params, siteOrigin: env.PUBLIC_URL }));
  });
