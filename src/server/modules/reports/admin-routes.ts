import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readUuidParam } from '../../http/input.ts';
import { analyzeClientMeasurements, getClientReport } from './reports-service.ts';

/** /api/admin/reports/:clientId and /:clientId/analysis: the client report screen (Danışan Raporu). */
export const adminReportsRoutes = new Hono<AppEnv>()
  .get('/:clientId', async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    return c.json(await getClientReport(c.var.deps.db, { clientId, env: c.var.deps.env }));
  })
  .post('/:clientId/analysis', async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    const analysis = await analyzeClientMeasurements(c.var.deps.db, { clientId, env: c.var.deps.env });
    return c.json({ analysis });
  });
