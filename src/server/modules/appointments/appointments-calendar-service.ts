import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { toBusinessDay } from '../../../shared/dates.ts';
import { appointmentPurposeLabels } from '../../../shared/schemas/appointments.ts';
import type { Database } from '../../db/client.ts';
import { appointmentSettings, appointments } from '../../db/schema/index.ts';
import { newCalendarToken, readAppointmentSettings } from './appointments-availability-service.ts';
import { escapeText, foldLine, istanbulInstant, meetingLines, toIcsUtc } from './appointments-ics.ts';

// The iCal subscription of the dietitian's appointments: a secret URL her phone's calendar polls.
// Renewing the secret ends the old URL at once (a lost phone, a leaked link).

/** How far back the feed reaches; older appointments drop out of the phone's calendar. */
const FEED_DAYS_BACK = 90;

export const calendarFeedPath = (token: string) => `/api/appointments/calendar/${token}`;

export async function readCalendarToken(db: Database): Promise<string> {
  return (await readAppointmentSettings(db)).calendarToken;
}

export async function renewCalendarToken(db: Database): Promise<string> {
  await readAppointmentSettings(db);
  const token = newCalendarToken();
  await db
    .update(appointmentSettings)
    .set({ calendarToken: token, updatedAt: new Date() })
    .where(eq(appointmentSettings.id, 1));
  return token;
}

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The .ics text for a valid token, or null (the route answers 404, as for any unknown URL). */
export async function buildCalendarFeed(db: Database, token: string): Promise<string | null> {
  const settings = await readAppointmentSettings(db);
  if (!isSameSecret(token, settings.calendarToken)) return null;
  const since = toBusinessDay(new Date(Date.now() - FEED_DAYS_BACK * 86_400_000));
  const rows = await db
    .select()
    .from(appointments)
    .where(and(gte(appointments.date, since), sql`${appointments.status} <> 'cancelled'`))
    .orderBy(asc(appointments.date), asc(appointments.time));
  const stamp = toIcsUtc(new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Denge//Randevular//TR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Denge Randevuları',
    'X-WR-TIMEZONE:Europe/Istanbul',
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
  ];
  for (const row of rows) {
    const start = istanbulInstant(row.date, row.time);
    const end = new Date(start.getTime() + settings.slotMinutes * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${row.id}@denge`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${toIcsUtc(start)}`,
      `DTEND:${toIcsUtc(end)}`,
      `SUMMARY:${escapeText(`${row.clientName} – ${appointmentPurposeLabels[row.purpose]}`)}`,
      `DESCRIPTION:${escapeText(`Telefon: ${row.phone}${row.mode === 'online' ? '\nOnline görüşme' : ''}${row.status === 'completed' ? '\nDurum: Tamamlandı' : ''}`)}`,
      ...meetingLines(row.meetingUrl),
      `LAST-MODIFIED:${toIcsUtc(row.updatedAt)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
