import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAdmin, requireClient } from './auth/guards.ts';
import { AppError } from './errors.ts';
import type { AppDeps, AppEnv } from './app-context.ts';
import { compressResponses } from './http/compression.ts';
import { handleApiNotFound, handleError } from './http/error-handler.ts';
import { setResponseHeader } from './http/response-headers.ts';
import { rejectCrossSiteWrites, securityHeaders, strictTransportSecurityOverHttps } from './http/security.ts';
import { createClientAppManifestRoutes, createWebRoutes } from './pages/index.ts';
import { apiRoutes } from './routes.ts';
import { isImageUploadPath } from '../shared/uploads.ts';
import { attributeWrites } from './audit/audit-actor.ts';
import { createLogger } from './logging/logger.ts';
import { requestLog } from './logging/request-log.ts';
import { forgetKeptAfterWrite } from './realtime/kept-reads.ts';
import { allowPublicBucketImages, uploadedFilesRoutes } from './storage/uploaded-files-routes.ts';

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Composes the application. Audience is declared by path: /api/admin/* is for the dietitian's staff,
 * /api/me/* for the signed-in client (whose id comes from the session), everything else under /api
 * is public. The guards below enforce that for every route mounted under those prefixes.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Middleware that does nothing after the handler returns next()'s promise instead of awaiting it in
  // an async function of its own: one promise and a few microtask hops less per layer and request.
  app.use('*', (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('*', requestLog(deps.logger ?? createLogger(deps.env.LOG_LEVEL)));
  // Outside securityHeaders, which sets the CSP after the handler: this one then widens img-src.
  app.use('*', allowPublicBucketImages(deps.env.S3_PUBLIC_URL));
  app.use('*', securityHeaders);
  app.use('*', strictTransportSecurityOverHttps);
  app.use('*', compressResponses());

  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  });
  app.use('/api/*', rejectCrossSiteWrites);
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    // The rest of the body is not read, so the connection cannot carry another request: say so
    // (Connection: close), and keep-alive clients open a fresh connection instead of a dead one.
    onError: () => {
      throw new AppError('payload_too_large', 'Gönderilen veri çok büyük.', { headers: { Connection: 'close' } });
    },
  });
  // Image uploads set their own, per-kind limit (modules/uploads/admin-routes.ts). A GET or HEAD has no
  // body to limit, and asking for one would turn the light request into a full web Request (issue #17).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isImageUploadPath(c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );
  app.use('/api/admin/*', requireAdmin);
  app.use('/api/me/*', requireClient);
  // The writes that can change public data (the admin's, a visitor's order) drop this process's kept
  // reads as they answer; the tables' triggers tell every process a moment later (ADR 0064).
  app.use('/api/admin/*', forgetKeptAfterWrite);
  app.use('/api/shop/orders', forgetKeptAfterWrite);
  app.use('/api/*', attributeWrites);

  app.route('/api', apiRoutes);
  app.all('/api/*', handleApiNotFound);
  app.route('/uploads', uploadedFilesRoutes);

  // The client app's manifest and icons come from the settings, with or without a built web app.
  app.route('/', createClientAppManifestRoutes());
  if (deps.webRoot) app.route('/', createWebRoutes(deps.webRoot));
  return app;
}
