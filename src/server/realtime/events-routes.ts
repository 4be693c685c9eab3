import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/context.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/me/events: a client's live events as server-sent events. The browser's EventSource
 * reconnects by itself when the stream breaks; `retry` tells it how soon.
 */
export const eventsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const clientId = c.var.user.id;
  const { realtime } = c.var.deps;
  c.header('Cache-Control', 'no-store');
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
    const unsubscribe = realtime.subscribe(
      clientId,
      (event) => {
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
      },
      finish,
    );
    stream.onAbort(finish);
    await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
    const heartbeat = setInterval(() => {
      if (isOpen) void stream.writeSSE({ event: 'ping', data: '{}' });
    }, HEARTBEAT_MS);
    await closed;
    clearInterval(heartbeat);
    unsubscribe();
  });
  // streamSSE sets no-cache; live events are personal data, not to be stored, like the rest of the API.
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
