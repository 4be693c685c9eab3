import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TimeRange } from '../../../shared/appointment-slots.ts';
import {
  appointmentModes,
  appointmentPurposes,
  appointmentSources,
  appointmentStatuses,
} from '../../../shared/schemas/appointments.ts';
import { appointmentReminderKinds } from '../../../shared/appointment-reminders.ts';
import { clients } from './people.ts';
import { recordVersion } from './record-version.ts';

// Appointments (spec 2 §3), the dietitian's bookable hours, and the cookie-less visitor counter of
// the dashboard (issue #9).

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientName: text('client_name').notNull(),
    phone: text('phone').notNull(),
    /** Optional: where the reminders go (issue #44); a booking without one gets none. */
    email: text('email'),
    purpose: text('purpose', { enum: appointmentPurposes }).notNull(),
    date: date('date').notNull(),
    /** "HH:MM" in Europe/Istanbul. */
    time: text('time').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('upcoming'),
    source: text('source', { enum: appointmentSources }).notNull().default('admin'),
    /** At the practice or by a video call (issue #44). */
    mode: text('mode', { enum: appointmentModes }).notNull().default('in_person'),
    /** The video call's link, set for an online appointment only (https, checked on input). */
    meetingUrl: text('meeting_url'),
    /**
     * The client account the appointment belongs to (issue #44 self-service): set when a signed-in
     * client books from 'Randevularım'; null for a visitor's or the dietitian's booking.
     */
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    // No double booking: one live appointment per slot, enforced by the database so that two
    // visitors racing for a slot cannot both get it; a cancelled one frees its slot.
    uniqueIndex('appointments_slot_key').on(t.date, t.time).where(sql`${t.status} <> 'cancelled'`),
    index('appointments_date_time_idx').on(t.date, t.time),
    index('appointments_client_id_idx').on(t.clientId, t.date),
    check('appointments_time_format', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // A link belongs to an online appointment: one moved to the practice loses it.
    check('appointments_meeting_url_online', sql`${t.meetingUrl} is null or ${t.mode} = 'online'`),
  ],
);

/** The one row (id 1) of the dietitian's bookable hours and the calendar feed's secret. */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    id: integer('id').primaryKey().default(1),
    workingDays: integer('working_days').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breaks: jsonb('breaks').$type<TimeRange[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    /** Secret of the iCal subscription URL; renewing it ends the old URL. */
    calendarToken: text('calendar_token').notNull(),
    /** The online appointments' link, `{kod}` replaced by a new room code for each (issue #44). */
    meetingUrlTemplate: text('meeting_url_template'),
    /** How many hours before its start a client may still cancel or move an appointment (issue #44). */
    selfServiceCutoffHours: integer('self_service_cutoff_hours').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    check('appointment_settings_single_row', sql`${t.id} = 1`),
    check('appointment_settings_cutoff_range', sql`${t.selfServiceCutoffHours} between 0 and 336`),
  ],
);

/**
 * One row per visitor per day: a hash of (daily salt, source address or IPv6 /64; ADR 0063). The
 * salt of a day is thrown away once the day is over, so a hash cannot be tied to a person or
 * followed across days.
 */
export const visitorDays = pgTable(
  'visitor_days',
  {
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    views: integer('views').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitor_days_day_hash_key').on(t.day, t.visitorHash),
    index('visitor_days_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** Today's (and yesterday's, for the turn of the day) random salt of the visitor hash. */
export const visitSalts = pgTable('visit_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The reminders sent for an appointment (issue #44): one row per kind and start time, written in the
 * transaction that queues the mail, so that of several app processes running the job only one sends
 * it; an appointment moved to another time is reminded again for its new time.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: appointmentReminderKinds }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.kind, t.startsAt] })],
);

/**
 * The practice's closed days (issue #44): a single day or a range, with an optional Turkish label
 * ("Yılbaşı", "Yıllık izin"). The public free-slot list and booking obey them; the admin wizard does not.
 * One range once: adding the public holidays twice adds nothing twice.
 */
export const appointmentDaysOff = pgTable(
  'appointment_days_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointment_days_off_range_key').on(t.startDate, t.endDate),
    check('appointment_days_off_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The waitlist of a full day (issue #44, ADR 0088): a visitor (name, e-mail, phone) or a signed-in
 * client (their account) waiting for a slot of `date` to free up. One entry per e-mail per day. Each
 * entry is mailed at most once (`notifiedAt`), in the order of joining; the leave link's token is
 * stored only as its hash.
 */
export const appointmentWaitlistEntries = pgTable(
  'appointment_waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    leaveTokenHash: text('leave_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the freed slot's mail was queued for this entry; null while still waiting. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The freed slot the mail offered ("HH:MM"). */
    notifiedTime: text('notified_time'),
  },
  (t) => [
    uniqueIndex('appointment_waitlist_entries_day_email_key').on(t.date, t.email),
    uniqueIndex('appointment_waitlist_entries_leave_token_key').on(t.leaveTokenHash),
    index('appointment_waitlist_entries_waiting_idx').on(t.date, t.createdAt),
  ],
);

/**
 * A freed slot offered to the waitlist (ADR 0088): one row per slot, claimed by the process that
 * queues its mail (insert, or a conditional update once the hold has passed and the slot is still
 * free), in the same transaction; removed when the slot is taken again, so a later freeing is a new offer.
 */
export const appointmentWaitlistOffers = pgTable(
  'appointment_waitlist_offers',
  {
    date: date('date').notNull(),
    time: text('time').notNull(),
    entryId: uuid('entry_id').references(() => appointmentWaitlistEntries.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.time] })],
);
