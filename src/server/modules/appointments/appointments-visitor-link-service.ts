import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isoWeekday } from '../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../shared/constants.ts';
import { formatTurkishDate } from '../../../shared/dates.ts';
import {
  type AppointmentPurpose,
  type AppointmentStatus,
  appointmentPurposeLabels,
  type MoveAppointmentInput,
} from '../../../shared/schemas/appointments.ts';
import type { Database } from '../../db/client.ts';
import { appointments, siteSettings } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { readAppointmentSettings } from './appointments-availability-service.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';
import { appointmentInviteAttachment, istanbulInstant } from './appointments-ics.ts';
import { cancelMyAppointment, moveMyAppointment } from './appointments-self-service-service.ts';
import { signatureOf, visitorLinkOf, visitorLinkTokenOf } from './appointments-visitor-link.ts';

// A visitor's signed link (issue #44, ADR 0089): the reminder mails of a booking that belongs to no
// client account carry `/randevu?randevum=<id>.<hmac>`. The HMAC (AUTH_SECRET) covers the appointment
// and its start, so a moved appointment's old link stops working, and the link ends at the start.
// Nothing is stored: the secret and the row are the proof.

export const visitorLinkMessages = {
  invalid: 'Bu randevu bağlantısı geçersiz ya da süresi dolmuş.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The appointment a token names, if its signature holds and it has not started; else a Turkish 404. */
async function readSignedAppointment(db: Database, params: { token: string; secret: string; now: Date }) {
  const [id = '', signature = ''] = params.token.split('.');
  if (!UUID.test(id)) throw notFound(visitorLinkMessages.invalid);
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw notFound(visitorLinkMessages.invalid);
  const expected = Buffer.from(signatureOf(params.secret, row));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw notFound(visitorLinkMessages.invalid);
  if (istanbulInstant(row.date, row.time).getTime() <= params.now.getTime())
    throw notFound(visitorLinkMessages.invalid);
  return row;
}

export type VisitorAppointment = {
  date: string;
  time: string;
  purpose: AppointmentPurpose;
  status: AppointmentStatus;
  /** Upcoming and the practice's cut-off not yet reached: it may be cancelled or moved. */
  canChange: boolean;
  cutoffHours: number;
  contactPhone: string | null;
};

/** GET /api/appointments/visit/:token: what the visitor's page shows. */
export async function getVisitorAppointment(
  db: Database,
  params: { token: string; secret: string },
): Promise<VisitorAppointment> {
  const now = new Date();
  const row = await readSignedAppointment(db, { ...params, now });
  const { selfServiceCutoffHours: cutoffHours } = await readAppointmentSettings(db);
  const [settings] = await db
    .select({ contactPhone: siteSettings.contactPhone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const isBeforeCutoff = istanbulInstant(row.date, row.time).getTime() - now.getTime() >= cutoffHours * 3_600_000;
  return {
    date: row.date,
    time: row.time,
    purpose: row.purpose,
    status: row.status,
    canChange: row.status === 'upcoming' && isBeforeCutoff,
    cutoffHours,
    contactPhone: settings?.contactPhone?.trim() || null,
  };
}

/** POST /api/appointments/visit/:token/cancel: the cancellation of 'Randevularım', by the link (same cut-off, same live event). */
export async function cancelVisitorAppointment(
  db: Database,
  params: { token: string; secret: string },
): Promise<{ date: string; time: string; status: AppointmentStatus }> {
  const row = await readSignedAppointment(db, { ...params, now: new Date() });
  const cancelled = await cancelMyAppointment(db, { clientId: null, appointmentId: row.id });
  return { date: cancelled.date, time: cancelled.time, status: cancelled.status };
}

type AppointmentRow = typeof appointments.$inferSelect;

/** 'Cumartesi, 28 Kasım 2026'. */
const describeDay = (day: string) =>
  `${weekDayLabels[weekDays[isoWeekday(day) - 1] ?? 'monday']}, ${formatTurkishDate(day)}`;

/** The visitor's mail of a move: the new time, its .ics, and the new link (the old one named the old start). */
async function queueMovedMail(
  tx: Database,
  moved: AppointmentRow,
  context: { secret: string; siteOrigin: string | undefined; now: Date },
): Promise<void> {
  if (!moved.email) return;
  const brand = await readMailBrand(tx, context.siteOrigin);
  const { slotMinutes } = await readAppointmentSettings(tx);
  const [settings] = await tx
    .select({ contactPhone: siteSettings.contactPhone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const purpose = appointmentPurposeLabels[moved.purpose];
  await enqueueMail(tx, {
    template: 'appointment-moved',
    data: {
      clientName: moved.clientName,
      day: describeDay(moved.date),
      time: moved.time,
      purpose,
      manageUrl: visitorLinkOf(context.secret, moved, context.siteOrigin),
      brand,
    },
    to: [moved.email],
    attachments: [
      appointmentInviteAttachment(moved, {
        siteName: brand.siteName,
        purpose,
        contactPhone: settings?.contactPhone?.trim() || null,
        slotMinutes,
        now: context.now,
      }),
    ],
  });
}

/**
 * PATCH /api/appointments/visit/:token: the move of 'Randevularım', by the link (same cut-off, same
 * slot rules, same live event). The visitor is mailed the new time with its .ics; the answer carries
 * the new token, since the old one named the old start.
 */
export async function moveVisitorAppointment(
  db: Database,
  params: { token: string; secret: string; slot: MoveAppointmentInput; siteOrigin: string | undefined },
): Promise<{ date: string; time: string; status: AppointmentStatus; token: string }> {
  const now = new Date();
  const signed = await readSignedAppointment(db, { ...params, now });
  const moved = await moveMyAppointment(db, {
    clientId: null,
    appointmentId: signed.id,
    slot: params.slot,
    afterMove: async (tx, before, after) => {
      // Moved by someone else between the check and the lock: the link names a start that is gone.
      if (before.date !== signed.date || before.time !== signed.time) throw notFound(visitorLinkMessages.invalid);
      await queueMovedMail(tx, after, { secret: params.secret, siteOrigin: params.siteOrigin, now });
    },
  });
  return {
    date: moved.date,
    time: moved.time,
    status: moved.status,
    token: visitorLinkTokenOf(params.secret, { id: moved.id, date: moved.date, time: moved.time }),
  };
}
