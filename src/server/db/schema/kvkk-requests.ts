import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kvkkRequestKinds, kvkkRequestStatuses } from '../../../shared/kvkk-request-constants.ts';
import { clients } from './people.ts';

// KVKK Article 11 requests (issue #43, ADR 0085): a client's from 'Verilerim' (client_id set, received
// at once) or a visitor's from the public form (client_id null, received only when the e-mailed link
// is opened: until then received_at is null and the row is in no list). The answer is due 30 days
// after received_at (Art. 13); reminder_sent_at is claimed by one conditional UPDATE, so the
// dietitian is reminded once across processes. A client's rows leave with the client (erasure).

export const kvkkRequests = pgTable(
  'kvkk_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    kind: text('kind', { enum: kvkkRequestKinds }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: kvkkRequestStatuses }).notNull().default('new'),
    /** SHA-256 of the visitor's e-mail link token; null once used (and for a client's request). */
    verificationTokenHash: text('verification_token_hash').unique(),
    /** When the request reached the practice: filing (client) or the link opened (visitor). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kvkk_requests_received_idx').on(t.receivedAt.desc()),
    index('kvkk_requests_client_idx').on(t.clientId, t.createdAt),
    check('kvkk_requests_closed_has_answer', sql`${t.status} in ('new', 'in_progress') or ${t.answer} is not null`),
  ],
);
