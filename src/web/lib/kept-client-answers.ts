import { CLIENT_KEPT_CACHES } from '../../shared/client-app.ts';

/**
 * Deletes the client area's worker copies of a client's pages and reads (ADR 0071): at sign-out, and at
 * a client's sign-in, since a session that ended without a sign-out (expired, ended on another device)
 * left the earlier client's copies, which the worker would answer offline under the new session.
 */
export async function forgetKeptClientAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(CLIENT_KEPT_CACHES).map((name) => caches.delete(name)));
}
