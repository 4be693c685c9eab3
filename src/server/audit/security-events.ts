import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** A security event of an account (e.g. throttled sign-ins), readable in the same trail. */
export async function recordSecurityEvent(
  db: Database,
  event: { action: string; clientId: string | null; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    entity: 'auth_users',
    entityId: event.clientId,
    clientId: event.clientId,
    after: event.details,
  });
}
