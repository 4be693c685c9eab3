import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type ImageKind, imageKinds, isImageKind } from '../../shared/uploads.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { storeImage } from './image-store.ts';
import { uploadErrors } from './upload-errors.ts';
import { immutableCacheControl, isValidStorageKey } from './storage-driver.ts';

/** The one API path that takes multipart bodies larger than the JSON limit (app.ts skips it there). */
export const imageUploadPath = '/api/admin/uploads/images';

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

/**
 * GET /uploads/<key>: the stored files, from local disk or (without a public bucket URL) from S3.
 * Names never repeat, so a year of immutable caching is safe.
 */
export const uploadedFilesRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ''));
  if (!isValidStorageKey(key)) return c.text('Not found', 404);
  const file = await c.var.deps.storage.read(key);
  if (!file) return c.text('Not found', 404);
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': immutableCacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.size !== undefined) headers['Content-Length'] = String(file.size);
  return new Response(file.body, { status: 200, headers });
});

/**
 * With S3_PUBLIC_URL, pages load images from the bucket's (or CDN's) origin: add it to the CSP's
 * img-src that the security headers set (which otherwise allow this site only).
 */
export function allowPublicBucketImages(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  const origin = publicUrl ? new URL(publicUrl).origin : null;
  return async (c, next) => {
    await next();
    if (!origin) return;
    const policy = c.res.headers.get('Content-Security-Policy');
    if (!policy || policy.includes(`img-src ${origin}`) || !/img-src [^;]*/.test(policy)) return;
    c.res.headers.set('Content-Security-Policy', policy.replace(/img-src ([^;]*)/, `img-src $1 ${origin}`));
  };
}
