import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';

// The cookie-less visitor counter (issue #9): the public layout reports each page view once.

export const visitSchema = z.object({
  path: textField().trim().min(1).max(300).startsWith('/'),
});

/** Distinct visitors: a visitor is one daily-salted hash of its source address (ADR 0063). */
export type VisitorStatistics = {
  /** Seen in the last 5 minutes. */
  onlineNow: number;
  today: number;
  /** Sum of the daily visitors of this calendar month (a visitor cannot be followed across days). */
  thisMonth: number;
  total: number;
  /** The last 30 days, oldest first, today last; days without visitors are 0. */
  last30Days: { day: string; visitors: number }[];
};
