import { queryInteger } from '../fields/number-field.ts';
import type { Page } from '../paging.ts';
import { z } from '../zod-turkish.ts';

// Who saw what (issue #43, ADR 0083): the reads of one client's health data by the practice's admins,
// as the client detail and the client's own profile show them.

export const ACCESS_LOG_PAGE_SIZE = 20;

/**
 * The screens whose reads are recorded: a short stable key (kept in the trail as the row's entity)
 * and the label both sides show. A key is never renamed, since old rows keep it.
 */
export const accessLogScreenLabels = {
  client: 'Danışan Bilgileri',
  report: 'Rapor',
  measurements: 'Ölçümler',
  diary: 'Kalori Takibi',
  'nutrition-program': 'Beslenme Programı',
  'nutrition-program-pdf': 'Beslenme Programı (PDF)',
  messages: 'Mesajlar',
  consents: 'Onay Kayıtları',
} as const;

export type AccessLogScreen = keyof typeof accessLogScreenLabels;

/** The label of a screen key; an unknown key (a later version's) is shown as it is. */
export function accessLogScreenLabel(screen: string): string {
  return Object.hasOwn(accessLogScreenLabels, screen) ? accessLogScreenLabels[screen as AccessLogScreen] : screen;
}

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
