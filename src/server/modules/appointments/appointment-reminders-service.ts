import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import {
  type AppointmentReminderKind,
  appointmentReminderKinds,
  REMINDER_LEAD_MS,
} from '../../../shared/appointment-reminders.ts';
import { isoWeekday } from '../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../shared/constants.ts';
import { addDays, formatTurkishDate, toBusinessDay } from '../../../shared/dates.ts';
import { appointmentPurposeLabels } from '../../../shared/schemas/appointments.ts';
import type { Database } from '../../db/client.ts';
import { appointmentReminders, appointments, siteSettings } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { queuePushes } from '../../push/push-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';
import { readAppointmentSettings } from './appointments-availability-service.ts';
import { appointmentInviteAttachment, istanbulInstant } from './appointments-ics.ts';
import { visitorLinkOf } from './appointments-visitor-link.ts';

// Appointment reminders (issue #44): an e-mail 24 hours and 2 hours before an upcoming appointment
// that has an e-mail address, with the day and time in Turkish and the appointment as an .ics file;
// and for an appointment of a client account, a push to the client's app too (ADR 0082), unless the
// client turned appointment pushes off.
// The scheduled job runs every few minutes in every app process; a reminder is sent by whichever
// process first records it (appointment_reminders' key: appointment, kind, start), in the transaction
// that queues its mail, so it goes exactly once. An appointment moved to another time is reminded
// again for the new time; a cancelled or completed one is not.

type AppointmentRow = typeof appointments.$inferSelect;
type DueReminder = { appointment: AppointmentRow; kind: AppointmentReminderKind; startsAt: Date };

const whenLabels: Record<AppointmentReminderKind, string> = {
  day_before: 'yarın',
  two_hours_before: '2 saat sonra',
};

/**
 * Whether a reminder of `kind` is due at `now` for an appointment starting at `startsAt`: from its
 * moment (the start less the lead) until half the lead has passed, so a process that was down a
 * while still sends it, but never a day-before reminder two hours before. An appointment booked after
 * the reminder's moment gets none of that kind (the booking itself was the news).
 */
function isReminderDue(kind: AppointmentReminderKind, startsAt: Date, bookedAt: Date, now: Date): boolean {
  const moment = startsAt.getTime() - REMINDER_LEAD_MS[kind];
  const until = moment + REMINDER_LEAD_MS[kind] / 2;
  return bookedAt.getTime() <= moment && now.getTime() >= moment && now.getTime() < until;
}

/**
 * Upcoming appointments someone can be reminded of (an e-mail, or a client account's app) from today
 * to the day after tomorrow (Istanbul), each with its due reminders.
 */
async function findDueReminders(db: Database, now: Date): Promise<DueReminder[]> {
  const today = toBusinessDay(now);
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'upcoming'),
        or(isNotNull(appointments.email), isNotNull(appointments.clientId)),
        gte(appointments.date, today),
        lte(appointments.date, addDays(today, 2)),
      ),
    );
  return rows.flatMap((row) => {
    const startsAt = istanbulInstant(row.date, row.time);
    return appointmentReminderKinds
      .filter((kind) => isReminderDue(kind, startsAt, row.createdAt, now))
      .map((kind) => ({ appointment: row, kind, startsAt }));
  });
}

/** 'Cumartesi, 28 Kasım 2026'. */
const describeDay = (day: string) =>
  `${weekDayLabels[weekDays[isoWeekday(day) - 1] ?? 'monday']}, ${formatTurkishDate(day)}`;

/** 'Randevunuz yarın saat 10:30’da (Kilo Verme).' to the client's app, opening 'Randevularım'. */
async function queueReminderPush(tx: Database, due: DueReminder & { clientId: string }) {
  const { appointment, kind } = due;
  const purpose = appointmentPurposeLabels[appointment.purpose];
  await queuePushes(tx, [
    {
      clientId: due.clientId,
      kind: 'appointments',
      title: 'Randevu hatırlatması',
      body: `Randevunuz ${whenLabels[kind]}, saat ${appointment.time}’da (${purpose}).`,
      url: '/kullanici/randevularim',
      tag: `appointment-${appointment.id}-${kind}`,
    },
  ]);
}

/**
 * Records the reminder and queues its mail and push in one transaction; false when another process
 * sent it first.
 */
async function sendReminder(
  db: Database,
  due: DueReminder,
  context: { now: Date; slotMinutes: number; siteOrigin: string | undefined; linkSecret: string | undefined },
): Promise<boolean> {
  const { appointment, kind, startsAt } = due;
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(appointmentReminders)
      .values({ appointmentId: appointment.id, kind, startsAt, sentAt: context.now })
      .onConflictDoNothing()
      .returning({ kind: appointmentReminders.kind });
    if (!recorded) return false;
    if (appointment.clientId) await queueReminderPush(tx, { ...due, clientId: appointment.clientId });
    if (!appointment.email) return true;
    const [settings] = await tx
      .select({ contactPhone: siteSettings.contactPhone })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    const brand = await readMailBrand(tx, context.siteOrigin);
    const purpose = appointmentPurposeLabels[appointment.purpose];
    const invite = appointmentInviteAttachment(appointment, {
      siteName: brand.siteName,
      purpose,
      contactPhone: settings?.contactPhone ?? null,
      slotMinutes: context.slotMinutes,
      now: context.now,
    });
    await enqueueMail(tx, {
      template: 'appointment-reminder',
      data: {
        clientName: appointment.clientName,
        when: whenLabels[kind],
        day: describeDay(appointment.date),
        time: appointment.time,
        purpose,
        contactPhone: settings?.contactPhone ?? null,
        meetingUrl: appointment.meetingUrl,
        // A visitor's booking (no client account): the signed link to cancel it (ADR 0089).
        manageUrl:
          appointment.clientId === null && context.linkSecret
            ? visitorLinkOf(context.linkSecret, appointment, context.siteOrigin)
            : null,
        brand,
      },
      to: [appointment.email],
      attachments: [invite],
    });
    return true;
  });
}

/** The scheduled job's work: sends every reminder due at `now`; answers how many this call sent. */
export async function sendDueAppointmentReminders(
  db: Database,
  params: { now?: Date; siteOrigin?: string; linkSecret?: string } = {},
): Promise<number> {
  const now = params.now ?? new Date();
  const due = await findDueReminders(db, now);
  if (due.length === 0) return 0;
  const { slotMinutes } = await readAppointmentSettings(db);
  let sent = 0;
  for (const reminder of due) {
    if (
      await sendReminder(db, reminder, {
        now,
        slotMinutes,
        siteOrigin: params.siteOrigin,
        linkSecret: params.linkSecret,
      })
    )
      sent++;
  }
  return sent;
}
