import { count, desc, inArray } from 'drizzle-orm';
import {
  SECURITY_EVENTS_PAGE_SIZE,
  type SecurityEvent,
  type SecurityEventPage,
} from '../../../shared/schemas/security-events.ts';
import { type SecurityEventAction, securityEventActions } from '../../../shared/security-event-constants.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

const isSecurityEvent = inArray(auditLog.action, securityEventActions);

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** One page of the security events the sign-in defences recorded (recordSecurityEvent), newest first. */
export async function listSecurityEvents(db: Database, params: { page: number }): Promise<SecurityEventPage> {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, details: auditLog.after })
      .from(auditLog)
      .where(isSecurityEvent)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(SECURITY_EVENTS_PAGE_SIZE)
      .offset((params.page - 1) * SECURITY_EVENTS_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(isSecurityEvent),
  ]);
  return {
    items: rows.map((row): SecurityEvent => {
      const details = (row.details ?? {}) as Record<string, unknown>;
      return {
        id: row.id,
        at: row.at.toISOString(),
        action: row.action as SecurityEventAction,
        email: textOf(details.email),
        ip: textOf(details.ip),
        failedAttempts: numberOf(details.failedAttempts),
        windowMinutes: numberOf(details.windowMinutes),
      };
    }),
    total: totals[0]?.total ?? 0,
    page: params.page,
    pageSize: SECURITY_EVENTS_PAGE_SIZE,
  };
}
