import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MealType, WeekDay } from '../../../shared/constants.ts';
import type { MealReminder } from '../../../shared/schemas/reminders.ts';
import { clients } from './people.ts';

// The reminders a client sets (issue #41, ADR 0083) and the record of each one sent.

/** One row per client who saved the 'Hatırlatıcılar' card; no row means every reminder off. */
export const reminderSettings = pgTable('reminder_settings', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  isWaterOn: boolean('is_water_on').notNull().default(false),
  waterEveryHours: integer('water_every_hours').notNull().default(2),
  /** 'HH:MM' in Europe/Istanbul, as the client typed them. */
  waterFrom: text('water_from').notNull().default('09:00'),
  waterUntil: text('water_until').notNull().default('21:00'),
  /** Every meal of the diary with its switch and time. */
  meals: jsonb('meals').$type<Record<MealType, MealReminder>>().notNull(),
  isWeighInOn: boolean('is_weigh_in_on').notNull().default(false),
  weighInDay: text('weigh_in_day').$type<WeekDay>().notNull().default('monday'),
  weighInTime: text('weigh_in_time').notNull().default('08:00'),
  isEmailFallbackOn: boolean('is_email_fallback_on').notNull().default(false),
  /** Quiet hours, 'HH:MM' in Europe/Istanbul; from after until spans midnight. */
  isQuietOn: boolean('is_quiet_on').notNull().default(false),
  quietFrom: text('quiet_from').notNull().default('22:00'),
  quietUntil: text('quiet_until').notNull().default('08:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder sent: (client, kind, slot) is the key the job inserts with ON CONFLICT DO
 * NOTHING in the transaction that queues the push or the mail, so two processes send it once.
 * `kind` is 'water', 'weigh_in' or 'meal:<mealType>'; `slot` the Istanbul time it was set for.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    /** 'push' or 'email'. */
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reminder_deliveries_pkey', columns: [t.clientId, t.kind, t.slot] }),
    index('reminder_deliveries_slot_idx').on(t.slot),
  ],
);
