import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables of the platform services (issue #8): uploaded images, the mail outbox and its log, and the
// scheduled jobs. Features reference them through the services in src/server/{storage,mail,jobs}.

export type StoredImageFile = { key: string; width: number; height: number; format: string };

/** A text attachment of a queued mail (an appointment reminder's .ics), as nodemailer takes it. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * One uploaded image: `key` is the folder of its files (`<kind>/<random id>`). A row with no
 * `attached_at` was uploaded but not yet saved with a record; housekeeping removes those after a day.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    files: jsonb('files').$type<StoredImageFile[]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [index('stored_images_pending_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The outbox: written in the same transaction as the change that causes the mail, delivered by the
 * mail worker. A worker claims a row by setting `claim_token` and `locked_until` (a lease it renews
 * while it talks to the SMTP server), so two processes never send one mail and a crashed worker's
 * claim runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    senderId: text('sender_id'),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The mail's Message-ID, recorded by the claim before its first attempt and sent unchanged on
     * every retry, so a receiving server or the recipient's client can drop a repeated delivery.
     */
    messageId: text('message_id'),
    /** Set when the last attempt's outcome is unknown (the connection dropped after DATA, ADR 0065). */
    outcomeUnknownAt: timestamp('outcome_unknown_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Extra header fields the template asks for (bulk mail: List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_status_idx').on(t.status),
  ],
);

/** The spec's mail_logs: one row per mail actually handed to the SMTP server. */
export const mailLogs = pgTable(
  'mail_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id'),
    senderId: text('sender_id'),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_logs_sent_at_idx').on(t.sentAt.desc())],
);

/**
 * Periodic jobs: one row per job name. A process runs a job only after moving `next_run_at` one
 * period ahead in a single UPDATE … RETURNING, so each period's run happens once across processes.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  runCount: integer('run_count').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * Exact row counts of the large tables whose admin lists show a total (issue #17: notifications,
 * client_goals). Statement-level triggers keep them (migration scale_indexes), so a total is one row
 * read instead of counting 100,000 rows on every page; see docs/decisions/0025-scale-indexes-and-row-counts.md.
 */
export const tableRowCounts = pgTable('table_row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});

/**
 * The record that the demo practice was loaded into this database (src/server/demo/seed-demo.ts): one
 * row, written in the transaction that loads it. The demo is loaded once, on a new database, and never
 * again, so demo rows the practice deletes stay deleted (ADR 0055).
 */
export const demoPracticeLoads = pgTable(
  'demo_practice_loads',
  {
    /** Always true: the primary key allows one row, and a second load finds it taken. */
    isLoaded: boolean('is_loaded').primaryKey().default(true),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('demo_practice_loads_one_row', sql`${t.isLoaded}`)],
);
