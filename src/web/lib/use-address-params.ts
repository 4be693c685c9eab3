import { useRef } from 'react';
import { useSearchParams } from 'react-router';

type NavigateOptions = Parameters<ReturnType<typeof useSearchParams>[1]>[1];
type ChangeParams = (params: URLSearchParams) => void;

/**
 * The address's search params with an update that never loses a change still on its way.
 *
 * React Router hands a functional `setSearchParams` the params of the last render, not of the last
 * write. When two changes come before the address catches up (a client picked, then a day typed at
 * once), the second was built on the old address and dropped the first. This hook remembers what it
 * wrote until the address shows it, and builds the next change on that.
 */
export function useAddressParams(): [URLSearchParams, (change: ChangeParams, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const pending = useRef<PendingWrites | null>(null);

  const update = (change: ChangeParams, options?: NavigateOptions) => {
    const inFlight = pending.current;
    // Still ours: the address shows this hook's starting point or an earlier write, not the last one.
    const isStillOurs = inFlight !== null && inFlight.last !== shown && inFlight.seen.has(shown);
    const next = new URLSearchParams(isStillOurs ? inFlight.last : shown);
    change(next);
    const last = next.toString();
    pending.current = { seen: new Set([...(isStillOurs ? inFlight.seen : [shown]), last]), last };
    setParams(next, options);
  };
  return [params, update];
}

type PendingWrites = { seen: Set<string>; last: string };
