import {
  imageRuleOf,
  invalidImageMessage,
  missingImageMessage,
  type StoredImageKind,
  uploadFailedMessage,
} from '../../shared/uploads.ts';
import { AppError } from '../errors.ts';

// Every error the upload service answers, in one place: code, status and the spec's Turkish text.

export const imageNotFoundMessage = 'Görsel bulunamadı. Lütfen görseli tekrar yükleyin.';
export const invalidImageKindMessage = 'Geçersiz görsel türü.';

export const uploadErrors = {
  /** Not a clean PNG, JPEG, GIF or WebP (SVG, polyglot, renamed text, broken or cut-off file). */
  invalidImage: () => new AppError('invalid_image', invalidImageMessage),
  missingImage: () => new AppError('missing_image', missingImageMessage),
  invalidKind: () => new AppError('invalid_image_kind', invalidImageKindMessage),
  /** A key the form sent that is not an unused upload of this kind. */
  imageNotFound: () => new AppError('image_not_found', imageNotFoundMessage),
  tooLarge: (kind: StoredImageKind) => new AppError('image_too_large', imageRuleOf(kind).tooLargeMessage),
  /** The storage could not be written (disk full, S3 down): not the user's fault. */
  uploadFailed: (cause: unknown) => new AppError('upload_failed', uploadFailedMessage, { cause }),
};
