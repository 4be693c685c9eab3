import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coachMessageRoles } from '../../../shared/schemas/coach.ts';
import { adminColorModes } from '../../../shared/schemas/settings.ts';
import { authUsers } from './auth.ts';
import { recordVersion } from './record-version.ts';

// The admin panel's own settings and the life coach (spec 2 "General settings", "Logo settings",
// "Life-coach chat"). The old system kept colours and the logo in one browser's localStorage; Denge
// keeps them on the server so every admin (and, for the logo, every visitor) sees the same.

/** One row (id 1): the admin panel's colour mode and four colours, and the site logo. */
export const adminPanelSettings = pgTable(
  'admin_panel_settings',
  {
    id: integer('id').primaryKey().default(1),
    colorMode: text('color_mode', { enum: adminColorModes }).notNull().default('light'),
    buttonBackground: text('button_background').notNull(),
    buttonText: text('button_text').notNull(),
    menuBackground: text('menu_background').notNull(),
    menuText: text('menu_text').notNull(),
    /** The uploaded logo (stored_images key and its URL); null means the default logo. */
    logoKey: text('logo_key'),
    logoUrl: text('logo_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [check('admin_panel_settings_single_row', sql`${t.id} = 1`)],
);

/** The life-coach chat, one conversation per admin, kept so that a reload does not lose it. */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: coachMessageRoles }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_messages_admin_created_idx').on(t.adminId, t.createdAt)],
);
