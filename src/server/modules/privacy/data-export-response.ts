import type { Context } from 'hono';
import { isoDayToTurkish, toBusinessDay } from '../../../shared/dates.ts';
import type { AppEnv } from '../../app-context.ts';
import { recordDataRead } from '../../audit/data-reads.ts';
import { requestIdOf } from '../../logging/request-log.ts';
import { readPracticeForPdf } from '../nutrition-programs/nutrition-programs-service.ts';
import { readSiteLogoImage } from '../settings/site-logo-image.ts';
import { renderClientDataPdf } from './client-data-pdf.ts';
import { exportClientData } from './privacy-service.ts';

/**
 * The client's data read for a download, by the session's user, and recorded: a download carries all
 * the client's health data out of the practice, so the trail keeps every one, by whom (no 10-minute
 * merging as for screen reads). JSON and PDF count against the same hourly allowance.
 */
async function readClientDataForDownload(c: Context<AppEnv>, clientId: string) {
  const { db } = c.var.deps;
  const user = c.var.user;
  const data = await exportClientData(db, { clientId, requestedBy: { id: user.id, role: user.role } });
  await recordDataRead(db, {
    actor: { id: user.id, role: user.role, requestId: requestIdOf(c) },
    entity: 'data-export',
    clientId,
  });
  return data;
}

const downloadHeaders = (fileName: string) => ({
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/**
 * The client's data as a JSON file (issue #43, ADR 0073), for the client ('Verilerim') or the dietitian
 * answering an Article 11 request.
 */
export async function sendClientDataExport(c: Context<AppEnv>, params: { clientId: string; fileName: string }) {
  const data = await readClientDataForDownload(c, params.clientId);
  return c.json(data, 200, downloadHeaders(params.fileName));
}

/**
 * The same data as a readable PDF (ADR 0073, amendment 2026-11-28): every number included, also for a
 * hide-numbers client (ADR 0090), since the right of access is to the data as it is held.
 */
export async function sendClientDataPdf(c: Context<AppEnv>, params: { clientId: string; fileName: string }) {
  const { db, storage } = c.var.deps;
  const data = await readClientDataForDownload(c, params.clientId);
  const [practice, logo] = await Promise.all([readPracticeForPdf(db), readSiteLogoImage(db, storage)]);
  const bytes = await renderClientDataPdf({
    practice: { ...practice, logoPng: logo?.png ?? null },
    dateText: isoDayToTurkish(toBusinessDay()),
    data,
  });
  return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/pdf', ...downloadHeaders(params.fileName) });
}
