import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type diaryEntryPhotos, type messagePhotos, storedImages } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { readImageVariant } from './image-store.ts';
import type { StorageDriver, StoredFile } from './storage-driver.ts';

export const clientPhotoMissingMessage = 'Fotoğraf bulunamadı.';

/** The tables of a client's private photos: each row ties one stored image to its client. */
type ClientPhotoTable = typeof messagePhotos | typeof diaryEntryPhotos;

/**
 * A client's private photo (a message's, a diary entry's) for its authenticated route: the thumbnail
 * (the smallest width) or the full view (the largest). With `clientId` (the client's own route) only
 * that client's photos are looked in; anyone else's is "not found", as is a photo that does not exist.
 */
export async function readClientPhoto(
  db: Database,
  storage: StorageDriver,
  photos: ClientPhotoTable,
  params: { photoId: string; clientId?: string; variant: 'thumbnail' | 'full' },
): Promise<StoredFile> {
  const [row] = await db
    .select({ files: storedImages.files })
    .from(photos)
    .innerJoin(storedImages, eq(storedImages.key, photos.imageKey))
    .where(
      and(
        eq(photos.id, params.photoId),
        params.clientId === undefined ? undefined : eq(photos.clientId, params.clientId),
      ),
    )
    .limit(1);
  const stored = await readImageVariant(storage, row?.files, params.variant);
  if (!stored) throw notFound(clientPhotoMissingMessage);
  return stored;
}
