import type { Context } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { recordDataRead } from '../../audit/data-reads.ts';
import { requestIdOf } from '../../logging/request-log.ts';
import { exportClientData } from './privacy-service.ts';

/**
 * The client's data as a JSON file (issue #43, ADR 0073), for the client ('Verilerim') or the dietitian
 * answering an Article 11 request. A download carries all the client's health data out of the practice:
 * the trail keeps every one, by whom (no 10-minute merging as for screen reads).
 */
export async function sendClientDataExport(c: Context<AppEnv>, params: { clientId: string; fileName: string }) {
  const { db } = c.var.deps;
  const user = c.var.user;
  const data = await exportClientData(db, { clientId: params.clientId, requestedBy: { id: user.id, role: user.role } });
  await recordDataRead(db, {
    actor: { id: user.id, role: user.role, requestId: requestIdOf(c) },
    entity: 'data-export',
    clientId: params.clientId,
  });
  return c.json(data, 200, {
    'content-disposition': `attachment; filename="${params.fileName}"`,
    'cache-control': 'no-store',
  });
}
