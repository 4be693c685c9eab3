import { Hono } from 'hono';
import { auditListQuerySchema } from '../../shared/schemas/audit.ts';
import type { AppEnv } from '../http/context.ts';
import { parseInput, readUuidParam } from '../http/read-json.ts';
import { listClientAudit } from './audit-service.ts';

/** GET /api/admin/clients/:id/audit?page= : who changed what of one client, when (KVKK audit trail). */
export const clientAuditRoutes = new Hono<AppEnv>().get('/:id/audit', async (c) => {
  const clientId = readUuidParam(c, 'id');
  const { page } = parseInput(auditListQuerySchema, c.req.query());
  return c.json(await listClientAudit(c.var.deps.db, { clientId, page }));
});
