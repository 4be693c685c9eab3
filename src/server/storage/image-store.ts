import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { type ImageKind, imageRuleOf, type StoredImageInfo, type StoredImageKind } from '../../shared/uploads.ts';
import type { Database } from '../db/client.ts';
import { type StoredImageFile, storedImages } from '../db/schema/index.ts';
import { encodeImage } from './image-encoding.ts';
import type { StorageDriver, StoredFile } from './storage-driver.ts';
import { uploadErrors } from './upload-errors.ts';

export type StoredImage = StoredImageInfo & {
  /** Removes the files again (the row goes with the transaction's rollback). */
  discard: () => Promise<void>;
};

/**
 * Checks, re-encodes and stores an uploaded image under a new server-made key, and records it in
 * stored_images (inside `db`, which may be a transaction). `isAttached: false` marks an upload that
 * no record uses yet (the upload field's first step); housekeeping removes those after a day.
 * A bad file throws a Turkish 4xx AppError before anything is written.
 */
export async function storeImage(
  db: Database,
  storage: StorageDriver,
  params: { kind: StoredImageKind; bytes: Uint8Array; uploadedBy?: string | null; isAttached?: boolean },
): Promise<StoredImage> {
  const rule = imageRuleOf(params.kind);
  if (params.bytes.byteLength > rule.maxBytes) {
    throw uploadErrors.tooLarge(params.kind);
  }
  const encoded = await encodeImage(params.bytes, rule);
  const key = `${params.kind}/${randomBytes(16).toString('base64url')}`;
  const discard = () => storage.removeFolder(key);

  const files: StoredImageFile[] = [];
  try {
    for (const file of encoded.files) {
      const fileKey = `${key}/${file.name}`;
      await storage.put(fileKey, file.body, `image/${file.format}`);
      files.push({ key: fileKey, width: file.width, height: file.height, format: file.format });
    }
    const [row] = await db
      .insert(storedImages)
      .values({
        key,
        kind: params.kind,
        files,
        width: encoded.width,
        height: encoded.height,
        byteSize: encoded.files.reduce((sum, file) => sum + file.body.byteLength, 0),
        uploadedBy: params.uploadedBy ?? null,
        attachedAt: params.isAttached === false ? null : new Date(),
      })
      .returning();
    return { ...toImageInfo(row!, storage), discard };
  } catch (error) {
    await discard().catch((cleanupError) => console.error('[storage] could not remove', key, cleanupError));
    throw uploadErrors.uploadFailed(error);
  }
}

/**
 * Marks an image uploaded earlier (the upload field's key) as used by the record being saved in this
 * transaction. Refuses keys that do not exist, belong to another kind or are already used elsewhere.
 */
export async function attachImage(db: Database, storage: StorageDriver, params: { key: string; kind: ImageKind }) {
  const [row] = await db
    .update(storedImages)
    .set({ attachedAt: new Date() })
    .where(and(eq(storedImages.key, params.key), eq(storedImages.kind, params.kind), isNull(storedImages.attachedAt)))
    .returning();
  if (!row) throw uploadErrors.imageNotFound();
  return toImageInfo(row, storage);
}

/** Housekeeping: uploads no record took within `olderThanMs` (a form never saved) are removed. */
export async function pruneUnattachedImages(
  db: Database,
  storage: StorageDriver,
  params: { olderThanMs: number },
): Promise<number> {
  const cutoff = new Date(Date.now() - params.olderThanMs);
  const stale = await db
    .select({ key: storedImages.key })
    .from(storedImages)
    .where(and(isNull(storedImages.attachedAt), lt(storedImages.createdAt, cutoff)))
    .limit(500);
  if (stale.length === 0) return 0;
  const staleKeys = stale.map((row) => row.key);
  // Rows first: a file without a row is harmless, a row without files is a broken picture. Only the
  // rows still unattached now are removed (a form may have saved one meanwhile).
  const removed = await db
    .delete(storedImages)
    .where(and(inArray(storedImages.key, staleKeys), isNull(storedImages.attachedAt)))
    .returning({ key: storedImages.key });
  for (const { key } of removed) await storage.removeFolder(key);
  return removed.length;
}

export function toImageInfo(row: typeof storedImages.$inferSelect, storage: StorageDriver): StoredImageInfo {
  const variants = row.files.map((file) => ({ ...file, url: storage.urlOf(file.key) }));
  const primary = variants.find((file) => file.format === 'webp') ?? variants[0];
  return {
    key: row.key,
    kind: row.kind as ImageKind,
    url: primary?.url ?? '',
    width: row.width,
    height: row.height,
    variants,
  };
}

/**
 * One file of a stored image for a private route: the thumbnail (the smallest width) or the full
 * view (the largest); null when the image or its file is gone. Files are stored largest first.
 */
export async function readImageVariant(
  storage: StorageDriver,
  files: readonly StoredImageFile[] | undefined,
  variant: 'thumbnail' | 'full',
): Promise<StoredFile | null> {
  const file = variant === 'full' ? files?.[0] : files?.at(-1);
  return file ? storage.read(file.key) : null;
}
