import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '../../shared/api-errors.ts';
import type { AppEnv } from '../app-context.ts';
import { AppError, genericErrorMessage } from '../errors.ts';

/**
 * The one error handler: every failure answers `ApiErrorBody` (`{ code, message, fieldErrors? }`,
 * src/shared/api-errors.ts) with a Turkish message and the status the code's map gives.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const appError = toAppError(error);
  if (!appError) {
    console.error('[api] unexpected error on', c.req.method, c.req.path, error);
    return c.json({ code: 'internal', message: genericErrorMessage } satisfies ApiErrorBody, 500);
  }
  // The body was not read: keep-alive would read its rest as the next request, so the connection ends.
  if (error instanceof HTTPException && error.status === 413) c.header('Connection', 'close');
  for (const [name, value] of Object.entries(appError.headers)) c.header(name, value);
  const body: ApiErrorBody = { code: appError.code, message: appError.userMessage };
  if (appError.fieldErrors) body.fieldErrors = appError.fieldErrors;
  return c.json(body, appError.status);
};

/** Hono's own exceptions (body limit, CSRF) in the contract's words. */
function toAppError(error: Error): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof HTTPException)) return null;
  if (error.status === 413) return new AppError('payload_too_large', 'Gönderilen veri çok büyük.');
  if (error.status === 403) return new AppError('cross_site', 'Bu istek başka bir siteden geldiği için reddedildi.');
  if (error.status < 500) return new AppError('bad_request', 'İstek işlenemedi.');
  return null;
}

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ code: 'not_found', message: 'İstenen adres bulunamadı.' } satisfies ApiErrorBody, 404);
