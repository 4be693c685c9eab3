import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { type Actor, actors, type MatrixContext, type MatrixEntry } from './authz/matrix-types.ts';

// Every API route, every audience. The first test fails when a route is mounted without a matrix
// entry (or an entry names a route that no longer exists); the second sends each request as a
// visitor, client A, client B and the dietitian and checks the status.

// One file per server module, named as the module: tests/api/authz/<domain>.ts for src/server/modules/<domain>/.
const matrixFiles = import.meta.glob<{ matrix: MatrixEntry[] }>('./authz/*.ts', { eager: true });
const entries = Object.values(matrixFiles).flatMap((file) => file.matrix ?? []);
const routeFiles = Object.keys(import.meta.glob('../../src/server/modules/*/*-routes.ts'));
const keyOf = (method: string, route: string) => `${method} ${route}`;

let server: TestServer;
let callers: Record<Actor, ApiClient>;
let context: MatrixContext;

beforeAll(async () => {
  server = await startTestServer();
  callers = {
    anonymous: new ApiClient(server.baseUrl),
    clientA: await signedIn(server.baseUrl, 'client', demoEmails.clientA),
    clientB: await signedIn(server.baseUrl, 'client', demoEmails.clientB),
    admin: await signedIn(server.baseUrl, 'admin', demoEmails.admin),
  };
  const db = server.runtime.deps.db;
  context = {
    server,
    db,
    ids: {
      admin: await server.userIdOf(demoEmails.admin),
      clientA: await server.userIdOf(demoEmails.clientA),
      clientB: await server.userIdOf(demoEmails.clientB),
    },
  };
});

afterAll(async () => {
  await server?.close();
});

function mountedApiRoutes(): string[] {
  const keys = new Set<string>();
  for (const route of server.app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    keys.add(keyOf(route.method, route.path));
  }
  return [...keys].sort();
}

describe('authorization matrix', () => {
  it('has a matrix file named after every server module', () => {
    const modules = [...new Set(routeFiles.map((file) => file.split('/').at(-2)))].sort();
    const withMatrix = Object.keys(matrixFiles).map((file) => file.replace('./authz/', '').replace('.ts', ''));
    expect(modules.filter((module) => module && !withMatrix.includes(module))).toEqual([]);
  });

  it('lists every mounted API route, and only those', () => {
    const mounted = mountedApiRoutes();
    const listed = entries.map((entry) => keyOf(entry.method, entry.route));
    const missing = mounted.filter((key) => !listed.includes(key));
    const stale = listed.filter((key) => !mounted.includes(key));
    const duplicated = listed.filter((key, index) => listed.indexOf(key) !== index);
    expect({ missing, stale, duplicated }).toEqual({ missing: [], stale: [], duplicated: [] });
    expect(mounted.length).toBeGreaterThan(0);
  });

  it.each(entries.map((entry) => [keyOf(entry.method, entry.route), entry] as const))(
    '%s answers each audience as listed',
    async (_key, entry) => {
      const actual: Partial<Record<Actor, number>> = {};
      // Client B and visitors go first so that rows made for client A still exist when they try them.
      for (const actor of ['anonymous', 'clientB', 'clientA', 'admin'] satisfies Actor[]) {
        actual[actor] = await send(entry, actor);
      }
      expect(actual).toEqual(Object.fromEntries(actors.map((actor) => [actor, entry.expect[actor]])));
    },
  );
});

async function send(entry: MatrixEntry, actor: Actor): Promise<number> {
  const request = entry.request ? await entry.request(context, actor) : { path: entry.route };
  if (entry.isStream) {
    const controller = new AbortController();
    const caller = callers[actor];
    const response = await fetch(server.baseUrl + request.path, {
      headers: { cookie: caller.cookieHeader },
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }
  const response = await callers[actor].request(entry.method, request.path, request.body);
  await restoreSession(actor);
  return response.status;
}

/** A route such as sign-out or a password change ends the caller's session; sign it in again. */
async function restoreSession(actor: Actor) {
  if (actor === 'anonymous' || callers[actor].hasSession) return;
  const email = { clientA: demoEmails.clientA, clientB: demoEmails.clientB, admin: demoEmails.admin }[actor];
  callers[actor] = await signedIn(server.baseUrl, actor === 'admin' ? 'admin' : 'client', email);
}
