import { isIsoDay, todayInIstanbul } from '../dates.ts';
import { z } from '../zod-turkish.ts';

// The one date input of Denge: every YYYY-MM-DD a form or a query sends goes through dayField, so a
// day is always a real calendar day inside a sane window. PostgreSQL has no year 0 ('0000-01-01' was
// a 500), and a year like 9999 is a typo, not a plan.

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

/**
 * A calendar day as YYYY-MM-DD, trimmed, within [earliest, LATEST_DAY] and, if asked, not after today.
 * One check says what is wrong with a day, at most one thing: the day is judged once per value (the
 * diary's every read parses one, issue #17).
 */
export function dayField(messages: DayFieldMessages, options: DayFieldOptions = {}) {
  const required = messages.required ?? messages.invalid;
  const earliest = options.earliest && options.earliest > EARLIEST_DAY ? options.earliest : EARLIEST_DAY;
  const problemOf = (day: string): string | undefined => {
    if (!isIsoDay(day)) return messages.invalid;
    if (day < earliest) return messages.tooEarly ?? messages.invalid;
    // Today is always inside the window, so "not after today" is the stricter upper bound.
    if (options.notAfterToday) return day > todayInIstanbul() ? (messages.inFuture ?? messages.invalid) : undefined;
    return day > LATEST_DAY ? messages.invalid : undefined;
  };
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((day, context) => {
      const problem = problemOf(day);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}
