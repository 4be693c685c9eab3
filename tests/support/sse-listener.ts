// Listens to a live event stream (GET /api/me/events, or an admin's GET /api/admin/events) the way a browser does, with a
// streaming fetch, so tests can assert that an event arrives in time, or never arrives.

export type ReceivedEvent = { event: string; data: any; receivedAt: number };

/**
 * How long `waitFor` waits for an event before it fails: a guard against a hang, not a speed
 * requirement (timings belong to bench/). Well below the stream's 25 s heartbeat, so an event that
 * only a heartbeat would have brought still fails the test.
 */
export const EVENT_DEADLINE_MS = 10_000;

export type EventStreamListener = {
  events: ReceivedEvent[];
  /** The stream's response headers (e.g. which upstream a proxy sent it to). */
  headers: Headers;
  /** Resolves with the first event (already received or coming) that matches; rejects after `timeoutMs` (EVENT_DEADLINE_MS). */
  waitFor: (predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  close: () => void;
  /** Resolves when the server ends the stream (or it is closed). */
  ended: Promise<void>;
};

/** `path`: a client's stream by default; '/api/admin/events' for an admin's. */
export async function listenToEvents(
  baseUrl: string,
  cookie: string,
  path = '/api/me/events',
): Promise<EventStreamListener> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed = parseBlock(block);
          if (parsed) {
            events.push(parsed);
            for (const wake of [...waiters]) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  const waitFor: EventStreamListener['waitFor'] = (predicate, timeoutMs = EVENT_DEADLINE_MS) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(predicate);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(', ')}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  // The stream is subscribed once 'ready' arrives; events published before that would be missed.
  await waitFor((event) => event.event === 'ready');
  return { events, headers: response.headers, waitFor, close: () => controller.abort(), ended };
}

function parseBlock(block: string): ReceivedEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { event, data: parsed, receivedAt: Date.now() };
}

/**
 * Whether the server ends the stream before EVENT_DEADLINE_MS: a guard against waiting for ever, well
 * below the 25 s heartbeat, so a stream that only its next heartbeat would have ended fails.
 */
export function endsInTime(listener: EventStreamListener): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    listener.ended.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), EVENT_DEADLINE_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
