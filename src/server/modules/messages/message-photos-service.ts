import type { MessagePhotoVariant } from '../../../shared/schemas/messages.ts';
import type { Database } from '../../db/client.ts';
import { messagePhotos } from '../../db/schema/index.ts';
import { readClientPhoto } from '../../storage/client-photos.ts';
import type { StorageDriver, StoredFile } from '../../storage/storage-driver.ts';

/**
 * A message photo's file for its private route (the thumbnail or the full view). With `clientId` (the
 * client's own route) only that client's conversation is looked in.
 */
export function readMessagePhoto(
  db: Database,
  storage: StorageDriver,
  params: { photoId: string; clientId?: string; variant: MessagePhotoVariant },
): Promise<StoredFile> {
  return readClientPhoto(db, storage, messagePhotos, params);
}
