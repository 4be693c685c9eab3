import { queryInteger } from '../fields/number-field.ts';
import type { Page } from '../paging.ts';
import { z } from '../zod-turkish.ts';

// Who saw what (issue #43, ADR 0084): the reads of one client's health data by the practice's admins,
// as the client detail and the client's own profile show them.

export const ACCESS_LOG_PAGE_SIZE = 20;

export const accessLogValidationMessages = {
  page: 'Sayfa numarası en az 1 olmalıdır.',
} as const;

export const accessLogQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: accessLogValidationMessages.page }),
});

/** One read: who (the admin's name; null once the account is gone), which screen, when. No ids. */
export type AccessLogEntry = {
  /** ISO timestamp. */
  at: string;
  adminName: string | null;
  screen: string;
};

export type AccessLogPage = Page<AccessLogEntry>;
