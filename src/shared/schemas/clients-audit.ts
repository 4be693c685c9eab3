import { queryInteger } from '../fields/number-field.ts';
import type { Page } from '../paging.ts';
import { z } from '../zod-turkish.ts';

// The audit trail of one client as the dietitian reads it (issue #16, finding 12).

export const AUDIT_PAGE_SIZE = 50;

export const clientAuditQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: 'Sayfa numarası en az 1 olmalıdır.' }),
});

export type AuditEntry = {
  id: string;
  /** ISO timestamp. */
  at: string;
  actorId: string | null;
  actorRole: string | null;
  /** The actor's name when the account still exists. */
  actorName: string | null;
  requestId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

export type AuditPage = Page<AuditEntry>;
