import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readUuidParam, uuidParam } from '../../http/input.ts';
import { pdfDownloadResponse } from '../../http/pdf-download.ts';
import { analyzeClientMeasurements, getClientReport, renderClientReportPdfFile } from './reports-service.ts';

/** /api/admin/reports/:clientId, /:clientId/pdf and /:clientId/analysis: the client report screen (Danışan Raporu). */
export const adminReportsRoutes = new Hono<AppEnv>()
  .get('/:clientId', async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    return c.json(await getClientReport(c.var.deps.db, { clientId, env: c.var.deps.env }));
  })
  /** 'Raporu PDF indir': the report on A4 (issue #40, ADR 0079's amendment). */
  .get('/:clientId/pdf', uuidParam('clientId'), async (c) => {
    const file = await renderClientReportPdfFile(c.var.deps, { clientId: readUuidParam(c, 'clientId') });
    return pdfDownloadResponse(c, file);
  })
  .post('/:clientId/analysis', async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    const analysis = await analyzeClientMeasurements(c.var.deps.db, { clientId, env: c.var.deps.env });
    return c.json({ analysis });
  });
