import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AuditActor } from './audit-actor.ts';

/**
 * A read of a client's private data by someone else (an admin opening a client's report), kept in
 * the same trail as the changes. The triggers see only writes, so a read is recorded here.
 *
 * With `onceWithinSeconds`, the read is recorded only when the same actor has no read of the same
 * entity of the same client in that window (ADR 0084): one statement, so the check and the row are
 * one round trip. Two first reads at the very same moment may both be recorded; that is harmless.
 */
export async function recordDataRead(
  db: Database,
  read: {
    actor: AuditActor;
    entity: string;
    clientId: string;
    details?: Record<string, unknown>;
    onceWithinSeconds?: number;
  },
): Promise<void> {
  const values = {
    actorId: read.actor.id,
    actorRole: read.actor.role,
    requestId: read.actor.requestId,
    action: 'read',
    entity: read.entity,
    entityId: read.clientId,
    clientId: read.clientId,
    after: read.details ?? null,
  };
  if (read.onceWithinSeconds === undefined || read.actor.id === null) {
    await db.insert(auditLog).values(values);
    return;
  }
  await db.execute(sql`
    insert into audit_log (actor_id, actor_role, request_id, action, entity, entity_id, client_id, after)
    select ${values.actorId}::text, ${values.actorRole}::text, ${values.requestId}::text, 'read', ${values.entity}::text,
      ${values.clientId}::text, ${values.clientId}::text, ${values.after === null ? null : JSON.stringify(values.after)}::jsonb
    where not exists (
      select 1 from audit_log
      where client_id = ${values.clientId}::text and action = 'read' and entity = ${values.entity}::text
        and actor_id = ${values.actorId}::text
        and at > now() - make_interval(secs => ${read.onceWithinSeconds}::int)
    )`);
}
