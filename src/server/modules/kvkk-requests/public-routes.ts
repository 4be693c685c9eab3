import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { publicKvkkRequestSchema, verifyKvkkRequestSchema } from '../../../shared/schemas/kvkk-requests.ts';
import type { AppEnv } from '../../app-context.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { AppError } from '../../errors.ts';
import { readClientIp } from '../../http/client-ip.ts';
import { jsonBody } from '../../http/input.ts';
import { kvkkRequestsErrorMessages, submitPublicKvkkRequest, verifyKvkkRequest } from './kvkk-requests-service.ts';

const WINDOW_SECONDS = 3600;
/** Confirming mails one address may be sent a day: the form cannot be used to flood someone's mailbox. */
const MAILS_PER_ADDRESS_A_DAY = 3;

/** Every attempt (a request, or a link's confirmation) counts against the caller's IP, valid or not. */
const limitPerIp = (action: 'submit' | 'verify') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db, env } = c.var.deps;
    const result = await hitRateLimit(db, `kvkk-request:${action}:ip:${readClientIp(c)}`, {
      limit: env.KVKK_REQUEST_IP_LIMIT,
      windowSeconds: WINDOW_SECONDS,
    });
    if (!result.isAllowed)
      throw new AppError('too_many_attempts', kvkkRequestsErrorMessages.tooMany, {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    await next();
  });

/**
 * /api/kvkk-requests: a visitor's KVKK Article 11 request (ADR 0085). It is kept and a link mailed;
 * the link's page (/kvkk/basvuru/onay) posts the token to /verify, and only then is it received (a
 * GET never confirms, so a mail scanner that follows links files nothing).
 */
export const publicKvkkRequestsRoutes = new Hono<AppEnv>()
  .post('/', limitPerIp('submit'), jsonBody(publicKvkkRequestSchema), async (c) => {
    const { db, env } = c.var.deps;
    const input = c.req.valid('json');
    const perAddress = await hitRateLimit(db, `kvkk-request:email:${input.email}`, {
      limit: MAILS_PER_ADDRESS_A_DAY,
      windowSeconds: 24 * WINDOW_SECONDS,
    });
    if (!perAddress.isAllowed)
      throw new AppError('too_many_attempts', kvkkRequestsErrorMessages.tooManyForAddress, {
        headers: { 'Retry-After': String(perAddress.retryAfterSeconds) },
      });
    await submitPublicKvkkRequest(db, { input, siteOrigin: env.PUBLIC_URL });
    return c.json({ ok: true as const }, 202);
  })
  .post('/verify', limitPerIp('verify'), jsonBody(verifyKvkkRequestSchema), async (c) => {
    const { kvkkRequest } = await verifyKvkkRequest(c.var.deps.db, { token: c.req.valid('json').token });
    return c.json({
      kvkkRequest: { kind: kvkkRequest.kind, receivedAt: kvkkRequest.receivedAt, deadlineDay: kvkkRequest.deadlineDay },
    });
  });
