import { and, asc, count, eq, gte } from 'drizzle-orm';
import { todayInIstanbul } from '../../../shared/dates.ts';
import {
  type AppointmentChange,
  describeCutoffPassed,
  type SelfServiceAction,
} from '../../../shared/appointment-constants.ts';
import { APPOINTMENT_CHANGED_EVENT } from '../../../shared/live-events.ts';
import type {
  MoveAppointmentInput,
  MyAppointment,
  MyAppointments,
  MyBooking,
} from '../../../shared/schemas/appointments.ts';
import type { Database } from '../../db/client.ts';
import { appointments, clients, siteSettings } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { ADMINS_AUDIENCE, publishLiveEvent } from '../../realtime/hub.ts';
import {
  assertBookableSlot,
  bookingErrorMessages,
  getBookingCalendar,
  readAppointmentSettings,
} from './appointments-availability-service.ts';
import { istanbulInstant } from './appointments-ics.ts';
import { appointmentsErrorMessages, createAppointment, withSlotConflict } from './appointments-service.ts';

// Self-service (issue #44): a signed-in client's own appointments on 'Randevularım'. Every command
// runs in one transaction on the client's own row (another client's is 404), checks the slot with the
// public booking's rules (assertBookableSlot) and leaves the race to the slot index, as /randevu does.
// A change is announced on the admins' live stream in the same transaction (NOTIFY goes on commit).

/** Upcoming appointments a client may hold at once, booked by themselves or not. */
const MAX_UPCOMING_APPOINTMENTS = 3;

/** How many past appointments the screen shows, latest first. */
const PAST_APPOINTMENTS_SHOWN = 50;

const selfServiceErrorMessages = {
  closed: 'Bu randevu artık değiştirilemez.',
  sameSlot: 'Randevunuz zaten bu gün ve saatte.',
  tooMany: `En fazla ${MAX_UPCOMING_APPOINTMENTS} yaklaşan randevunuz olabilir. Yeni bir randevu için mevcut randevularınızdan birini iptal edin veya taşıyın.`,
  onlineUnavailable: 'Online randevu şu anda alınamıyor. Lütfen yüz yüze randevu seçin veya bizi arayın.',
  noAccount: 'Danışan kaydınız bulunamadı.',
} as const;

type AppointmentRow = typeof appointments.$inferSelect;

const startOf = (row: Pick<AppointmentRow, 'date' | 'time'>) => istanbulInstant(row.date, row.time);

/** Whether the cut-off before the start has not been reached yet at `now`. */
const isBeforeCutoff = (row: Pick<AppointmentRow, 'date' | 'time'>, cutoffHours: number, now: Date) =>
  startOf(row).getTime() - now.getTime() >= cutoffHours * 3_600_000;

const toMyAppointment = (row: AppointmentRow, cutoffHours: number, now: Date): MyAppointment => ({
  id: row.id,
  purpose: row.purpose,
  date: row.date,
  time: row.time,
  status: row.status,
  mode: row.mode,
  meetingUrl: row.meetingUrl,
  canChange: row.status === 'upcoming' && isBeforeCutoff(row, cutoffHours, now),
});

async function readContactPhone(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ contactPhone: siteSettings.contactPhone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.contactPhone?.trim() || null;
}

/** GET /api/me/appointments: the client's own appointments, the cut-off and the booking calendar. */
export async function listMyAppointments(db: Database, params: { clientId: string }): Promise<MyAppointments> {
  const now = new Date();
  const [settings, contactPhone, calendar, rows] = await Promise.all([
    readAppointmentSettings(db),
    readContactPhone(db),
    getBookingCalendar(db),
    db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, params.clientId))
      .orderBy(asc(appointments.date), asc(appointments.time)),
  ]);
  const cutoffHours = settings.selfServiceCutoffHours;
  const isUpcoming = (row: AppointmentRow) => row.status === 'upcoming' && startOf(row).getTime() > now.getTime();
  return {
    upcoming: rows.filter(isUpcoming).map((row) => toMyAppointment(row, cutoffHours, now)),
    past: rows
      .filter((row) => !isUpcoming(row))
      .reverse()
      .slice(0, PAST_APPOINTMENTS_SHOWN)
      .map((row) => toMyAppointment(row, cutoffHours, now)),
    cutoffHours,
    contactPhone,
    isOnlineAvailable: Boolean(settings.meetingUrlTemplate),
    calendar,
  };
}

async function announceChange(db: Database, change: AppointmentChange): Promise<void> {
  await publishLiveEvent(db, { type: APPOINTMENT_CHANGED_EVENT, clientId: ADMINS_AUDIENCE, data: change });
}

/**
 * POST /api/me/appointments: the client books a free slot for themselves. Their name, phone and
 * e-mail are the account's (the e-mail gets the reminders). The client's row is locked first, so two
 * bookings of one client at once cannot both pass the upcoming-appointments cap.
 */
export async function bookMyAppointment(
  db: Database,
  params: { clientId: string; booking: MyBooking },
): Promise<MyAppointment> {
  const { booking } = params;
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ name: clients.name, phone: clients.phone, email: clients.email })
      .from(clients)
      .where(eq(clients.id, params.clientId))
      .for('update');
    if (!client) throw notFound(selfServiceErrorMessages.noAccount);
    const settings = await readAppointmentSettings(tx);
    if (booking.mode === 'online' && !settings.meetingUrlTemplate) {
      const message = selfServiceErrorMessages.onlineUnavailable;
      throw new AppError('validation', message, { fieldErrors: { mode: message } });
    }
    const [upcoming] = await tx
      .select({ total: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.clientId, params.clientId),
          eq(appointments.status, 'upcoming'),
          gte(appointments.date, todayInIstanbul()),
        ),
      );
    if ((upcoming?.total ?? 0) >= MAX_UPCOMING_APPOINTMENTS)
      throw conflict(selfServiceErrorMessages.tooMany, 'too_many_appointments');
    await assertBookableSlot(tx, booking);
    const appointment = await createAppointment(tx, {
      values: {
        clientName: client.name,
        phone: client.phone,
        email: client.email,
        purpose: booking.purpose,
        date: booking.date,
        time: booking.time,
        mode: booking.mode,
        meetingUrl: '',
      },
      source: 'client',
      clientId: params.clientId,
      slotTakenMessage: bookingErrorMessages.slotTaken,
    });
    await announceChange(tx, {
      appointmentId: appointment.id,
      action: 'booked',
      clientName: client.name,
      date: appointment.date,
      time: appointment.time,
    });
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointment.id));
    return toMyAppointment(row!, settings.selfServiceCutoffHours, new Date());
  });
}

/**
 * The client's own upcoming appointment, locked for the change, with the cut-off checked: another
 * client's is 404, one no longer upcoming 409, one closer to its start than the cut-off 409 with the
 * explanation the screen shows (and the practice's phone).
 */
async function lockChangeableAppointment(
  tx: Database,
  params: { clientId: string | null; appointmentId: string; now: Date },
): Promise<{ row: AppointmentRow; cutoffHours: number }> {
  // No client: a visitor's signed link (ADR 0089), which names the appointment itself.
  const [row] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, params.appointmentId),
        params.clientId === null ? undefined : eq(appointments.clientId, params.clientId),
      ),
    )
    .for('update');
  if (!row) throw notFound(appointmentsErrorMessages.notFound);
  if (row.status !== 'upcoming') throw conflict(selfServiceErrorMessages.closed, 'appointment_closed');
  const { selfServiceCutoffHours: cutoffHours } = await readAppointmentSettings(tx);
  if (!isBeforeCutoff(row, cutoffHours, params.now))
    throw conflict(describeCutoffPassed(cutoffHours, await readContactPhone(tx)), 'change_cutoff_passed');
  return { row, cutoffHours };
}

async function changeMyAppointment(
  db: Database,
  params: { clientId: string | null; appointmentId: string; action: Exclude<SelfServiceAction, 'booked'> },
  change: (tx: Database, row: AppointmentRow) => Promise<AppointmentRow>,
): Promise<MyAppointment> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const { row, cutoffHours } = await lockChangeableAppointment(tx, { ...params, now });
    const changed = await change(tx, row);
    await announceChange(tx, {
      appointmentId: changed.id,
      action: params.action,
      clientName: changed.clientName,
      date: changed.date,
      time: changed.time,
    });
    return toMyAppointment(changed, cutoffHours, now);
  });
}

/**
 * POST /api/me/appointments/:id/cancel: frees the slot; a cancelled appointment is never reminded.
 * With no client, the cancellation of a visitor's signed link (ADR 0089), under the same cut-off.
 */
export function cancelMyAppointment(
  db: Database,
  params: { clientId: string | null; appointmentId: string },
): Promise<MyAppointment> {
  return changeMyAppointment(db, { ...params, action: 'cancelled' }, async (tx, row) => {
    const [updated] = await tx
      .update(appointments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(appointments.id, row.id))
      .returning();
    return updated!;
  });
}

/**
 * PATCH /api/me/appointments/:id: to another free slot. The reminders follow by themselves: their
 * once-key holds the start time (ADR 0072), so the new time is reminded and the old one's rows stay
 * behind unused. With no client, the move of a visitor's signed link (ADR 0089); `afterMove` runs in
 * the move's transaction (the visitor's mail with the new time is queued only if the move commits).
 */
export function moveMyAppointment(
  db: Database,
  params: {
    clientId: string | null;
    appointmentId: string;
    slot: MoveAppointmentInput;
    afterMove?: (tx: Database, before: AppointmentRow, moved: AppointmentRow) => Promise<void>;
  },
): Promise<MyAppointment> {
  const slot = { date: params.slot.date, time: params.slot.time };
  return withSlotConflict(
    () =>
      changeMyAppointment(db, { ...params, action: 'moved' }, async (tx, row) => {
        if (row.date === slot.date && row.time === slot.time)
          throw new AppError('bad_request', selfServiceErrorMessages.sameSlot);
        await assertBookableSlot(tx, slot);
        const [updated] = await tx
          .update(appointments)
          .set({ date: slot.date, time: slot.time, updatedAt: new Date() })
          .where(eq(appointments.id, row.id))
          .returning();
        await params.afterMove?.(tx, row, updated!);
        return updated!;
      }),
    bookingErrorMessages.slotTaken,
  );
}
