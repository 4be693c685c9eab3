import { and, count, desc, eq } from 'drizzle-orm';
import { ACCESS_LOG_PAGE_SIZE, type AccessLogPage } from '../../../shared/schemas/access-log.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, authUsers } from '../../db/schema/index.ts';

/** An admin's read of this client's data (recorded by recordClientRead); the client's own reads are not in it. */
const adminReadsOf = (clientId: string) =>
  and(eq(auditLog.clientId, clientId), eq(auditLog.action, 'read'), eq(auditLog.actorRole, 'admin'));

/**
 * One page of who in the practice opened a client's record, newest first: the admin's name, the
 * screen's key and the time. The same answer for the client detail and for the client's own profile.
 */
export async function listClientAccessLog(
  db: Database,
  params: { clientId: string; page: number },
): Promise<AccessLogPage> {
  const where = adminReadsOf(params.clientId);
  const [rows, totals] = await Promise.all([
    db
      .select({ at: auditLog.at, adminName: authUsers.name, screen: auditLog.entity })
      .from(auditLog)
      .leftJoin(authUsers, eq(authUsers.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(ACCESS_LOG_PAGE_SIZE)
      .offset((params.page - 1) * ACCESS_LOG_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: totals[0]?.total ?? 0,
    page: params.page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
  };
}
