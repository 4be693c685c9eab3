import { queryInteger } from '../fields/number-field.ts';
import type { Page } from '../paging.ts';
import type { SecurityEventAction } from '../security-event-constants.ts';
import { z } from '../zod-turkish.ts';

// The security events the dietitian sees (issue #38 item 4, ADR 0084): what the sign-in defences
// recorded in the audit trail (ADR 0013, ADR 0066).

export const SECURITY_EVENTS_PAGE_SIZE = 20;

export const securityEventsValidationMessages = {
  page: 'Sayfa numarası en az 1 olmalıdır.',
} as const;

export const securityEventsQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: securityEventsValidationMessages.page }),
});

export type SecurityEvent = {
  id: string;
  /** ISO timestamp. */
  at: string;
  action: SecurityEventAction;
  /** The account's e-mail as it was typed at sign-in. */
  email: string | null;
  /** The source address of the attempts, when recorded. */
  ip: string | null;
  /** How many wrong passwords led to it, and over how many minutes (new-device pauses). */
  failedAttempts: number | null;
  windowMinutes: number | null;
};

export type SecurityEventPage = Page<SecurityEvent>;
