import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminImage, ImageRef } from '../../../shared/schemas/content-admin.ts';
import { contentAdminErrorMessages } from '../../../shared/schemas/content-admin.ts';
import type { ImageKind } from '../../../shared/uploads.ts';
import { badRequest } from '../../errors.ts';
import type { Database } from '../../db/client.ts';
import { deleteRow } from '../../db/list-rows.ts';
import { type ImageChanges, withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';

// The CMS forms' pictures: what a record keeps after a save. An uploaded image is attached through
// the platform's withImageChanges (its key; 400 if unknown or already taken); a picture that is not
// an upload (the demo's /demo/*.webp) can only be kept as it is, never replaced by a typed URL.

export type StoredPicture = { key: string | null; url: string | null };

export async function resolvePicture(
  images: ImageChanges,
  ref: ImageRef,
  current: StoredPicture,
  kind: ImageKind,
): Promise<StoredPicture> {
  if (ref === null) {
    await images.remove(current.key);
    return { key: null, url: null };
  }
  if (ref.key !== null && ref.key === current.key) return current;
  if (ref.key !== null) {
    const image = await images.attach(ref.key, kind);
    await images.remove(current.key);
    return { key: image.key, url: image.url };
  }
  if (ref.url !== null && ref.url === current.url) return current;
  throw badRequest(contentAdminErrorMessages.imageNotOwn, 'validation');
}

export const toAdminImage = (key: string | null, url: string | null): AdminImage | null => (url ? { key, url } : null);

/** A CMS row with a picture: the picture's files go with the row. */
export async function deleteWithPicture<TTable extends PgTable & { id: PgColumn; imageKey: PgColumn }>(
  deps: { db: Database; storage: StorageDriver },
  table: TTable,
  id: string,
  notFoundMessage: string,
): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    // The generic table's row is untyped to the compiler; its image_key column is text or null.
    const row = (await deleteRow(tx, table, id, notFoundMessage)) as { imageKey: string | null };
    await images.remove(row.imageKey);
  });
}
