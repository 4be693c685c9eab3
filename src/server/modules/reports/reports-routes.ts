import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { readUuidParam } from '../../http/read-json.ts';
import { analyzeClientMeasurements, getClientReport } from './reports-service.ts';

/** /api/admin/clients/:id/report and /analysis: the client report screen (Danışan Raporu). */
export const reportsRoutes = new Hono<AppEnv>()
  .get('/:id/report', async (c) => {
    const clientId = readUuidParam(c, 'id');
    return c.json(await getClientReport(c.var.deps.db, { clientId, env: c.var.deps.env }));
  })
  .post('/:id/analysis', async (c) => {
    const clientId = readUuidParam(c, 'id');
    const analysis = await analyzeClientMeasurements(c.var.deps.db, { clientId, env: c.var.deps.env });
    return c.json({ analysis });
  });
