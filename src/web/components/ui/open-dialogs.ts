import { useSyncExternalStore } from 'react';

// The modal dialogs open now, newest last. A modal <dialog> sits in the browser's top layer and makes
// the rest of the page inert: a banner outside it would show under its backdrop, unread by screen
// readers and without a working close button. The alert banner moves into the newest one instead.

let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function announce(next: readonly HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}

export function markDialogOpen(dialog: HTMLDialogElement) {
  if (!openDialogs.includes(dialog)) announce([...openDialogs, dialog]);
}

export function markDialogClosed(dialog: HTMLDialogElement) {
  if (openDialogs.includes(dialog)) announce(openDialogs.filter((open) => open !== dialog));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest open modal dialog, or null (always null on the server). */
export const useTopDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
