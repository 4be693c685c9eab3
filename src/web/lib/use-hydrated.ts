import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration), true once React runs it. A
 * server-rendered form keeps its submit button disabled until then: a native submission before the
 * script runs would send the fields as a GET query, a password included, to the page's own address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
