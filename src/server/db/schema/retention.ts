import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { defaultRetentionPeriods, retentionKinds } from '../../../shared/schemas/retention.ts';
import { recordVersion } from './record-version.ts';

// Retention and periodic destruction (issue #43, ADR 0087).

/** One row (id 1): the retention period of each kind of data, in the kind's unit (months or days). */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: integer('id').primaryKey().default(1),
    visitorAppointmentsMonths: integer('visitor_appointments_months')
      .notNull()
      .default(defaultRetentionPeriods.visitorAppointments),
    canceledUnpaidOrdersMonths: integer('canceled_unpaid_orders_months')
      .notNull()
      .default(defaultRetentionPeriods.canceledUnpaidOrders),
    expiredSessionsDays: integer('expired_sessions_days').notNull().default(defaultRetentionPeriods.expiredSessions),
    visitorStatisticsMonths: integer('visitor_statistics_months')
      .notNull()
      .default(defaultRetentionPeriods.visitorStatistics),
    sentMailDays: integer('sent_mail_days').notNull().default(defaultRetentionPeriods.sentMail),
    closedKvkkRequestsMonths: integer('closed_kvkk_requests_months')
      .notNull()
      .default(defaultRetentionPeriods.closedKvkkRequests),
    accessLogMonths: integer('access_log_months').notNull().default(defaultRetentionPeriods.accessLog),
    mailLogsMonths: integer('mail_logs_months').notNull().default(defaultRetentionPeriods.mailLogs),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [check('retention_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The record of periodic destruction ('periyodik imha'): one row per kind and Istanbul day, inserted
 * in the transaction that destroys that kind's rows. The unique (kind, run_on) makes a day's
 * destruction of a kind happen once across processes: a second run waits for the first's insert and
 * then finds its row there.
 */
export const dataDestructionRuns = pgTable(
  'data_destruction_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: retentionKinds }).notNull(),
    /** The Istanbul day of the run. */
    runOn: date('run_on').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    period: integer('period').notNull(),
    unit: text('unit', { enum: ['months', 'days'] }).notNull(),
    /** Everything before this moment was destroyed. */
    cutoff: timestamp('cut_off', { withTimezone: true }).notNull(),
    destroyedCount: integer('destroyed_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('data_destruction_runs_kind_day_key').on(t.kind, t.runOn),
    index('data_destruction_runs_ran_at_idx').on(t.ranAt.desc()),
  ],
);
