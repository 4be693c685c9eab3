import { and, eq } from 'drizzle-orm';
import type { MessagePhotoVariant } from '../../../shared/schemas/messages.ts';
import type { Database } from '../../db/client.ts';
import { messagePhotos, storedImages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { readImageVariant } from '../../storage/image-store.ts';
import type { StorageDriver, StoredFile } from '../../storage/storage-driver.ts';

const photoMissingMessage = 'Fotoğraf bulunamadı.';

/**
 * A message photo's file for its private route: the thumbnail (the smallest width) or the full view
 * (the largest). With `clientId` (the client's own route) only that client's conversation is looked
 * in; a photo of anyone else's is "not found", as is a photo that does not exist.
 */
export async function readMessagePhoto(
  db: Database,
  storage: StorageDriver,
  params: { photoId: string; clientId?: string; variant: MessagePhotoVariant },
): Promise<StoredFile> {
  const [row] = await db
    .select({ files: storedImages.files })
    .from(messagePhotos)
    .innerJoin(storedImages, eq(storedImages.key, messagePhotos.imageKey))
    .where(
      and(
        eq(messagePhotos.id, params.photoId),
        params.clientId === undefined ? undefined : eq(messagePhotos.clientId, params.clientId),
      ),
    )
    .limit(1);
  const stored = await readImageVariant(storage, row?.files, params.variant);
  if (!stored) throw notFound(photoMissingMessage);
  return stored;
}
