import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './people.ts';

// Bulk mail (spec 3, Mail screen) under the Turkish commercial e-mail rules (İYS): a client receives
// the practice's bulk mail only after consenting, can withdraw at any time (profile area or the
// unsubscribe link in every mail) and the date of the last change is kept. A client without a row has
// not consented. Each send is recorded with its recipients, whose delivery status is the outbox row's.

export const mailConsentSources = ['client', 'unsubscribe'] as const;
export type MailConsentSource = (typeof mailConsentSources)[number];

export const mailConsents = pgTable('mail_consents', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  isConsented: boolean('is_consented').notNull().default(false),
  /** When the client last gave or withdrew consent (İYS asks for the date of the permission). */
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who changed it last: the client in their profile, or the unsubscribe link. */
  source: text('source', { enum: mailConsentSources }).notNull().default('client'),
  /** The unguessable token of the client's unsubscribe link (works without signing in). */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
});

/** One bulk mail as the admin sent it: one outbox mail per recipient. */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id'),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    /** Selected clients left out because they have not consented. */
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_sends_created_idx').on(t.createdAt.desc())],
);

/** A recipient of a send and its outbox mail (status there; after the outbox is pruned, in mail_logs). */
export const mailSendRecipients = pgTable(
  'mail_send_recipients',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => mailSends.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    outboxId: uuid('outbox_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.email] }), index('mail_send_recipients_outbox_idx').on(t.outboxId)],
);
