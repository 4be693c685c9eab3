import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, genericErrorMessage } from './app-error.ts';
import type { AppEnv } from './context.ts';

/** The one error handler: every failure is JSON `{ code, message }` with a Turkish message. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ code: error.code, message: error.userMessage }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) c.header('Connection', 'close');
    const message =
      status === 413
        ? 'Gönderilen veri çok büyük.'
        : status === 403
          ? 'Bu istek başka bir siteden geldiği için reddedildi.'
          : status < 500
            ? 'İstek işlenemedi.'
            : genericErrorMessage;
    return c.json({ code: `http_${status}`, message }, status);
  }
  console.error('[api] unexpected error on', c.req.method, c.req.path, error);
  return c.json({ code: 'internal', message: genericErrorMessage }, 500);
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ code: 'not_found', message: 'İstenen adres bulunamadı.' }, 404);
