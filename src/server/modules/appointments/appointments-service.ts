import { randomInt } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type AppointmentSource, MEETING_CODE_PLACEHOLDER } from '../../../shared/appointment-constants.ts';
import {
  APPOINTMENTS_PAGE_SIZE,
  type Appointment,
  type AppointmentPage,
  type AppointmentStatistics,
  type AppointmentStatus,
  type AppointmentValues,
  appointmentsValidationMessages,
} from '../../../shared/schemas/appointments.ts';
import { todayInIstanbul } from '../../../shared/dates.ts';
import type { Database } from '../../db/client.ts';
import { appointmentSettings, appointments, clients } from '../../db/schema/index.ts';
import { updateAtVersion } from '../../db/record-versions.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../errors.ts';

// The dietitian's appointments (spec 2 "Appointments"): list date ascending, statistics, create,
// edit, status, delete. The admin may book any time, also outside the working hours; only the
// database's one-live-appointment-per-slot rule applies (appointments_slot_key).

export const appointmentsErrorMessages = {
  notFound: 'Randevu bulunamadı.',
  slotTakenAdmin: 'Bu tarih ve saatte başka bir randevu var. Lütfen başka bir saat seçin.',
} as const;

export const appointmentColumns = {
  id: appointments.id,
  clientName: appointments.clientName,
  phone: appointments.phone,
  email: appointments.email,
  purpose: appointments.purpose,
  date: appointments.date,
  time: appointments.time,
  status: appointments.status,
  source: appointments.source,
  mode: appointments.mode,
  meetingUrl: appointments.meetingUrl,
  createdAt: appointments.createdAt,
  version: appointments.version,
};

type AppointmentRow = Pick<typeof appointments.$inferSelect, keyof typeof appointmentColumns>;

export const toAppointment = (row: AppointmentRow): Appointment => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Runs a write that may take a slot; the slot index's violation becomes a Turkish 409. */
export async function withSlotConflict<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, 'slot_taken');
    throw error;
  }
}

export async function listAppointments(db: Database, params: { page: number }): Promise<AppointmentPage> {
  const pageSize = APPOINTMENTS_PAGE_SIZE;
  const [rows, statistics] = await Promise.all([
    db
      .select(appointmentColumns)
      .from(appointments)
      .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.createdAt))
      .limit(pageSize)
      .offset((params.page - 1) * pageSize),
    readAppointmentStatistics(db),
  ]);
  return { items: rows.map(toAppointment), total: statistics.total, page: params.page, pageSize, statistics };
}

/** Counts by status and today's live appointments, in one query. */
export async function readAppointmentStatistics(db: Database): Promise<AppointmentStatistics> {
  const today = todayInIstanbul();
  const [row] = await db
    .select({
      total: count(),
      upcoming: count(sql`case when ${appointments.status} = 'upcoming' then 1 end`),
      completed: count(sql`case when ${appointments.status} = 'completed' then 1 end`),
      cancelled: count(sql`case when ${appointments.status} = 'cancelled' then 1 end`),
      noShow: count(sql`case when ${appointments.status} = 'no_show' then 1 end`),
      today: count(sql`case when ${appointments.date} = ${today} and ${appointments.status} <> 'cancelled' then 1 end`),
    })
    .from(appointments);
  return {
    total: row?.total ?? 0,
    upcoming: row?.upcoming ?? 0,
    completed: row?.completed ?? 0,
    cancelled: row?.cancelled ?? 0,
    noShow: row?.noShow ?? 0,
    today: row?.today ?? 0,
  };
}

/** Today's appointments that still stand, by time (the dashboard's summary). */
export async function listTodaysAppointments(db: Database): Promise<Appointment[]> {
  const rows = await db
    .select(appointmentColumns)
    .from(appointments)
    .where(and(eq(appointments.date, todayInIstanbul()), sql`${appointments.status} <> 'cancelled'`))
    .orderBy(asc(appointments.time));
  return rows.map(toAppointment);
}

/** What an appointment is made of: the wizard's values, or a visitor's booking (in person, no link). */
type AppointmentWrite = Omit<AppointmentValues, 'mode' | 'meetingUrl'> &
  Partial<Pick<AppointmentValues, 'mode' | 'meetingUrl'>>;

/** A room code for the practice's link template: 10 letters and digits, unguessable enough for a room. */
const MEETING_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Ten letters and digits, always ten: filtering base64 once left fewer now and then (CI, stop 53). */
const newMeetingCode = () =>
  Array.from({ length: 10 }, () => MEETING_CODE_ALPHABET[randomInt(MEETING_CODE_ALPHABET.length)]).join('');

/**
 * The link an appointment keeps (issue #44): none in person; online, the one typed, else the
 * practice's template with a new room code, else a Turkish 400 on the link field. The wizard sends an
 * online appointment's link back with an edit, so an edit keeps it unless the dietitian changes it.
 */
async function resolveMeetingUrl(db: Database, values: AppointmentWrite): Promise<string | null> {
  if (values.mode !== 'online') return null;
  if (values.meetingUrl) return values.meetingUrl;
  const [settings] = await db
    .select({ template: appointmentSettings.meetingUrlTemplate })
    .from(appointmentSettings)
    .where(eq(appointmentSettings.id, 1));
  if (settings?.template) return settings.template.replaceAll(MEETING_CODE_PLACEHOLDER, newMeetingCode());
  const message = appointmentsValidationMessages.meetingUrlRequired;
  throw new AppError('validation', message, { fieldErrors: { meetingUrl: message } });
}

/** The columns a create or an edit writes, the link resolved and an empty e-mail stored as none. */
async function toAppointmentColumns(db: Database, values: AppointmentWrite) {
  return {
    ...values,
    email: values.email || null,
    mode: values.mode ?? 'in_person',
    meetingUrl: await resolveMeetingUrl(db, values),
  };
}

export async function createAppointment(
  db: Database,
  params: { values: AppointmentWrite; source: AppointmentSource; clientId?: string; slotTakenMessage?: string },
): Promise<Appointment> {
  const columns = await toAppointmentColumns(db, params.values);
  const [row] = await withSlotConflict(
    () =>
      db
        .insert(appointments)
        .values({ ...columns, status: 'upcoming', source: params.source, clientId: params.clientId ?? null })
        .returning(appointmentColumns),
    params.slotTakenMessage ?? appointmentsErrorMessages.slotTakenAdmin,
  );
  return toAppointment(row!);
}

/**
 * The client account an appointment the dietitian enters belongs to: the one whose e-mail it names
 * (stored lower-case, as sign-up stores it). Linked, it shows in the client's 'Randevularım' and its
 * reminders can reach the client's app (ADR 0080). None when no account has the address.
 */
export async function findClientByEmail(db: Database, email: string | undefined): Promise<string | undefined> {
  if (!email) return undefined;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, email.trim().toLowerCase()))
    .limit(1);
  return client?.id;
}

export async function updateAppointment(
  db: Database,
  params: { appointmentId: string; version: number; values: AppointmentValues },
): Promise<Appointment> {
  // An address of a client account links the appointment to it; another address leaves the link as it
  // was (an appointment the client booked stays theirs when the dietitian corrects the typed e-mail).
  const linkedClientId = await findClientByEmail(db, params.values.email);
  const columns = {
    ...(await toAppointmentColumns(db, params.values)),
    ...(linkedClientId ? { clientId: linkedClientId } : {}),
  };
  const row = await withSlotConflict(
    () =>
      updateAtVersion(
        db,
        appointments,
        { id: params.appointmentId, version: params.version },
        { ...columns, updatedAt: new Date() },
        appointmentsErrorMessages.notFound,
      ),
    appointmentsErrorMessages.slotTakenAdmin,
  );
  return toAppointment(pickAppointment(row));
}

/** The saved row as `appointmentColumns` reads it (updateAtVersion answers the whole row). */
const pickAppointment = (row: typeof appointments.$inferSelect): AppointmentRow => ({
  id: row.id,
  clientName: row.clientName,
  phone: row.phone,
  email: row.email,
  purpose: row.purpose,
  date: row.date,
  time: row.time,
  status: row.status,
  source: row.source,
  mode: row.mode,
  meetingUrl: row.meetingUrl,
  createdAt: row.createdAt,
  version: row.version,
});

/** One appointment as the list shows it: what the wizard reads again after a stale save (ADR 0053). */
export async function getAppointment(db: Database, params: { appointmentId: string }): Promise<Appointment> {
  const [row] = await db.select(appointmentColumns).from(appointments).where(eq(appointments.id, params.appointmentId));
  if (!row) throw notFound(appointmentsErrorMessages.notFound);
  return toAppointment(row);
}

/** Any status to any other (spec 2 §4); back from cancelled only while the slot is still free. */
export async function setAppointmentStatus(
  db: Database,
  params: { appointmentId: string; status: AppointmentStatus },
): Promise<Appointment> {
  const [row] = await withSlotConflict(
    () =>
      db
        .update(appointments)
        .set({ status: params.status, updatedAt: new Date() })
        .where(eq(appointments.id, params.appointmentId))
        .returning(appointmentColumns),
    appointmentsErrorMessages.slotTakenAdmin,
  );
  if (!row) throw notFound(appointmentsErrorMessages.notFound);
  return toAppointment(row);
}

export async function deleteAppointment(db: Database, params: { appointmentId: string }): Promise<void> {
  const deleted = await db
    .delete(appointments)
    .where(eq(appointments.id, params.appointmentId))
    .returning({ id: appointments.id });
  if (deleted.length === 0) throw notFound(appointmentsErrorMessages.notFound);
}
