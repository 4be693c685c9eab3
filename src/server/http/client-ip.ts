import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-context.ts';

/**
 * The caller's IP address for rate limits and the visitor counter: the first X-Forwarded-For hop
 * behind a trusted proxy (TRUST_PROXY), otherwise the socket's peer.
 */
export function readClientIp(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
