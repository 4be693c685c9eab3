import { z } from '../zod-turkish.ts';
import { type DayFieldMessages, type DayFieldOptions, findDayProblem } from './day-rules.ts';

// The one date input of Denge: every YYYY-MM-DD a form or a query sends goes through dayField, so a
// day is always a real calendar day inside a sane window (the rule: day-rules.ts).

export { type DayFieldMessages, type DayFieldOptions, LATEST_DAY } from './day-rules.ts';

/**
 * A calendar day as YYYY-MM-DD, trimmed, within [earliest, LATEST_DAY] and, if asked, not after today.
 * One check says what is wrong with a day, at most one thing: the day is judged once per value (the
 * diary's every read parses one, issue #17).
 */
export function dayField(messages: DayFieldMessages, options: DayFieldOptions = {}) {
  const required = messages.required ?? messages.invalid;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((day, context) => {
      const problem = findDayProblem(day, messages, options);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}
