import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consentChannels, consentDecisions } from '../../../shared/consent-constants.ts';
import { appointments } from './appointments.ts';
import { legalTextVersions } from './legal-texts.ts';
import { clients } from './people.ts';
import { orders } from './shop.ts';

// Consent with proof (issue #43, ADR 0081): one row per decision a person made about one version of a
// legal text. Who: a client (client_id), or a visitor through the booking or the order it came with
// (their name and address stay in that row, not copied here). A row is never changed except to mark
// the withdrawal of an açık rıza, once (a trigger refuses anything else, migration 0039), and leaves
// only with the record it belongs to (the client's erasure, the appointment's or order's deletion).

export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The exact version shown; a version is never changed (ADR 0076), so this is the text accepted. */
    legalTextVersionId: uuid('legal_text_version_id')
      .notNull()
      .references(() => legalTextVersions.id, { onDelete: 'restrict' }),
    decision: text('decision', { enum: consentDecisions }).notNull(),
    channel: text('channel', { enum: consentChannels }).notNull(),
    /** Null only once the erasure anonymised an order's record (ADR 0081). */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consent_records_client_idx').on(t.clientId, t.createdAt),
    index('consent_records_appointment_idx').on(t.appointmentId),
    index('consent_records_order_idx').on(t.orderId),
    index('consent_records_version_idx').on(t.legalTextVersionId),
    check('consent_records_one_subject', sql`num_nonnulls(${t.clientId}, ${t.appointmentId}, ${t.orderId}) = 1`),
    check('consent_records_withdraw_given_only', sql`${t.withdrawnAt} is null or ${t.decision} = 'given'`),
  ],
);
