import { BUSINESS_TIME_ZONE, type WeekDay, weekDays } from './constants.ts';

/**
 * A formatter built on its first use, not when this module loads. Building an Intl.DateTimeFormat
 * with a time zone makes ICU load the zone's rules and the locale's data: the three below took about
 * 30 ms of a phone's main thread (130 ms at Lighthouse's 4× CPU) in the app's first script, on every
 * page, the sign-in pages included, which show no date (issue #17).
 */
function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

const isoDayFormatter = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The business day (YYYY-MM-DD) of an instant in Europe/Istanbul, whatever the server's zone. */
export function toBusinessDay(instant: Date = new Date()): string {
  return isoDayFormatter().format(instant);
}

/**
 * The calendar day only turns at a quarter hour of UTC: every zone's offset, and every change of it,
 * is a whole number of quarter hours. So today is formatted once per quarter hour instead of on every
 * call (Intl's formatting was about 1 % of a signed-in read's CPU under load, issue #17).
 */
const QUARTER_HOUR_MS = 15 * 60_000;
let today = { quarterHour: Number.NaN, day: '' };

/** Today's business day (YYYY-MM-DD) in Europe/Istanbul. */
export function todayInIstanbul(): string {
  const now = Date.now();
  const quarterHour = Math.floor(now / QUARTER_HOUR_MS);
  if (quarterHour !== today.quarterHour) today = { quarterHour, day: toBusinessDay(new Date(now)) };
  return today.day;
}

const turkishDate = builtOnFirstUse(
  () => new Intl.DateTimeFormat('tr-TR', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }),
);
const turkishDateTime = builtOnFirstUse(
  () => new Intl.DateTimeFormat('tr-TR', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
);

/** Formats a calendar day (YYYY-MM-DD) or an instant as a Turkish date, e.g. "20 Kasım 2026". */
export function formatTurkishDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return turkishDate().format(date);
}

export function formatTurkishDateTime(value: string | Date): string {
  return turkishDateTime().format(new Date(value));
}

/** The calendar day `days` after (or before, when negative) a day YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A real calendar day as YYYY-MM-DD; '2026-02-30' is not one (Date.parse would roll it to March). */
export const isIsoDay = (value: string) => {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/** "2026-11-21" → "21.11.2026": how a Turkish date field shows a day (gün.ay.yıl). */
export function isoDayToTurkish(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** "21.11.2026" (or "1.2.2026") → "2026-11-21"; null unless it is a real calendar day. */
export function turkishToIsoDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDay(day) ? day : null;
}

/**
 * What a date field shows while it is typed: digits only, dots added after the day and the month
 * ("21112026" → "21.11.2026"), at most eight digits.
 */
export function maskTurkishDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** The programme's week day ('monday' … 'sunday') of an ISO day. */
export function weekDayOfIsoDay(day: string): WeekDay {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekDays[(sundayFirst + 6) % 7]!;
}
