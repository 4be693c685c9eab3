import type { AdminImage, ImageRef } from '../../../shared/schemas/content-admin.ts';
import { contentAdminErrorMessages } from '../../../shared/schemas/content-admin.ts';
import type { ImageKind } from '../../../shared/uploads.ts';
import { badRequest } from '../../errors.ts';
import type { ImageChanges } from '../../storage/image-changes.ts';

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
