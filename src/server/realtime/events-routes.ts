import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Context } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { AppError, unauthorized } from '../errors.ts';
import { ADMINS_AUDIENCE, type LiveEvent } from './hub.ts';
import { isSessionActive, MAX_STREAMS_PER_ACCOUNT, SESSION_ENDED_EVENT } from './session-events.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/me/events: a client's live events as server-sent events. The browser's EventSource
 * reconnects by itself when the stream breaks; `retry` tells it how soon. The stream lives only as long
 * as its session: every event and every heartbeat first checks the session row (shared by all
 * processes), so nothing reaches a stream whose session was signed out, replaced or deleted.
 */
export const eventsRoutes = new Hono<AppEnv>().get('/', (c) => streamLiveEvents(c, []));

/**
 * GET /api/admin/events: the same stream for an admin, carrying the events published to every admin
 * (ADMINS_AUDIENCE, e.g. a client's new message) besides the admin's own (a session that ended).
 */
export const adminEventsRoutes = new Hono<AppEnv>().get('/', (c) => streamLiveEvents(c, [ADMINS_AUDIENCE]));

async function streamLiveEvents(c: Context<AppEnv>, sharedAudiences: string[]) {
  const clientId = c.var.user.id;
  const { realtime, db, auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw unauthorized();
  const sessionId = session.session.id;
  if (realtime.connectionCountOf(clientId) >= MAX_STREAMS_PER_ACCOUNT) {
    throw new AppError(
      'too_many_streams',
      'Çok fazla açık pencere veya cihaz var. Lütfen kullanmadığınız pencereleri kapatıp tekrar deneyin.',
      { headers: { 'Retry-After': '30' } },
    );
  }
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    let isOpen = true;
    let wake: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const finish = () => {
      isOpen = false;
      wake();
    };
    // Events are handled one after another, so the session check never reorders them.
    let queue = Promise.resolve();
    const handle = async (event: LiveEvent | null) => {
      if (!isOpen) return;
      if (!(await isSessionActive(db, sessionId).catch(() => true))) {
        finish();
        return;
      }
      if (!isOpen) return;
      if (event === null) await stream.writeSSE({ event: 'ping', data: '{}' });
      else if (event.type !== SESSION_ENDED_EVENT)
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
    };
    const enqueue = (event: LiveEvent | null) => {
      queue = queue.then(() => handle(event)).catch(() => {});
    };
    const unsubscribers = [clientId, ...sharedAudiences].map((audience) =>
      realtime.subscribe(audience, (event) => enqueue(event), finish),
    );
    stream.onAbort(finish);
    await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
    const heartbeat = setInterval(() => enqueue(null), HEARTBEAT_MS);
    await closed;
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribers) unsubscribe();
  });
  // streamSSE sets no-cache; live events are personal data, not to be stored, like the rest of the API.
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
