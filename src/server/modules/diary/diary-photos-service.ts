import { and, eq } from 'drizzle-orm';
import type { DiaryPhoto } from '../../../shared/schemas/diary.ts';
import type { MessagePhotoVariant } from '../../../shared/schemas/messages.ts';
import { privateImageKinds } from '../../../shared/uploads.ts';
import type { Database } from '../../db/client.ts';
import { calorieDiary, diaryEntryPhotos } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import { clientPhotoMissingMessage, readClientPhoto } from '../../storage/client-photos.ts';
import type { StorageDriver, StoredFile } from '../../storage/storage-driver.ts';
import { uploadErrors } from '../../storage/upload-errors.ts';

// A diary entry's meal photo (issue #42, ADR 0070's amendment): one per entry, through the message
// photos' pipeline (a private image kind, served only by the authenticated routes below).

const entryNotFound = () => notFound('Günlük kaydı bulunamadı.');

type Deps = { db: Database; storage: StorageDriver };

/**
 * Attaches a photo to the client's own entry, replacing the one it had. A bad file, a file too large
 * or another client's entry refuses with nothing written (no row, no file); the replaced photo's
 * files go once committed.
 */
export async function setDiaryEntryPhoto(
  deps: Deps,
  params: { clientId: string; entryId: string; bytes: Uint8Array; uploadedBy: string },
): Promise<DiaryPhoto> {
  if (params.bytes.byteLength === 0) throw uploadErrors.missingImage();
  if (params.bytes.byteLength > privateImageKinds['diary-photo'].maxBytes) throw uploadErrors.tooLarge('diary-photo');
  return withImageChanges(deps, async (tx, images) => {
    await lockOwnEntry(tx, params);
    const image = await images.store('diary-photo', params.bytes, params.uploadedBy);
    const replaced = await tx
      .delete(diaryEntryPhotos)
      .where(eq(diaryEntryPhotos.entryId, params.entryId))
      .returning({ imageKey: diaryEntryPhotos.imageKey });
    for (const photo of replaced) await images.remove(photo.imageKey);
    const [row] = await tx
      .insert(diaryEntryPhotos)
      .values({ entryId: params.entryId, clientId: params.clientId, imageKey: image.key })
      .returning({ id: diaryEntryPhotos.id });
    return { id: row!.id, width: image.width, height: image.height };
  });
}

/** Removes the photo of the client's own entry (row now, files once committed). */
export async function removeDiaryEntryPhoto(deps: Deps, params: { clientId: string; entryId: string }): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    await lockOwnEntry(tx, params);
    const removed = await tx
      .delete(diaryEntryPhotos)
      .where(eq(diaryEntryPhotos.entryId, params.entryId))
      .returning({ imageKey: diaryEntryPhotos.imageKey });
    if (removed.length === 0) throw notFound(clientPhotoMissingMessage);
    for (const photo of removed) await images.remove(photo.imageKey);
  });
}

/** Deletes the client's own entry and its photo (the row by the foreign key, the files once committed). */
export async function deleteDiaryEntryWithPhoto(deps: Deps, params: { clientId: string; entryId: string }) {
  await withImageChanges(deps, async (tx, images) => {
    await lockOwnEntry(tx, params);
    const removed = await tx
      .delete(diaryEntryPhotos)
      .where(eq(diaryEntryPhotos.entryId, params.entryId))
      .returning({ imageKey: diaryEntryPhotos.imageKey });
    for (const photo of removed) await images.remove(photo.imageKey);
    await tx
      .delete(calorieDiary)
      .where(and(eq(calorieDiary.id, params.entryId), eq(calorieDiary.clientId, params.clientId)));
  });
}

/** Removes every diary photo of a client (their account is being deleted), inside its transaction. */
export async function removeClientDiaryPhotos(
  tx: Database,
  images: { remove: (key: string) => Promise<void> },
  clientId: string,
): Promise<void> {
  const removed = await tx
    .delete(diaryEntryPhotos)
    .where(eq(diaryEntryPhotos.clientId, clientId))
    .returning({ imageKey: diaryEntryPhotos.imageKey });
  for (const photo of removed) await images.remove(photo.imageKey);
}

/**
 * A diary photo's file for its private route (the thumbnail or the full view). With `clientId` (the
 * client's own route) only that client's photos are looked in.
 */
export function readDiaryPhoto(
  db: Database,
  storage: StorageDriver,
  params: { photoId: string; clientId?: string; variant: MessagePhotoVariant },
): Promise<StoredFile> {
  return readClientPhoto(db, storage, diaryEntryPhotos, params);
}

async function lockOwnEntry(tx: Database, params: { clientId: string; entryId: string }): Promise<void> {
  const [entry] = await tx
    .select({ id: calorieDiary.id })
    .from(calorieDiary)
    .where(and(eq(calorieDiary.id, params.entryId), eq(calorieDiary.clientId, params.clientId)))
    .for('update');
  if (!entry) throw entryNotFound();
}
