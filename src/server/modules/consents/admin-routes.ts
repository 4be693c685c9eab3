import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readUuidParam, uuidParam } from '../../http/input.ts';
import { getClientConsents } from './consents-service.ts';

/** /api/admin/consents/:clientId: a client's consent state and records, for the client detail (ADR 0081). */
export const adminConsentsRoutes = new Hono<AppEnv>().get('/:clientId', uuidParam('clientId'), async (c) =>
  c.json(await getClientConsents(c.var.deps.db, { clientId: readUuidParam(c, 'clientId') })),
);
