import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { genders } from '../../../shared/constants.ts';
import { authUsers } from './auth.ts';
import { turkishOrder } from '../turkish-order.ts';
import { recordVersion } from './record-version.ts';

// The two kinds of account the spec knows (spec 1 §3). Their id is the auth user's id, so removing
// the sign-in account removes the row with it.

export const adminUsers = pgTable('admin_users', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clients = pgTable(
  'clients',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    age: integer('age').notNull(),
    startDate: date('start_date').notNull(),
    /** Turkish-folded "name email" for case-insensitive search (see shared/text.ts). */
    searchText: text('search_text').notNull().default(''),
    /**
     * Hide-numbers mode (issue #44, ADR 0090): the client's screens and PDFs carry no calorie, weight or
     * body-fat number; the dietitian's side is unchanged.
     */
    hideNumbers: boolean('hide_numbers').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    // The client list's order, created_at DESC NULLS LAST then id DESC, whole: with created_at alone
    // every page sorted its rows by id again, up to the page (issue #17: 10 ms for page 400).
    index('clients_created_id_idx').on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The pickers' order: Turkish alphabetical (ADR 0056).
    index('clients_name_turkish_idx').on(turkishOrder(t.name), t.id),
  ],
);
