import { count, desc, eq } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditPage } from '../../../shared/schemas/clients-audit.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, authUsers } from '../../db/schema/index.ts';

/** One page of a client's audit trail, newest first (also after the client was deleted). */
export async function listClientAudit(db: Database, params: { clientId: string; page: number }): Promise<AuditPage> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorRole: auditLog.actorRole,
        actorName: authUsers.name,
        requestId: auditLog.requestId,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(authUsers, eq(authUsers.id, auditLog.actorId))
      .where(eq(auditLog.clientId, params.clientId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((params.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(eq(auditLog.clientId, params.clientId)),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: totals[0]?.total ?? 0,
    page: params.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
