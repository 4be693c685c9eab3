import { desc, eq } from 'drizzle-orm';
import {
  type AdminTestimonial,
  contentAdminErrorMessages,
  type saveTestimonialSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { setRowActive } from '../../db/list-rows.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { testimonials } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteWithPicture, resolvePicture, toAdminImage } from './content-images.ts';

// Testimonials management (/testimonials-settings): newest first, rating 1–5 (default 5).

type Deps = { db: Database; storage: StorageDriver };
type SaveTestimonial = z.output<typeof saveTestimonialSchema>;

const toAdminTestimonial = (row: typeof testimonials.$inferSelect): AdminTestimonial => ({
  id: row.id,
  version: row.version,
  clientName: row.clientName,
  clientTitle: row.clientTitle,
  comment: row.comment,
  rating: row.rating,
  image: toAdminImage(row.imageKey, row.imageUrl),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export async function listAdminTestimonials(db: Database): Promise<AdminTestimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(desc(testimonials.createdAt));
  return rows.map(toAdminTestimonial);
}

const toValues = (input: SaveTestimonial, picture: { key: string | null; url: string | null }) => ({
  clientName: input.clientName,
  clientTitle: input.clientTitle,
  comment: input.comment,
  rating: input.rating,
  isActive: input.isActive,
  imageKey: picture.key,
  imageUrl: picture.url,
});

export async function createTestimonial(deps: Deps, input: SaveTestimonial): Promise<AdminTestimonial> {
  const testimonial = await withImageChanges(deps, async (tx, images) => {
    const picture = await resolvePicture(images, input.image, { key: null, url: null }, 'content');
    const [row] = await tx.insert(testimonials).values(toValues(input, picture)).returning();
    if (!row) throw new Error('testimonial insert returned no row');
    return toAdminTestimonial(row);
  });
  return testimonial;
}

export async function updateTestimonial(
  deps: Deps,
  params: { id: string; version: number; input: SaveTestimonial },
): Promise<AdminTestimonial> {
  const testimonial = await withImageChanges(deps, async (tx, images) => {
    const current = await lockAtVersion(
      tx,
      testimonials,
      { id: params.id, version: params.version },
      contentAdminErrorMessages.testimonialNotFound,
    );
    const picture = await resolvePicture(
      images,
      params.input.image,
      { key: current.imageKey, url: current.imageUrl },
      'content',
    );
    const [row] = await tx
      .update(testimonials)
      .set(toValues(params.input, picture))
      .where(eq(testimonials.id, params.id))
      .returning();
    if (!row) throw notFound(contentAdminErrorMessages.testimonialNotFound);
    return toAdminTestimonial(row);
  });
  return testimonial;
}

export async function setTestimonialActive(
  db: Database,
  params: { id: string; isActive: boolean },
): Promise<AdminTestimonial> {
  return toAdminTestimonial(
    await setRowActive(db, testimonials, params, contentAdminErrorMessages.testimonialNotFound),
  );
}

export async function deleteTestimonial(deps: Deps, params: { id: string }): Promise<void> {
  await deleteWithPicture(deps, testimonials, params.id, contentAdminErrorMessages.testimonialNotFound);
}
