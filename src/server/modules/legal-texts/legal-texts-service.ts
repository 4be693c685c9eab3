import { and, desc, eq, sql } from 'drizzle-orm';
import { type LegalTextKind, legalTextKinds } from '../../../shared/legal-text-constants.ts';
import {
  type AdminLegalText,
  type AdminLegalTextSummary,
  type CurrentLegalText,
  legalTextsValidationMessages,
} from '../../../shared/schemas/legal-texts.ts';
import type { Database } from '../../db/client.ts';
import { adminUsers, legalTextVersions } from '../../db/schema/index.ts';
import { badRequest, isUniqueViolation, notFound } from '../../errors.ts';
import { keep } from '../../realtime/kept-reads.ts';
import { publicRichText, sanitizeRichText } from '../../rich-text/sanitizer.ts';

// The practice's legal texts with versions (issue #43, ADR 0076). A publish inserts a new row, never
// updates one (a trigger refuses updates): the consent records to come name the (kind, version) a
// person accepted, and that text must stay exactly as it was.

export const legalTextsErrorMessages = {
  notFound: 'Metin bulunamadı.',
  versionNotFound: 'Bu sürüm bulunamadı.',
} as const;

type VersionRow = typeof legalTextVersions.$inferSelect;

const toCurrentLegalText = (row: VersionRow): CurrentLegalText => ({
  kind: row.kind,
  version: row.version,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
  requiresReconsent: row.requiresReconsent,
});

/**
 * The version in force of one kind: what a public page shows and what a consent records (the
 * consent feature calls this in the transaction that writes the consent, so it reads no kept copy).
 */
export async function readCurrentLegalText(db: Database, kind: LegalTextKind): Promise<CurrentLegalText> {
  const [row] = await db
    .select()
    .from(legalTextVersions)
    .where(eq(legalTextVersions.kind, kind))
    .orderBy(desc(legalTextVersions.version))
    .limit(1);
  if (!row) throw notFound(legalTextsErrorMessages.notFound);
  return toCurrentLegalText(row);
}

/**
 * The public page's read, kept per process and dropped by the table's trigger (ADR 0064); sanitised
 * again on the way out like the blog, so a row written around the admin screen never carries script.
 */
export const getPublicLegalText = (db: Database, kind: LegalTextKind): Promise<CurrentLegalText> =>
  keep(db, `legal text ${kind}`, async () => {
    const legalText = await readCurrentLegalText(db, kind);
    return { ...legalText, body: publicRichText(legalText.body) };
  });

/** The admin list: every kind with its current version and date (null before the first one). */
export async function listAdminLegalTexts(db: Database): Promise<AdminLegalTextSummary[]> {
  const rows = await db
    .selectDistinctOn([legalTextVersions.kind], {
      kind: legalTextVersions.kind,
      version: legalTextVersions.version,
      publishedAt: legalTextVersions.publishedAt,
    })
    .from(legalTextVersions)
    .orderBy(legalTextVersions.kind, desc(legalTextVersions.version));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return legalTextKinds.map((kind) => {
    const row = byKind.get(kind);
    return { kind, version: row?.version ?? null, publishedAt: row?.publishedAt.toISOString() ?? null };
  });
}

/** One kind on the admin screen: its current text and every version (number, date, who), newest first. */
export async function getAdminLegalText(db: Database, kind: LegalTextKind): Promise<AdminLegalText> {
  const rows = await db
    .select({
      row: legalTextVersions,
      adminName: sql<string | null>`${adminUsers.name} || ' ' || ${adminUsers.surname}`,
    })
    .from(legalTextVersions)
    .leftJoin(adminUsers, eq(adminUsers.id, legalTextVersions.publishedByAdminId))
    .where(eq(legalTextVersions.kind, kind))
    .orderBy(desc(legalTextVersions.version));
  const [newest] = rows;
  return {
    kind,
    current: newest ? toCurrentLegalText(newest.row) : null,
    versions: rows.map(({ row, adminName }) => ({
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: adminName,
    })),
  };
}

/** An older version, read-only on the admin screen. */
export async function getLegalTextVersion(
  db: Database,
  params: { kind: LegalTextKind; version: number },
): Promise<CurrentLegalText> {
  const [row] = await db
    .select()
    .from(legalTextVersions)
    .where(and(eq(legalTextVersions.kind, params.kind), eq(legalTextVersions.version, params.version)));
  if (!row) throw notFound(legalTextsErrorMessages.versionNotFound);
  return toCurrentLegalText(row);
}

/** Markup with nothing left after sanitising ("<script>…</script>", "<p></p>") is no text. */
const isEmptyHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

// Two publishes at once both read the same newest number; the unique (kind, version) lets one of them
// in and the other tries again with the next number. More tries than admins ever press at once.
const PUBLISH_ATTEMPTS = 5;

/** Publishes a new version of a kind: the previous number + 1, its body sanitised like the blog's. */
export async function publishLegalText(
  db: Database,
  params: { kind: LegalTextKind; body: string; requiresReconsent: boolean; adminId: string },
): Promise<CurrentLegalText> {
  const body = sanitizeRichText(params.body);
  if (isEmptyHtml(body)) throw badRequest(legalTextsValidationMessages.bodyRequired, 'validation');
  for (let attempt = 1; ; attempt++) {
    try {
      // One statement: the number is read and the row written together, so a failed try writes nothing.
      const [row] = await db
        .insert(legalTextVersions)
        .values({
          kind: params.kind,
          version: sql`(select coalesce(max(${legalTextVersions.version}), 0) + 1 from ${legalTextVersions} where ${legalTextVersions.kind} = ${params.kind})`,
          body,
          publishedByAdminId: params.adminId,
          requiresReconsent: params.requiresReconsent,
        })
        .returning();
      if (!row) throw new Error('legal text insert returned no row');
      return toCurrentLegalText(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= PUBLISH_ATTEMPTS) throw error;
    }
  }
}
