import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messageSenderRoles } from '../../../shared/message-constants.ts';
import type { MessageImage } from '../../../shared/schemas/messages.ts';
import { clients } from './people.ts';
import { storedImages } from './platform.ts';

// Messages between a client and the practice (issue #42). One conversation per client, keyed by the
// client's id: the practice answers as a whole, so there is no second party to key by.

export const conversations = pgTable(
  'conversations',
  {
    clientId: text('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The inbox's order and preview, kept with each message so the list never scans the messages. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageText: text('last_message_text').notNull().default(''),
    lastSenderRole: text('last_sender_role', { enum: messageSenderRoles }).notNull(),
    /** Set by the dietitian ('Tamamlandı'); a new message from the client opens it again. */
    isDone: boolean('is_done').notNull().default(false),
    /** When the unread-message mail last went out, so it goes at most once an hour. */
    unreadMailSentAt: timestamp('unread_mail_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The client's messages no admin has read yet. Derived: kept by the messages' triggers (migration
     * 0056, ADR 0070), never written by a module, so the inbox's unread filter and the panel's badge
     * read it instead of counting messages.
     */
    practiceUnreadCount: integer('practice_unread_count').notNull().default(0),
  },
  (t) => [
    index('conversations_last_message_idx').on(t.lastMessageAt.desc(), t.clientId),
    // Only the conversations with something unread, in the inbox's order (read backwards: latest
    // first, client id descending): the unread filter's page and total and the badge's sum.
    index('conversations_practice_unread_idx').on(t.lastMessageAt, t.clientId).where(sql`${t.practiceUnreadCount} > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => conversations.clientId, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: messageSenderRoles }).notNull(),
    /** The signed-in author; no foreign key, a message outlives a removed admin account. */
    senderId: text('sender_id'),
    /** Plain text, never HTML: the page renders it as text. */
    text: text('text').notNull(),
    /** The photos' ids and sizes, as the pages show them (message_photos holds who may read each). */
    images: jsonb('images').$type<MessageImage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side saw it ('Görüldü'). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_client_created_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    // The unread counts and the mail job read only the unread rows.
    index('messages_unread_idx').on(t.clientId, t.senderRole).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A photo of a message: the id its private route takes (`/api/me|admin/messages/photos/:id`), the
 * conversation it belongs to (who may read it) and its files in the image store (a private kind,
 * never served at /uploads/). Written in the message's transaction.
 */
export const messagePhotos = pgTable(
  'message_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    imageKey: text('image_key')
      .notNull()
      .references(() => storedImages.key),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_photos_message_idx').on(t.messageId), index('message_photos_client_idx').on(t.clientId)],
);

/** The dietitian's saved answers, shared by the practice's admins, offered above the reply box. */
export const messageQuickReplies = pgTable('message_quick_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
