import { asc, eq } from 'drizzle-orm';
import {
  type AdminFixedSection,
  contentAdminErrorMessages,
  type saveFixedSectionSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { setRowActive } from '../../db/list-rows.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { fixedSections } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

// Fixed sections (/fixed-sections-settings): the hero and contact blocks, edited in place. Content is
// the hero's only (spec 3 §5): the contact section's stays as it is.

type SaveFixedSection = z.output<typeof saveFixedSectionSchema>;

const toAdminFixedSection = (row: typeof fixedSections.$inferSelect): AdminFixedSection => ({
  id: row.id,
  version: row.version,
  sectionType: row.sectionType,
  title: row.title,
  content: row.content,
  buttonText: row.buttonText,
  buttonLink: row.buttonLink,
  isActive: row.isActive,
});

export async function listAdminFixedSections(db: Database): Promise<AdminFixedSection[]> {
  const rows = await db.select().from(fixedSections).orderBy(asc(fixedSections.sectionType));
  return rows.map(toAdminFixedSection);
}

export async function updateFixedSection(
  db: Database,
  params: { id: string; version: number; input: SaveFixedSection },
): Promise<AdminFixedSection> {
  const { input } = params;
  const section = await db.transaction(async (tx) => {
    const current = await lockAtVersion(
      tx,
      fixedSections,
      { id: params.id, version: params.version },
      contentAdminErrorMessages.sectionNotFound,
    );
    const [row] = await tx
      .update(fixedSections)
      .set({
        title: input.title,
        content: current.sectionType === 'hero' ? input.content : current.content,
        buttonText: input.buttonText,
        buttonLink: input.buttonLink,
        isActive: input.isActive,
      })
      .where(eq(fixedSections.id, params.id))
      .returning();
    if (!row) throw notFound(contentAdminErrorMessages.sectionNotFound);
    return toAdminFixedSection(row);
  });
  return section;
}

export async function setFixedSectionActive(
  db: Database,
  params: { id: string; isActive: boolean },
): Promise<AdminFixedSection> {
  return toAdminFixedSection(await setRowActive(db, fixedSections, params, contentAdminErrorMessages.sectionNotFound));
}
