import type { ApiErrorBody } from '../../shared/api-errors.ts';
import { type ImageKind, imageUploadPath, type StoredImageInfo, uploadFailedMessage } from '../../shared/uploads.ts';
import { ApiError, networkErrorMessage } from './api.ts';

export type UploadImageOptions = {
  /** Called with 0…1 as the bytes go out (XMLHttpRequest reports upload progress; fetch does not). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one image of a kind (POST /api/admin/uploads/images?kind=…) and resolves with the stored
 * image. A refusal rejects with an ApiError carrying the server's Turkish message.
 */
export function uploadImage(file: File, kind: ImageKind, options: UploadImageOptions = {}): Promise<StoredImageInfo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${imageUploadPath}?kind=${encodeURIComponent(kind)}`);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: Partial<ApiErrorBody> | null = null;
      try {
        payload = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300 && payload) {
        options.onProgress?.(1);
        resolve(payload as StoredImageInfo);
      } else {
        reject(
          new ApiError(
            request.status,
            payload?.code ?? 'upload_failed',
            payload?.message ?? uploadFailedMessage,
            payload?.fieldErrors,
          ),
        );
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network', networkErrorMessage));
    request.onabort = () => reject(new ApiError(0, 'aborted', uploadFailedMessage));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
