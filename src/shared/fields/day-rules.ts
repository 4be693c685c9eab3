import { isIsoDay, todayInIstanbul } from '../dates.ts';

// The rule of the one date input of Denge (dayField), without zod, so that a screen can judge a typed
// day as the server will without loading zod (the diaries' day box, issue #39): a real calendar day
// inside a sane window. PostgreSQL has no year 0 ('0000-01-01' was a 500), and a year like 9999 is a
// typo, not a plan.

/** No date input goes before this day (the measurement form's "1900" rule). */
export const EARLIEST_DAY = '1900-01-01';
/** No date input goes after this day (goal end dates are the furthest plans). */
export const LATEST_DAY = '2100-12-31';

export type DayFieldMessages = {
  /** For a missing or empty value; defaults to `invalid`. */
  required?: string;
  /** Not a real YYYY-MM-DD calendar day, or outside the window. */
  invalid: string;
  /** Before `earliest`; defaults to `invalid`. */
  tooEarly?: string;
  /** After today in Europe/Istanbul (with `notAfterToday`); defaults to `invalid`. */
  inFuture?: string;
};

export type DayFieldOptions = {
  /** The earliest accepted day, YYYY-MM-DD (at least EARLIEST_DAY). */
  earliest?: string;
  /** Refuse days after today in Europe/Istanbul (measurements, the diary). */
  notAfterToday?: boolean;
};

/** What is wrong with `day`, at most one thing, or undefined for a day the field takes. */
export function findDayProblem(
  day: string,
  messages: DayFieldMessages,
  options: DayFieldOptions = {},
): string | undefined {
  const earliest = options.earliest && options.earliest > EARLIEST_DAY ? options.earliest : EARLIEST_DAY;
  if (!isIsoDay(day)) return messages.invalid;
  if (day < earliest) return messages.tooEarly ?? messages.invalid;
  // Today is always inside the window, so "not after today" is the stricter upper bound.
  if (options.notAfterToday) return day > todayInIstanbul() ? (messages.inFuture ?? messages.invalid) : undefined;
  return day > LATEST_DAY ? messages.invalid : undefined;
}
