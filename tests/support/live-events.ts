import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../src/server/app-context.ts';
import { publishLiveEvent } from '../../src/server/realtime/hub.ts';

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
