import { Hono } from 'hono';
import { type ImageKind, imageKinds, isImageKind } from '../../../shared/uploads.ts';
import type { AppEnv } from '../../app-context.ts';
import { storeImage } from '../../storage/image-store.ts';
import { limitUploadBody, MULTIPART_OVERHEAD_BYTES, readMultipartBody } from '../../storage/upload-body.ts';
import { uploadErrors } from '../../storage/upload-errors.ts';

/**
 * POST /api/admin/uploads/images?kind=product, multipart with one `file` field: the upload field's
 * first step. Answers 201 with the stored image (key, url, sizes); the form then saves the key with
 * its record (attachImage), and an upload no record takes is removed by housekeeping after a day.
 */
export const adminUploadsRoutes = new Hono<AppEnv>().post(
  '/images',
  limitUploadBody(
    (c) => imageKinds[readKind(c.req.query('kind'))].maxBytes + MULTIPART_OVERHEAD_BYTES,
    (c) => uploadErrors.tooLarge(readKind(c.req.query('kind'))),
  ),
  async (c) => {
    const kind = readKind(c.req.query('kind'));
    const body = await readMultipartBody(c);
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) throw uploadErrors.missingImage();
    const { deps, user } = c.var;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { discard: _discard, ...image } = await storeImage(deps.db, deps.storage, {
      kind,
      bytes,
      uploadedBy: user.id,
      isAttached: false,
    });
    return c.json(image, 201);
  },
);

function readKind(value: string | undefined): ImageKind {
  if (!isImageKind(value)) throw uploadErrors.invalidKind();
  return value;
}
