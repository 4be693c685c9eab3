import type { Context } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { readClientIp } from '../../http/client-ip.ts';
import type { ConsentOrigin } from './consents-service.ts';

/** The proof's "from where": the caller's address (behind a trusted proxy, its forwarded one) and browser. */
export const consentOriginOf = (c: Context<AppEnv>): ConsentOrigin => ({
  ipAddress: readClientIp(c),
  userAgent: c.req.header('user-agent') ?? '',
});
