import type { SecurityEventAction } from '../../shared/security-event-constants.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** A security event of an account (e.g. throttled sign-ins), readable in the same trail. */
export async function recordSecurityEvent(
  db: Database,
  event: { action: SecurityEventAction; clientId: string | null; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    entity: 'auth_users',
    entityId: event.clientId,
    clientId: event.clientId,
    after: event.details,
  });
}

/**
 * A change an account's owner made to its own security (two-factor on or off, a backup code spent, a
 * new password), with the account's e-mail and the request's address (ADR 0084, amendment 2026-11-28).
 * Recorded after the change succeeded: a refused attempt is no change.
 */
export function recordAccountSecurityChange(
  db: Database,
  change: { action: SecurityEventAction; account: { id: string; email: string }; ip: string },
): Promise<void> {
  return recordSecurityEvent(db, {
    action: change.action,
    clientId: change.account.id,
    details: { email: change.account.email, ip: change.ip },
  });
}
