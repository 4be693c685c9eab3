// The browser's side of the error contract (src/shared/api-errors.ts): failed calls throw ApiError
// carrying the server's Turkish message (the UI shows `message`, nothing else). Calls themselves go
// through the typed client in api-client.ts.

import { type ApiErrorBody, type ApiErrorCode, type FieldErrors, isUserErrorStatus } from '../../shared/api-errors.ts';

export const networkErrorMessage = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

export class ApiError extends Error {
  readonly status: number;
  /** A code of the shared contract (src/shared/api-errors.ts), or 'network' / 'aborted' / 'unknown' from here. */
  readonly code: ApiErrorCode | 'network' | 'aborted' | 'unknown';
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

/** The body of an answer: the success body, or ApiError with the server's Turkish message. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  const payload = (await response.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null;
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
