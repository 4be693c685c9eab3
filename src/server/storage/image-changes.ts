import { eq } from 'drizzle-orm';
import type { ImageKind, StoredImageInfo, StoredImageKind } from '../../shared/uploads.ts';
import type { Database } from '../db/client.ts';
import { storedImages } from '../db/schema/index.ts';
import { attachImage, type StoredImage, storeImage } from './image-store.ts';
import type { StorageDriver } from './storage-driver.ts';

/** What a transaction may do with images; file effects follow the transaction's outcome. */
export type ImageChanges = {
  /** Stores a new image now; its files are removed again if the transaction fails. */
  store: (kind: StoredImageKind, bytes: Uint8Array, uploadedBy?: string | null) => Promise<StoredImageInfo>;
  /** Takes an image uploaded earlier by the upload field (its key) for the record being saved. */
  attach: (key: string, kind: ImageKind) => Promise<StoredImageInfo>;
  /** The record no longer uses this image (replaced or deleted): row now, files once committed. */
  remove: (key: string | null | undefined) => Promise<void>;
};

/**
 * Runs `work` in one database transaction together with its image changes: on success the replaced
 * or deleted images' files are removed; on failure the images stored inside are removed and the
 * removed ones stay. Nothing is left behind either way.
 *
 *   await withImageChanges({ db, storage }, async (tx, images) => {
 *     const photo = await images.attach(input.photoKey, 'team');
 *     await images.remove(member.photoKey);
 *     await tx.update(teamMembers).set({ photoKey: photo.key, imageUrl: photo.url }).where(…);
 *   });
 */
export async function withImageChanges<T>(
  deps: { db: Database; storage: StorageDriver },
  work: (tx: Database, images: ImageChanges) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  const removed: string[] = [];
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      const images: ImageChanges = {
        store: async (kind, bytes, uploadedBy) => {
          const image = await storeImage(tx, deps.storage, { kind, bytes, uploadedBy, isAttached: true });
          stored.push(image);
          const { discard: _discard, ...info } = image;
          return info;
        },
        attach: (key, kind) => attachImage(tx, deps.storage, { key, kind }),
        remove: async (key) => {
          if (!key) return;
          await tx.delete(storedImages).where(eq(storedImages.key, key));
          removed.push(key);
        },
      };
      return work(tx, images);
    });
  } catch (error) {
    await Promise.all(stored.map((image) => image.discard().catch(logCleanupError(image.key))));
    throw error;
  }
  await Promise.all(removed.map((key) => deps.storage.removeFolder(key).catch(logCleanupError(key))));
  return result;
}

const logCleanupError = (key: string) => (error: unknown) =>
  console.error('[storage] could not remove the files of', key, error);
