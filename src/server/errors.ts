import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type of the API: a stable code for programs, an HTTP status, and a Turkish message
 * the UI shows as it is. Anything else thrown becomes a generic 500 without internals.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly userMessage: string;
  readonly headers: Record<string, string>;

  constructor(
    code: string,
    status: ContentfulStatusCode,
    userMessage: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.code = code;
    this.status = status;
    this.userMessage = userMessage;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message = 'Kayıt bulunamadı.') => new AppError('not_found', 404, message);
export const badRequest = (message: string, code = 'bad_request') => new AppError(code, 400, message);
export const conflict = (message: string, code = 'conflict') => new AppError(code, 409, message);
export const unauthorized = (message = 'Bu işlem için giriş yapmalısınız.') =>
  new AppError('unauthorized', 401, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new AppError('forbidden', 403, message);

export const genericErrorMessage = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
