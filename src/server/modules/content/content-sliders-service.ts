import { desc, eq } from 'drizzle-orm';
import {
  type AdminSlider,
  contentAdminErrorMessages,
  type saveSliderSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { sliders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteWithPicture, resolvePicture, type StoredPicture } from './content-images.ts';

// Slider management (/site-settings/slider): every slide is shown, newest first (spec 3 §7).

type Deps = { db: Database; storage: StorageDriver };
type SaveSlider = z.output<typeof saveSliderSchema>;
type SliderRow = typeof sliders.$inferSelect;

const toAdminSlider = (row: SliderRow): AdminSlider => ({
  id: row.id,
  version: row.version,
  title: row.title,
  description: row.description,
  image: { key: row.imageKey, url: row.imageUrl },
  createdAt: row.createdAt.toISOString(),
});

export async function listAdminSliders(db: Database): Promise<AdminSlider[]> {
  const rows = await db.select().from(sliders).orderBy(desc(sliders.createdAt));
  return rows.map(toAdminSlider);
}

/** The schema makes the image required; a slide always has a picture. */
function requireUrl(url: string | null): string {
  if (!url) throw new Error('slider picture resolved to none');
  return url;
}

const toValues = (input: SaveSlider, picture: StoredPicture) => ({
  title: input.title,
  description: input.description,
  imageKey: picture.key,
  imageUrl: requireUrl(picture.url),
});

export async function createSlider(deps: Deps, input: SaveSlider): Promise<AdminSlider> {
  const slider = await withImageChanges(deps, async (tx, images) => {
    const picture = await resolvePicture(images, input.image, { key: null, url: null }, 'slider');
    const [row] = await tx.insert(sliders).values(toValues(input, picture)).returning();
    if (!row) throw new Error('slider insert returned no row');
    return toAdminSlider(row);
  });
  return slider;
}

export async function updateSlider(
  deps: Deps,
  params: { id: string; version: number; input: SaveSlider },
): Promise<AdminSlider> {
  const { input } = params;
  const slider = await withImageChanges(deps, async (tx, images) => {
    const current = await lockAtVersion(
      tx,
      sliders,
      { id: params.id, version: params.version },
      contentAdminErrorMessages.sliderNotFound,
    );
    const picture = await resolvePicture(
      images,
      input.image,
      { key: current.imageKey, url: current.imageUrl },
      'slider',
    );
    const [row] = await tx.update(sliders).set(toValues(input, picture)).where(eq(sliders.id, params.id)).returning();
    if (!row) throw notFound(contentAdminErrorMessages.sliderNotFound);
    return toAdminSlider(row);
  });
  return slider;
}

/** The picture's files go with the slide (spec 3 §7 "The file is removed on slider delete"). */
export async function deleteSlider(deps: Deps, params: { id: string }): Promise<void> {
  await deleteWithPicture(deps, sliders, params.id, contentAdminErrorMessages.sliderNotFound);
}
