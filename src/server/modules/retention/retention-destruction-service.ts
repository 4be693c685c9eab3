import { and, eq, inArray, isNull, lt, notLike, sql } from 'drizzle-orm';
import { type RetentionKind, retentionKinds, retentionRules } from '../../../shared/schemas/retention.ts';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  auditLog,
  authSessions,
  dataDestructionRuns,
  kvkkRequests,
  mailLogs,
  mailOutbox,
  mailSendRecipients,
  orders,
  visitorDays,
} from '../../db/schema/index.ts';
import { getRetentionSettings } from './retention-service.ts';

// Periodic destruction ('periyodik imha', issue #43, ADR 0087): every day, each kind of data past its
// retention period is deleted (visitor counts: anonymised, the counts kept), one transaction per kind, and the run is recorded in
// data_destruction_runs in that same transaction. The record's unique (kind, Istanbul day) is the
// claim: of two processes (or two runs) on one day, the second finds the first's row and destroys
// nothing, so each kind is destroyed and recorded once a day.

const DAY_MS = 24 * 3600_000;

/** How an anonymised visitor count row's hash starts (never a hex digest, so never a real visitor's). */
const ANONYMISED_VISITOR_PREFIX = 'anonim:';

/** What an audit row's recorded values become once the row they describe is destroyed. */
const DESTROYED_VALUES_MARKER = { retentionDestroyed: true };

/** The moment before which a kind's rows are past their period (months are calendar months, UTC). */
function retentionCutoff(kind: RetentionKind, period: number, now: Date): Date {
  if (retentionRules[kind].unit === 'days') return new Date(now.getTime() - period * DAY_MS);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - period);
  return cutoff;
}

/** The Istanbul calendar day of a moment, for date columns (appointments, visitor counts). */
const istanbulDay = (moment: Date) => sql`(${moment.toISOString()}::timestamptz at time zone 'Europe/Istanbul')::date`;

/**
 * The audit trail recorded every version of a destroyed appointment or KVKK request (names, phones,
 * e-mails): its rows stay, saying that the row existed and was destroyed, their values replaced.
 */
async function scrubAuditValues(tx: Database, entity: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({ before: DESTROYED_VALUES_MARKER, after: DESTROYED_VALUES_MARKER })
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)));
}

/** Deletes one kind's rows from before `cutoff`; answers how many were destroyed. */
async function destroyKind(tx: Database, kind: RetentionKind, cutoff: Date): Promise<number> {
  switch (kind) {
    case 'visitorAppointments': {
      // A visitor's booking from the site, not tied to a client account, whose day has passed.
      const rows = await tx
        .delete(appointments)
        .where(
          and(
            eq(appointments.source, 'public'),
            isNull(appointments.clientId),
            lt(appointments.date, sql`${istanbulDay(cutoff)}`),
          ),
        )
        .returning({ id: appointments.id });
      await scrubAuditValues(
        tx,
        'appointments',
        rows.map((row) => row.id),
      );
      return rows.length;
    }
    case 'canceledUnpaidOrders': {
      // Never paid and cancelled; a paid order is kept for the tax law and never destroyed here.
      const rows = await tx
        .delete(orders)
        .where(
          and(
            eq(orders.orderStatus, 'canceled'),
            sql`${orders.paymentStatus} <> 'paid'`,
            isNull(orders.paidAt),
            lt(orders.canceledAt, cutoff),
          ),
        )
        .returning({ id: orders.id });
      return rows.length;
    }
    case 'expiredSessions': {
      const rows = await tx
        .delete(authSessions)
        .where(lt(authSessions.expiresAt, cutoff))
        .returning({ id: authSessions.id });
      return rows.length;
    }
    case 'visitorStatistics': {
      // The dashboard's totals count these rows, so they stay: each old row's hash becomes a random
      // marker tied to nothing, and its last-seen moment the start of its day.
      const rows = await tx
        .update(visitorDays)
        .set({
          visitorHash: sql`${ANONYMISED_VISITOR_PREFIX} || gen_random_uuid()::text`,
          lastSeenAt: sql`(${visitorDays.day}::timestamp at time zone 'Europe/Istanbul')`,
        })
        .where(
          and(
            lt(visitorDays.day, sql`${istanbulDay(cutoff)}`),
            notLike(visitorDays.visitorHash, `${ANONYMISED_VISITOR_PREFIX}%`),
          ),
        )
        .returning({ day: visitorDays.day });
      return rows.length;
    }
    case 'sentMail': {
      const rows = await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, cutoff)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    }
    case 'closedKvkkRequests': {
      const rows = await tx
        .delete(kvkkRequests)
        .where(and(inArray(kvkkRequests.status, ['answered', 'rejected']), lt(kvkkRequests.answeredAt, cutoff)))
        .returning({ id: kvkkRequests.id });
      await scrubAuditValues(
        tx,
        'kvkk_requests',
        rows.map((row) => row.id),
      );
      return rows.length;
    }
    case 'mailLogs': {
      // A bulk mail's log rows stay with their send: its recipient list reads them ('gönderildi' once
      // the outbox row is pruned), and they prove which commercial message went to whom (İYS).
      const rows = await tx
        .delete(mailLogs)
        .where(
          and(
            lt(mailLogs.sentAt, cutoff),
            sql`not exists (select 1 from ${mailSendRecipients} where ${mailSendRecipients.outboxId} = ${mailLogs.outboxId})`,
          ),
        )
        .returning({ id: mailLogs.id });
      return rows.length;
    }
    case 'accessLog': {
      const rows = await tx
        .delete(auditLog)
        .where(and(eq(auditLog.action, 'read'), lt(auditLog.at, cutoff)))
        .returning({ id: auditLog.id });
      return rows.length;
    }
  }
}

type DestructionResult = { kind: RetentionKind; destroyedCount: number };

/**
 * One periodic destruction at `now` (the scheduler's clock; tests pass their own): for each kind not
 * yet destroyed today, its rows past the period are deleted and the run recorded, in one transaction.
 * Answers the kinds this call destroyed and recorded (none when another run did today's already).
 */
export async function runDataDestruction(db: Database, params: { now?: Date } = {}): Promise<DestructionResult[]> {
  const now = params.now ?? new Date();
  const { periods } = await getRetentionSettings(db);
  const results: DestructionResult[] = [];
  const failures: string[] = [];
  for (const kind of retentionKinds) {
    const period = periods[kind];
    const cutoff = retentionCutoff(kind, period, now);
    // A kind that fails rolls back with its record; the other kinds are still destroyed.
    const result = await db
      .transaction(async (tx) => {
        const [claimed] = await tx
          .insert(dataDestructionRuns)
          .values({
            kind,
            runOn: sql`${istanbulDay(now)}`,
            ranAt: now,
            period,
            unit: retentionRules[kind].unit,
            cutoff,
          })
          .onConflictDoNothing({ target: [dataDestructionRuns.kind, dataDestructionRuns.runOn] })
          .returning({ id: dataDestructionRuns.id });
        if (!claimed) return null;
        const destroyedCount = await destroyKind(tx, kind, cutoff);
        await tx.update(dataDestructionRuns).set({ destroyedCount }).where(eq(dataDestructionRuns.id, claimed.id));
        return { kind, destroyedCount };
      })
      .catch((error: unknown) => {
        failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
    if (result) results.push(result);
  }
  if (failures.length > 0) throw new Error(`periodic destruction failed for ${failures.join('; ')}`);
  return results;
}
