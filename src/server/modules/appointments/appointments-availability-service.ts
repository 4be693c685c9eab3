import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type Availability,
  defaultAvailability,
  isoWeekday,
  slotTimesOfDay,
} from '../../../shared/appointment-slots.ts';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants.ts';
import { todayInIstanbul } from '../../../shared/dates.ts';
import { lastBookableDayFrom } from '../../../shared/appointment-constants.ts';
import type {
  Appointment,
  Booking,
  BookingCalendar,
  FreeSlots,
  PublicAppointmentsSource,
  VersionedAvailability,
} from '../../../shared/schemas/appointments.ts';
import type { Database } from '../../db/client.ts';
import { appointmentSettings, appointments } from '../../db/schema/index.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import { badRequest, conflict } from '../../errors.ts';
import { closedDaysBetween, isDayOff } from './appointments-days-off-service.ts';
import { createAppointment } from './appointments-service.ts';
import { visitorLinkOf } from './appointments-visitor-link.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';
import { appointmentPurposeLabels } from '../../../shared/appointment-constants.ts';
import { weekDayLabels, weekDays } from '../../../shared/constants.ts';
import { formatTurkishDate } from '../../../shared/dates.ts';
import { type ConsentOrigin, recordVisitorConsents } from '../consents/consents-service.ts';

// The dietitian's bookable hours and the public booking (spec 3 §2.9): a visitor sees only free
// slots, and a booking must be one of them. The race between two visitors is settled by the
// database (appointments_slot_key), not by the check here.

export const bookingErrorMessages = {
  slotUnavailable: 'Seçtiğiniz saat randevuya uygun değil. Lütfen listeden boş bir saat seçin.',
  slotTaken: 'Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.',
  rejected: 'Randevu talebiniz alınamadı. Lütfen formu tekrar doldurun.',
  tooMany: 'Çok fazla randevu talebi gönderildi. Lütfen bir süre sonra tekrar deneyin.',
} as const;

export const newCalendarToken = () => randomBytes(24).toString('base64url');

type SettingsRow = typeof appointmentSettings.$inferSelect;

/** The settings row, created with the defaults on first use. */
export async function readAppointmentSettings(db: Database): Promise<SettingsRow> {
  const [existing] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.id, 1));
  if (existing) return existing;
  await db
    .insert(appointmentSettings)
    .values({ id: 1, ...defaultAvailability, calendarToken: newCalendarToken() })
    .onConflictDoNothing();
  const [created] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.id, 1));
  return created!;
}

const toAvailability = (row: SettingsRow): Availability => ({
  workingDays: row.workingDays,
  startTime: row.startTime,
  endTime: row.endTime,
  breaks: row.breaks,
  slotMinutes: row.slotMinutes,
});

export async function readAvailability(db: Database): Promise<Availability> {
  return toAvailability(await readAppointmentSettings(db));
}

/** The settings screen's hours with the version it read them at (ADR 0053). */
export async function readVersionedAvailability(db: Database): Promise<VersionedAvailability> {
  const row = await readAppointmentSettings(db);
  return toVersionedAvailability(row);
}

const toVersionedAvailability = (row: SettingsRow): VersionedAvailability => ({
  ...toAvailability(row),
  meetingUrlTemplate: row.meetingUrlTemplate ?? '',
  selfServiceCutoffHours: row.selfServiceCutoffHours,
  version: row.version,
});

/** Saves the hours if they are still at the version the settings screen read (409 stale_version otherwise). */
export async function updateAvailability(
  db: Database,
  params: {
    version: number;
    availability: Availability & { meetingUrlTemplate: string; selfServiceCutoffHours: number };
  },
): Promise<VersionedAvailability> {
  await readAppointmentSettings(db);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointmentSettings).where(eq(appointmentSettings.id, 1)).for('update');
    assertAtVersion(current, params.version);
    const [row] = await tx
      .update(appointmentSettings)
      .set({
        ...params.availability,
        meetingUrlTemplate: params.availability.meetingUrlTemplate || null,
        updatedAt: new Date(),
      })
      .where(eq(appointmentSettings.id, 1))
      .returning();
    return toVersionedAvailability(row!);
  });
}

const clockFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The free slots of a day: the working-hour slots, less the taken ones and, today, the past ones.
 * None outside the booking window (today to BOOKING_DAYS_AHEAD days on): a day the form refuses is
 * never offered hours either (issue #39), nor is a day off (ADR 0078).
 */
export async function listFreeSlots(db: Database, date: string): Promise<FreeSlots> {
  const today = todayInIstanbul();
  if (date < today || date > lastBookableDayFrom(today)) return { date, slots: [] };
  if (await isDayOff(db, date)) return { date, slots: [] };
  const availability = await readAvailability(db);
  const slotTimes = slotTimesOfDay(availability, date);
  if (slotTimes.length === 0) return { date, slots: [] };
  const taken = await db
    .select({ time: appointments.time })
    .from(appointments)
    .where(and(eq(appointments.date, date), sql`${appointments.status} <> 'cancelled'`));
  const takenTimes = new Set(taken.map((row) => row.time));
  const now = date === today ? clockFormatter.format(new Date()) : null;
  return { date, slots: slotTimes.filter((time) => !takenTimes.has(time) && (now === null || time > now)) };
}

/**
 * GET /api/appointments/booking-calendar: the bookable window, the working days and the window's
 * closed days (the public calendar).
 */
export async function getBookingCalendar(db: Database): Promise<BookingCalendar> {
  const today = todayInIstanbul();
  const lastDay = lastBookableDayFrom(today);
  const { workingDays } = await readAvailability(db);
  return { firstDay: today, lastDay, workingDays, closedDays: await closedDaysBetween(db, today, lastDay) };
}

/** The booking page's read on the server (its loader calls the API in the browser). */
export const createPublicAppointmentsSource = (db: Database): PublicAppointmentsSource => ({
  bookingCalendar: () => getBookingCalendar(db),
});

/**
 * The one check of a slot a visitor or a client asks for (the public form and 'Randevularım'): one of
 * the day's free slots, else a Turkish 400 (not a working slot, a day off, past) or a 409 (a working
 * slot taken a moment ago). It is not what settles a race: the write's slot index does.
 */
export async function assertBookableSlot(db: Database, slot: { date: string; time: string }): Promise<void> {
  const { slots } = await listFreeSlots(db, slot.date);
  if (slots.includes(slot.time)) return;
  // A day off offers nothing: every time of it is unavailable, not taken.
  if (await isDayOff(db, slot.date)) throw badRequest(bookingErrorMessages.slotUnavailable, 'slot_unavailable');
  const availability = await readAvailability(db);
  // A slot of the working hours that is no longer offered was taken a moment ago.
  const isWorkingSlot = slotTimesOfDay(availability, slot.date).includes(slot.time);
  const isPast = slot.date === todayInIstanbul() && slot.time <= clockFormatter.format(new Date());
  if (!isWorkingSlot || isPast) throw badRequest(bookingErrorMessages.slotUnavailable, 'slot_unavailable');
  throw conflict(bookingErrorMessages.slotTaken, 'slot_taken');
}

/**
 * A visitor's booking: refused when the honeypot is filled (people never see it) or the time is not
 * a free slot; the insert itself is what decides a race (409 for the loser).
 */
export async function bookAppointment(
  db: Database,
  booking: Booking,
  consentOrigin: ConsentOrigin,
  /** Where the confirmation's signed link points and what signs it (ADR 0089). */
  mail: { siteOrigin: string | undefined; linkSecret: string },
): Promise<Appointment> {
  if (booking.website.trim() !== '') throw badRequest(bookingErrorMessages.rejected, 'booking_rejected');
  await assertBookableSlot(db, booking);
  const { website: _website, privacyNoticeAccepted: _accepted, ...values } = booking;
  // The booking and the proof that its visitor read the aydınlatma metni (ADR 0081), together.
  return db.transaction(async (tx) => {
    const appointment = await createAppointment(tx, {
      values,
      source: 'public',
      slotTakenMessage: bookingErrorMessages.slotTaken,
    });
    await recordVisitorConsents(tx, {
      subject: { appointmentId: appointment.id },
      kinds: ['privacy-notice'],
      decision: 'acknowledged',
      channel: 'randevu',
      origin: consentOrigin,
    });
    // A visitor who gave an e-mail gets what they booked and the signed link to cancel it (ADR 0089).
    if (appointment.email)
      await enqueueMail(tx, {
        template: 'appointment-confirmation',
        data: {
          clientName: appointment.clientName,
          day: `${weekDayLabels[weekDays[isoWeekday(appointment.date) - 1] ?? 'monday']}, ${formatTurkishDate(appointment.date)}`,
          time: appointment.time,
          purpose: appointmentPurposeLabels[appointment.purpose],
          manageUrl: visitorLinkOf(mail.linkSecret, appointment, mail.siteOrigin),
          brand: await readMailBrand(tx, mail.siteOrigin),
        },
        to: [appointment.email],
      });
    return appointment;
  });
}
