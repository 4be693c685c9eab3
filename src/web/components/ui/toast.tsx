import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../../shared/constants.ts';
import type { ToastRequest } from './toast-area-loaded.tsx';

// Toast area at the top right of the whole application (spec 1 §2.1, §9). The toast library (sonner,
// ~10 KB gzip with its styles) loads with the first toast, never with a page (ADR 0026): until then
// the area renders nothing, and toasts asked for meanwhile are shown once it is there.

type Deliver = (request: ToastRequest) => void;

let pending: ToastRequest[] = [];
let deliver: Deliver | null = null;
let isWanted = false;
const listeners = new Set<() => void>();

const LoadedToastArea = lazy(() => import('./toast-area-loaded.tsx'));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ToastArea() {
  const isShown = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToastArea attach={attachToaster} />
    </Suspense>
  );
}

/** Called by the loaded area once its toaster listens: shows what was asked for meanwhile. */
function attachToaster(show: Deliver): () => void {
  deliver = show;
  const waiting = pending;
  pending = [];
  for (const request of waiting) show(request);
  return () => {
    if (deliver === show) deliver = null;
  };
}

function request(toast: ToastRequest) {
  if (deliver) return deliver(toast);
  pending.push(toast);
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

export const notify = {
  success: (message: string) => request({ kind: 'success', message, duration: TOAST_SUCCESS_MS }),
  error: (message: string) => request({ kind: 'error', message, duration: TOAST_ERROR_MS }),
};
