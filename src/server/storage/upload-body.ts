import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { uploadErrors } from './upload-errors.ts';

// Multipart framing (boundaries, headers of the part) on top of the file's own bytes.
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
// Bodies up to this size are read to the end before a "too large" answer; larger ones are cut off.
const DRAIN_LIMIT_BYTES = 60 * 1024 * 1024;

/**
 * Route middleware of an upload route (the JSON limit does not apply there, app.ts): a body over
 * `maxBytes(c)` gets the Turkish `tooLarge()` answer, read to the end first when it is not huge so the
 * browser sees the answer instead of a cut connection.
 */
export function limitUploadBody(
  maxBytes: (c: Context<AppEnv>) => number,
  tooLarge: (c: Context<AppEnv>) => AppError,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const maxSize = maxBytes(c);
    const declaredSize = Number(c.req.header('content-length'));
    if (Number.isFinite(declaredSize) && declaredSize > maxSize) {
      if (declaredSize <= DRAIN_LIMIT_BYTES) await discardBody(c.req.raw.body);
      throw tooLarge(c);
    }
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge(c);
      },
    })(c, next);
  };
}

/** The multipart body's fields (a repeated field as an array); anything else is "choose an image". */
export async function readMultipartBody(
  c: Context<AppEnv>,
): Promise<Record<string, string | File | (string | File)[]>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw uploadErrors.missingImage();
  try {
    return await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadErrors.invalidImage();
  }
}

async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  while (!(await reader.read()).done) {
    // discard
  }
}
