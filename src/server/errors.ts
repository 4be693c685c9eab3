import { type ApiErrorCode, type ApiErrorStatus, apiErrorStatus, type FieldErrors } from '../shared/api-errors.ts';

/**
 * The one error type of the server: a code of the shared contract (src/shared/api-errors.ts, which
 * also fixes its HTTP status), and a Turkish message the UI shows as it is, plus per-field messages
 * for bad input. Anything else thrown becomes a generic 500 without internals (http/error-handler.ts).
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly status: ApiErrorStatus;
  readonly userMessage: string;
  readonly headers: Record<string, string>;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    code: ApiErrorCode,
    userMessage: string,
    options: { headers?: Record<string, string>; cause?: unknown; fieldErrors?: FieldErrors } = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.code = code;
    this.status = apiErrorStatus[code];
    this.userMessage = userMessage;
    this.headers = options.headers ?? {};
    this.fieldErrors = options.fieldErrors;
  }
}

type CodeWithStatus<S extends number> = {
  [C in ApiErrorCode]: (typeof apiErrorStatus)[C] extends S ? C : never;
}[ApiErrorCode];

export const notFound = (message = 'Kayıt bulunamadı.') => new AppError('not_found', message);
export const badRequest = (message: string, code: CodeWithStatus<400> = 'bad_request') => new AppError(code, message);
export const conflict = (message: string, code: CodeWithStatus<409> = 'conflict') => new AppError(code, message);
export const unauthorized = (message = 'Bu işlem için giriş yapmalısınız.') => new AppError('unauthorized', message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new AppError('forbidden', message);

export const genericErrorMessage = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';

/** Whether a database error (or one of its causes) is PostgreSQL's unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
