import { toMinutes } from '../../../shared/appointment-slots.ts';

// iCalendar (RFC 5545) for appointments: the dietitian's calendar feed and the single event a
// reminder mail carries, so the client's calendar app can add it with one tap.

/** Europe/Istanbul has been UTC+3 all year since 2016, without daylight saving. */
export function istanbulInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (toMinutes(time) - 180) * 60_000);
}

export const toIcsUtc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export type AppointmentEvent = {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** When it last changed: a calendar that has the event replaces it with a newer one. */
  changedAt: Date;
  /** An online appointment's video call (issue #44): the event's place and link. */
  meetingUrl?: string | null;
};

/** An online appointment's place and link in a calendar (RFC 5545 LOCATION and URL). */
export const meetingLines = (meetingUrl: string | null | undefined): string[] =>
  meetingUrl ? [`LOCATION:${escapeText(meetingUrl)}`, `URL:${meetingUrl}`] : [];

/** One appointment as a calendar file (METHOD:PUBLISH): what a reminder mail attaches. */
export function buildAppointmentInvite(event: AppointmentEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Denge//Randevu//TR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@denge`,
    `DTSTAMP:${toIcsUtc(now)}`,
    `DTSTART:${toIcsUtc(event.start)}`,
    `DTEND:${toIcsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...meetingLines(event.meetingUrl),
    `LAST-MODIFIED:${toIcsUtc(event.changedAt)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

type InviteAppointment = {
  id: string;
  date: string;
  time: string;
  updatedAt: Date;
  meetingUrl: string | null;
};

/**
 * An appointment's .ics as a mail attachment (a reminder's, a visitor's move): the practice and the
 * purpose as its title, the practice's phone as its description, one slot long.
 */
export function appointmentInviteAttachment(
  appointment: InviteAppointment,
  context: { siteName: string; purpose: string; contactPhone: string | null; slotMinutes: number; now: Date },
) {
  const start = istanbulInstant(appointment.date, appointment.time);
  const content = buildAppointmentInvite(
    {
      id: appointment.id,
      start,
      end: new Date(start.getTime() + context.slotMinutes * 60_000),
      summary: `${context.siteName} – ${context.purpose}`,
      description: context.contactPhone ? `Telefon: ${context.contactPhone}` : context.siteName,
      changedAt: appointment.updatedAt,
      meetingUrl: appointment.meetingUrl,
    },
    context.now,
  );
  return { filename: 'randevu.ics', contentType: 'text/calendar; charset=utf-8', content };
}
