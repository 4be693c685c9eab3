import { createMiddleware } from 'hono/factory';
import { MESSAGE_IMAGES_MAX, photoMessageTextSchema } from '../../../shared/schemas/messages.ts';
import { privateImageKinds } from '../../../shared/uploads.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput } from '../../http/input.ts';
import { limitUploadBody, MULTIPART_OVERHEAD_BYTES, readMultipartBody } from '../../storage/upload-body.ts';
import { uploadErrors } from '../../storage/upload-errors.ts';

type PhotoMessageForm = { text: string; photos: Uint8Array[] };

/**
 * The body of a message sent with photos: multipart, a `text` field (may be empty) and up to four
 * `photos` files, as the browser's FormData sends them. The body is limited to four photos' worth;
 * the photos' bytes are checked by the upload pipeline when the message is written.
 */
export const limitPhotoMessageBody = limitUploadBody(
  () => MESSAGE_IMAGES_MAX * (privateImageKinds['message-photo'].maxBytes + MULTIPART_OVERHEAD_BYTES),
  () => uploadErrors.tooLarge('message-photo'),
);

export const readPhotoMessageForm = createMiddleware<
  AppEnv,
  string,
  { in: { form: { text?: string; photos?: File | File[] } }; out: { form: PhotoMessageForm } }
>(async (c, next) => {
  const body = await readMultipartBody(c);
  const text = parseInput(photoMessageTextSchema, typeof body.text === 'string' ? body.text : '');
  const files = [body.photos ?? []].flat();
  if (files.some((file) => !(file instanceof File))) throw uploadErrors.invalidImage();
  const photos = await Promise.all(files.map(async (file) => new Uint8Array(await (file as File).arrayBuffer())));
  c.req.addValidatedData('form', { text, photos } satisfies PhotoMessageForm);
  await next();
});
