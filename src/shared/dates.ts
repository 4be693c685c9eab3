import { BUSINESS_TIME_ZONE } from './constants.ts';

const isoDayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (YYYY-MM-DD) of an instant in Europe/Istanbul, whatever the server's zone. */
export function toBusinessDay(instant: Date = new Date()): string {
  return isoDayFormatter.format(instant);
}

export const todayInIstanbul = () => toBusinessDay(new Date());

const turkishDate = new Intl.DateTimeFormat('tr-TR', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' });
const turkishDateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Formats a calendar day (YYYY-MM-DD) or an instant as a Turkish date, e.g. "20 Kasım 2026". */
export function formatTurkishDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return turkishDate.format(date);
}

export function formatTurkishDateTime(value: string | Date): string {
  return turkishDateTime.format(new Date(value));
}

/** A real calendar day as YYYY-MM-DD; '2026-02-30' is not one (Date.parse would roll it to March). */
export const isIsoDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
