import { boolean, check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { legalTextKinds } from '../../../shared/legal-text-constants.ts';

// The practice's legal texts with versions (issue #43, ADR 0076). A row is one published version and
// is never updated: the consent records to come point at (kind, version), so the text a person
// accepted must stay as it was. The newest version of a kind is the current one.

export const legalTextVersions = pgTable(
  'legal_text_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: legalTextKinds }).notNull(),
    /** 1, 2, 3… per kind; unique, so two saves at once can never both become the same version (its index serves the reads). */
    version: integer('version').notNull(),
    /** Sanitised HTML (the blog's and the CMS's sanitiser). */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who published it; null for the template of migration 0035. No foreign key: a version outlives a removed admin. */
    publishedByAdminId: text('published_by_admin_id'),
    /**
     * Ticked by the dietitian when publishing a change that people must confirm again (ADR 0081): the
     * client area asks every client whose last decision is about an older version. Version 1 always asks.
     */
    requiresReconsent: boolean('requires_reconsent').notNull().default(false),
  },
  (t) => [
    unique('legal_text_versions_kind_version_key').on(t.kind, t.version),
    check('legal_text_versions_version_positive', sql`${t.version} >= 1`),
  ],
);
