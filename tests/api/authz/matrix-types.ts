import type { Database } from '../../../src/server/db/client.ts';
import type { TestServer } from '../../support/test-server.ts';

export const actors = ['anonymous', 'clientA', 'clientB', 'admin'] as const;
export type Actor = (typeof actors)[number];

export type MatrixContext = {
  server: TestServer;
  db: Database;
  /** Auth user ids of the demo accounts: admin, client A (danisan@), client B (danisan2@). */
  ids: { admin: string; clientA: string; clientB: string };
};

export type MatrixRequest = { path: string; body?: unknown };

export type MatrixEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as registered, e.g. '/api/admin/clients/:id'. */
  route: string;
  /**
   * Builds the request an actor makes. Called once per actor, so it may create a fresh row owned by
   * client A (what client B must not reach) each time. Defaults to the route itself with no body.
   */
  request?: (ctx: MatrixContext, actor: Actor) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<Actor, number>;
  /** Streams (server-sent events): only the status is read, then the request is aborted. */
  isStream?: boolean;
};

/** An /api/admin route: visitors 401, clients 403, the dietitian gets `ok`. */
export function adminOnly(
  method: MatrixEntry['method'],
  route: string,
  ok: number,
  request?: MatrixEntry['request'],
): MatrixEntry {
  return { method, route, request, expect: { anonymous: 401, clientA: 403, clientB: 403, admin: ok } };
}

/**
 * An /api/me route on client A's own data: visitors 401, the admin 403 (the client area is for
 * clients), client A gets `ok`, client B gets `otherClient` (404 for A's rows, or `ok` for routes
 * that only ever touch the caller's own data).
 */
export function clientOwn(
  method: MatrixEntry['method'],
  route: string,
  ok: number,
  otherClient: number,
  request?: MatrixEntry['request'],
): MatrixEntry {
  return { method, route, request, expect: { anonymous: 401, clientA: ok, clientB: otherClient, admin: 403 } };
}

export function publicRoute(
  method: MatrixEntry['method'],
  route: string,
  status: number | Record<Actor, number>,
  request?: MatrixEntry['request'],
): MatrixEntry {
  const expect =
    typeof status === 'number' ? { anonymous: status, clientA: status, clientB: status, admin: status } : status;
  return { method, route, request, expect };
}
