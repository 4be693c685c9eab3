import { createMiddleware } from 'hono/factory';
import { privateImageKinds } from '../../../shared/uploads.ts';
import type { AppEnv } from '../../app-context.ts';
import { limitUploadBody, MULTIPART_OVERHEAD_BYTES, readMultipartBody } from '../../storage/upload-body.ts';
import { uploadErrors } from '../../storage/upload-errors.ts';

/** The body of a diary entry's photo: multipart, one `photo` file, limited to one photo's worth. */
export const limitDiaryPhotoBody = limitUploadBody(
  () => privateImageKinds['diary-photo'].maxBytes + MULTIPART_OVERHEAD_BYTES,
  () => uploadErrors.tooLarge('diary-photo'),
);

export const readDiaryPhotoForm = createMiddleware<
  AppEnv,
  string,
  { in: { form: { photo?: File } }; out: { form: { photo: Uint8Array } } }
>(async (c, next) => {
  const body = await readMultipartBody(c);
  const file = body.photo;
  if (file === undefined) throw uploadErrors.missingImage();
  if (!(file instanceof File)) throw uploadErrors.invalidImage();
  c.req.addValidatedData('form', { photo: new Uint8Array(await file.arrayBuffer()) });
  await next();
});
