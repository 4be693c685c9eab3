import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AuditActor } from './audit-actor.ts';

/**
 * A read of a client's private data by someone else (an admin opening a client's messages), kept in
 * the same trail as the changes. The triggers see only writes, so a read is recorded here.
 */
export async function recordDataRead(
  db: Database,
  read: { actor: AuditActor; entity: string; clientId: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: read.actor.id,
    actorRole: read.actor.role,
    requestId: read.actor.requestId,
    action: 'read',
    entity: read.entity,
    entityId: read.clientId,
    clientId: read.clientId,
    after: read.details ?? null,
  });
}
