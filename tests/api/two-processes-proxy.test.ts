import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { NOTIFICATION_CREATED_EVENT } from '../../src/shared/schemas/notifications.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, freePort, startAppProcess } from '../support/app-process.ts';
import { catchUp } from '../support/live-events.ts';
import { endsInTime, type EventStreamListener, listenToEvents } from '../support/sse-listener.ts';
import { createTestDatabase, type TestDatabaseTarget } from '../support/test-database.ts';

// Issue #17, the deployment it is about: two real app processes (`node src/server/main.ts`) on one
// PostgreSQL behind a load balancer that sends each request to the next process in turn. A session
// made on one is honoured by the other, a notification written on one reaches a live stream held by
// the other, and a sign-out on one ends the session on the other: by the time the other process has
// handled the announcements made so far (a marker reaches a stream it holds), never by a cache's expiry.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);
/** Which upstream (0 or 1) answered, set by the proxy on every response. */
const UPSTREAM_HEADER = 'x-test-upstream';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

type RoundRobinProxy = {
  baseUrl: string;
  /** Requests sent to each upstream so far. */
  served: number[];
  /** The upstream the next request goes to. */
  readonly next: number;
  close: () => Promise<void>;
};

/**
 * A load balancer in miniature: every request goes to the next upstream in turn (Host kept, as a
 * reverse proxy configured for PUBLIC_URL does), and responses are piped as they come, so an event
 * stream stays open and each event passes at once.
 */
async function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(upstreams[index] ?? '');
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    let isComplete = false;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (upstreamResponse) => {
        const responseHeaders = Object.fromEntries(
          Object.entries(upstreamResponse.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        response.writeHead(upstreamResponse.statusCode ?? 502, {
          ...responseHeaders,
          [UPSTREAM_HEADER]: String(index),
        });
        // An event stream's headers go out now, not with its first event.
        response.flushHeaders();
        upstreamResponse.on('end', () => {
          isComplete = true;
        });
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    // A browser leaving its event stream must free the process's end of it too.
    response.on('close', () => {
      if (!isComplete) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    get next() {
      return next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function upstreamOf(headers: Headers): number {
  const value = headers.get(UPSTREAM_HEADER);
  if (value === null) throw new Error('the response did not come through the proxy');
  return Number(value);
}

let database: TestDatabaseTarget | undefined;
let processes: AppProcess[] = [];
let proxy: RoundRobinProxy | undefined;
const streams: EventStreamListener[] = [];
/** The test's own connection, to announce marker events (catchUp). */
let announcer: DatabaseHandle | undefined;
/** Demo client C's live stream on each process, by process: what each has handled so far. */
let markerStreams: EventStreamListener[] = [];
let markerClientId = '';

/** Waits until process `upstream` has handled every live event announced so far. */
async function afterAnnouncementsOn(upstream: number): Promise<void> {
  const stream = markerStreams[upstream];
  if (!stream || !announcer) throw new Error('the marker streams did not open');
  await catchUp(stream, announcer.db, markerClientId);
}

function theProxy(): RoundRobinProxy {
  if (!proxy) throw new Error('the proxy did not start');
  return proxy;
}

/** Sends harmless requests through the proxy until the next one goes to `upstream` (requests are serial). */
async function lineUpFor(upstream: number): Promise<void> {
  while (theProxy().next !== upstream) await fetch(`${theProxy().baseUrl}/api/health`).then((r) => r.text());
}

describe.runIf(onPostgres)('two app processes on one PostgreSQL behind a round-robin proxy', () => {
  let client: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const databaseUrl = database.databaseUrl ?? '';
    const proxyPort = await freePort();
    // Both processes start at once, as the replicas of a deployment do; one of them loads the demo practice.
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const started = await Promise.allSettled([
      startAppProcess(databaseUrl, { PUBLIC_URL: publicUrl, SEED_DEMO: 'true' }),
      startAppProcess(databaseUrl, { PUBLIC_URL: publicUrl }),
    ]);
    processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    proxy = await startRoundRobinProxy(
      proxyPort,
      processes.map((app) => app.baseUrl),
    );
    announcer = await openDatabase({ databaseUrl, dataDir: '' });
    const clientC = await signedIn(theProxy().baseUrl, 'client', demoEmails.clientC);
    markerClientId = (await clientC.get<{ user: { id: string } }>('/api/auth/session')).body.user.id;
    markerStreams = await Promise.all(processes.map((app) => listenToEvents(app.baseUrl, clientC.cookieHeader)));
  }, 120_000);

  afterAll(async () => {
    for (const stream of [...streams, ...markerStreams]) stream.close();
    await announcer?.close();
    await proxy?.close();
    await Promise.all(processes.map((app) => app.stop()));
    await database?.drop();
  }, 60_000);

  it('honours a session made through the proxy on whichever process serves the request', async () => {
    client = await signedIn(theProxy().baseUrl, 'client', demoEmails.clientA);
    const before = [...theProxy().served];
    const answeredBy: number[] = [];
    for (let request = 0; request < 6; request++) {
      const response = await client.get<{ client: { name: string } }>('/api/me/home');
      expect(response.status).toBe(200);
      expect(response.body.client.name).toBe('Ayşe Demir');
      answeredBy.push(upstreamOf(response.headers));
    }
    expect(new Set(answeredBy)).toEqual(new Set([0, 1]));
    expect(theProxy().served.map((count, index) => count - (before[index] ?? 0))).toEqual([3, 3]);
  });

  it("brings a notification sent through one process to the client's live stream on the other ", async () => {
    const session = await client.get<{ user: { id: string } }>('/api/auth/session');
    const clientId = session.body.user.id;
    const admin = await signedIn(theProxy().baseUrl, 'admin', demoEmails.admin);
    const stream = await listenToEvents(theProxy().baseUrl, client.cookieHeader);
    streams.push(stream);
    const streamProcess = upstreamOf(stream.headers);
    await lineUpFor(1 - streamProcess);

    const title = `İki süreç ${crypto.randomUUID().slice(0, 8)}`;
    const sent = await admin.post('/api/admin/notifications', {
      title,
      message: 'Bu bildirim diğer süreçten geldi.',
      recipients: { clientIds: [clientId] },
    });
    expect(sent.status).toBe(201);
    expect(upstreamOf(sent.headers)).toBe(1 - streamProcess);

    const arrived = await stream.waitFor(
      (event) => event.event === NOTIFICATION_CREATED_EVENT && event.data.title === title,
    );
    expect(arrived.data.clientId).toBe(clientId);
  });

  it('ends a session signed out on one process on the other, stream included', async () => {
    // A second device of the same client: its session ends, the first one's stays.
    const laptop = await signedIn(theProxy().baseUrl, 'client', demoEmails.clientA);
    const stream = await listenToEvents(theProxy().baseUrl, laptop.cookieHeader);
    streams.push(stream);
    const holder = upstreamOf(stream.headers);
    const holderUrl = processes[holder]?.baseUrl ?? '';
    const oldCookie = laptop.cookieHeader;
    const readHomeOnHolder = () => fetch(`${holderUrl}/api/me/home`, { headers: { cookie: oldCookie } });

    // The holder now knows the cookie from its own cache: a revocation must reach that cache.
    expect((await readHomeOnHolder()).status).toBe(200);

    await lineUpFor(1 - holder);
    const signedOut = await laptop.post('/api/auth/sign-out');
    expect(signedOut.status).toBe(200);
    expect(upstreamOf(signedOut.headers)).toBe(1 - holder);

    await afterAnnouncementsOn(holder);
    expect((await readHomeOnHolder()).status).toBe(401);
    expect(await endsInTime(stream)).toBe(true);

    // The first device's session is untouched, on both processes.
    const stillIn = [await client.get('/api/me/home'), await client.get('/api/me/home')];
    expect(stillIn.map((response) => response.status)).toEqual([200, 200]);
    expect(new Set(stillIn.map((response) => upstreamOf(response.headers)))).toEqual(new Set([0, 1]));
  });
  it('drops a product turned off through one process from the catalogue the other keeps', async () => {
    const admin = await signedIn(theProxy().baseUrl, 'admin', demoEmails.admin);
    const catalogueOn = async (upstream: number) => {
      const response = await fetch(`${processes[upstream]?.baseUrl}/api/shop/products`);
      return (await response.json()) as { products: { id: string; name: string }[] };
    };
    // Both processes now keep the list (kept-products.ts).
    const [product] = (await catalogueOn(0)).products;
    if (!product) throw new Error('the demo shop has no active product');
    expect((await catalogueOn(1)).products.map((item) => item.id)).toContain(product.id);

    await lineUpFor(0);
    try {
      const turnedOff = await admin.patch(`/api/admin/products/${product.id}`, { isActive: false });
      expect(turnedOff.status).toBe(200);
      expect(upstreamOf(turnedOff.headers)).toBe(0);
      await afterAnnouncementsOn(1);
      expect((await catalogueOn(1)).products.map((item) => item.id)).not.toContain(product.id);
    } finally {
      await admin.patch(`/api/admin/products/${product.id}`, { isActive: true });
    }
  });
});
