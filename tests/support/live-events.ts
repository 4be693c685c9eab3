import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../src/server/app-context.ts';
import type { Database } from '../../src/server/db/client.ts';
import { publishLiveEvent } from '../../src/server/realtime/hub.ts';
import type { EventStreamListener, ReceivedEvent } from './sse-listener.ts';

/**
 * Waits until this process has handled every live event announced before the call. An announcement
 * (a content change, a product's trigger) reaches the process's listener a moment after its commit,
 * and on a loaded machine that moment can outlast the next HTTP round trip: a test that fills a
 * cache and then expects it kept would see it dropped by an earlier test's late announcement.
 * PostgreSQL (and PGlite) deliver a listener's notifications in commit order, so once a marker of our
 * own arrives, everything before it has been handled.
 */
export async function awaitEarlierLiveEvents(deps: Pick<AppDeps, 'db' | 'realtime'>): Promise<void> {
  const marker = `test.marker.${randomUUID()}`;
  let stopWaiting = () => {};
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the marker event did not arrive within 5 s')), 5000);
    const stopListening = deps.realtime.onServerEvent(marker, () => resolve());
    stopWaiting = () => {
      clearTimeout(timer);
      stopListening();
    };
  });
  try {
    await publishLiveEvent(deps.db, { type: marker, clientId: '', data: null });
    await arrived;
  } finally {
    stopWaiting();
  }
}

/** The type of catchUp's marker events: a stream's events other than these are the app's. */
const STREAM_MARKER = 'test.caught-up';

export const isAppEvent = (event: ReceivedEvent) =>
  event.event !== 'ready' && event.event !== 'ping' && !event.event.startsWith(STREAM_MARKER);

/**
 * Waits until a client's open stream has received every live event announced before the call, on
 * any process: sends a marker event to `clientId` (the stream's client) and waits for it on the
 * stream. Events travel through one NOTIFY channel in commit order and each stream writes them in
 * order, so an event that has not reached the stream by then never will: how a test asserts that a
 * stream got nothing, or got something exactly once, without waiting a guessed while.
 */
export async function catchUp(stream: EventStreamListener, db: Database, clientId: string): Promise<void> {
  const marker = `${STREAM_MARKER}.${randomUUID()}`;
  await publishLiveEvent(db, { type: marker, clientId, data: {} });
  await stream.waitFor((event) => event.event === marker);
}
