import { ApiError } from './api.ts';

// A signed-in area must not go on as if signed in once the session has ended elsewhere (issue #39):
// signed out in another tab of this browser (told through a BroadcastChannel), or ended where this tab
// cannot see it (another device, an admin deleted, an expired session), which the next request of
// this tab finds as a 401. The area's guard listens and checks the session again.

const CHANNEL_NAME = 'denge-session';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

const notifyListeners = () => {
  for (const listener of [...listeners]) listener();
};

/** Tells this browser's other tabs that the user has just signed out here. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = new BroadcastChannel(CHANNEL_NAME);
  sender.postMessage('signed-out');
  sender.close();
}

/** A failed request that says the session is gone (401): the listeners check the session again. */
export function reportIfSessionEnded(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) notifyListeners();
}

/** Calls `listener` when the session may have ended: a sign-out in another tab, or a 401 here. */
export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = notifyListeners;
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
    }
  };
}
