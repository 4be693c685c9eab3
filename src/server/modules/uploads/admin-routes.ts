import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type ImageKind, imageKinds, isImageKind } from '../../../shared/uploads.ts';
import type { AppEnv } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { storeImage } from '../../storage/image-store.ts';
import { uploadErrors } from '../../storage/upload-errors.ts';

// Multipart framing (boundaries, headers of the part) on top of the file's own bytes.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
// Bodies up to this size are read to the end before a "too large" answer; larger ones are cut off.
const DRAIN_LIMIT_BYTES = 40 * 1024 * 1024;

/**
 * POST /api/admin/uploads/images?kind=product, multipart with one `file` field: the upload field's
 * first step. Answers 201 with the stored image (key, url, sizes); the form then saves the key with
 * its record (attachImage), and an upload no record takes is removed by housekeeping after a day.
 */
export const adminUploadsRoutes = new Hono<AppEnv>().post(
  '/images',
  async (c, next) => {
    const kind = readKind(c.req.query('kind'));
    const maxSize = imageKinds[kind].maxBytes + MULTIPART_OVERHEAD_BYTES;
    const tooLarge = () => uploadErrors.tooLarge(kind);
    const declaredSize = Number(c.req.header('content-length'));
    if (Number.isFinite(declaredSize) && declaredSize > maxSize) {
      // Read the rest first so the browser gets the Turkish answer instead of a cut connection.
      if (declaredSize <= DRAIN_LIMIT_BYTES) await discardBody(c.req.raw.body);
      throw tooLarge();
    }
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge();
      },
    })(c, next);
  },
  async (c) => {
    const kind = readKind(c.req.query('kind'));
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('multipart/form-data')) throw uploadErrors.missingImage();
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw uploadErrors.invalidImage();
    }
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

async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  while (!(await reader.read()).done) {
    // discard
  }
}

function readKind(value: string | undefined): ImageKind {
  if (!isImageKind(value)) throw uploadErrors.invalidKind();
  return value;
}
