// The one way the browser talks to the API: JSON in, JSON out, errors carry the server's Turkish
// message (the UI shows `message`, nothing else).

import { type ApiErrorBody, type ApiErrorCode, type FieldErrors, isUserErrorStatus } from '../../shared/api-errors.ts';

export const networkErrorMessage = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

export class ApiError extends Error {
  readonly status: number;
  /** A code of the shared contract (src/shared/api-errors.ts), or 'network' / 'unknown' from here. */
  readonly code: ApiErrorCode | 'network' | 'unknown';
  /** Per-field messages of a 400 `validation` answer (see lib/form-errors.ts). */
  readonly fieldErrors: FieldErrors;

  constructor(status: number, code: ApiError['code'], message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The one "is this the user's to fix" check: a 4xx answer, whose Turkish message is shown as it is.
 * Anything else (5xx, no network, a bug) shows the screen's own generic error text instead.
 */
export const isUserError = (error: unknown): error is ApiError =>
  error instanceof ApiError && isUserErrorStatus(error.status);

/** The server's message for a user error, otherwise the screen's `fallback` text. */
export const userMessageOr = (error: unknown, fallback: string) => (isUserError(error) ? error.message : fallback);

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', networkErrorMessage);
  }
  const payload = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.code ?? 'unknown',
      payload?.message ?? 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
      payload?.fieldErrors,
    );
  }
  return payload as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body);
export const apiPut = <T>(path: string, body: unknown = {}) => apiRequest<T>('PUT', path, body);
export const apiPatch = <T>(path: string, body: unknown = {}) => apiRequest<T>('PATCH', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);
