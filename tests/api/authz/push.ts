import { createECDH, randomBytes } from 'node:crypto';
import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the push module (src/server/modules/push): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// Every route touches only the caller's own subscriptions and choices, so client B gets 200 as well.

/** A well-formed subscription of a browser of the actor's own (RFC 8291 key sizes). */
function subscriptionOf(actor: string) {
  const browserKeys = createECDH('prime256v1');
  browserKeys.generateKeys();
  return {
    endpoint: `https://push.example/matrix-${actor}`,
    keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/push', 200, 200),
  clientOwn('PUT', '/api/me/push/subscription', 200, 200, (_ctx, actor) => ({
    path: '/api/me/push/subscription',
    body: subscriptionOf(actor),
  })),
  clientOwn('DELETE', '/api/me/push/subscription', 200, 200, (_ctx, actor) => ({
    path: '/api/me/push/subscription',
    body: { endpoint: `https://push.example/matrix-${actor}` },
  })),
  clientOwn('PUT', '/api/me/push/preferences', 200, 200, () => ({
    path: '/api/me/push/preferences',
    body: { mutedKinds: [] },
  })),
];
