import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue #16, finding 12; KVKK): one row per create, update or delete of clinical and
 * account data, written by database triggers (see the migration) so that no code path can skip it, plus
 * security events such as throttled sign-ins. `client_id` is whose data it is (no foreign key: the trail
 * outlives a deleted client). Password hashes and tokens are removed from before/after by the trigger.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who made the change; null for the system (seed, jobs) or an unknown caller. */
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    requestId: text('request_id'),
    /** 'create' | 'update' | 'delete' for row changes; e.g. 'sign_in_throttled' for security events. */
    action: text('action').notNull(),
    /** The table, e.g. 'client_measurements'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    clientId: text('client_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_client_id_at_idx').on(t.clientId, t.at),
    // The access log of one client (its reads) and the security events, newest first (ADR 0084).
    index('audit_log_client_id_action_at_idx').on(t.clientId, t.action, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
