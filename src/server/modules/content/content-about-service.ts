import { desc, eq } from 'drizzle-orm';
import type { AdminAbout, saveAboutSchema } from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { aboutSections } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { contentAdminErrorMessages, contentValidationMessages } from '../../../shared/schemas/content-admin.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { resolvePicture, toAdminImage } from './content-images.ts';
import { sanitizeRichText } from '../../rich-text/sanitizer.ts';

// About settings (/about-settings): one record (spec 3 §3 hakkimizda), its HTML sanitised on save.

type Deps = { db: Database; storage: StorageDriver };
type SaveAbout = z.output<typeof saveAboutSchema>;

const toAdminAbout = (row: typeof aboutSections.$inferSelect): AdminAbout => ({
  id: row.id,
  version: row.version,
  title: row.title,
  content: row.content,
  image: toAdminImage(row.imageKey, row.imageUrl),
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

/** The newest row is the record (the public page reads the same one). */
export async function getAdminAbout(db: Database): Promise<AdminAbout | null> {
  const [row] = await db.select().from(aboutSections).orderBy(desc(aboutSections.updatedAt)).limit(1);
  return row ? toAdminAbout(row) : null;
}

/** Saves the about section if it is still at the version the form read (0: none yet; 409 stale_version otherwise). */
export async function saveAbout(deps: Deps, params: { version: number; input: SaveAbout }): Promise<AdminAbout> {
  const { input } = params;
  const content = sanitizeRichText(input.content);
  // Markup with nothing left after sanitising ("<script>…</script>") is no content.
  if (content.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(content)) {
    throw badRequest(contentValidationMessages.aboutContentRequired, 'validation');
  }
  const about = await withImageChanges(deps, async (tx, images) => {
    const [current] = await tx
      .select()
      .from(aboutSections)
      .orderBy(desc(aboutSections.updatedAt))
      .limit(1)
      .for('update');
    assertAtVersion(current, params.version);
    const picture = await resolvePicture(
      images,
      input.image,
      { key: current?.imageKey ?? null, url: current?.imageUrl ?? null },
      'content',
    );
    const values = {
      title: input.title,
      content,
      isActive: input.isActive,
      imageKey: picture.key,
      imageUrl: picture.url,
      updatedAt: new Date(),
    };
    const [row] = current
      ? await tx.update(aboutSections).set(values).where(eq(aboutSections.id, current.id)).returning()
      : await tx.insert(aboutSections).values(values).returning();
    if (!row) throw new Error('about save returned no row');
    return toAdminAbout(row);
  });
  return about;
}

export async function setAboutActive(db: Database, isActive: boolean): Promise<AdminAbout> {
  const current = await getAdminAbout(db);
  if (!current) throw notFound(contentAdminErrorMessages.aboutNotFound);
  const [row] = await db.update(aboutSections).set({ isActive }).where(eq(aboutSections.id, current.id)).returning();
  if (!row) throw notFound(contentAdminErrorMessages.aboutNotFound);
  return toAdminAbout(row);
}
