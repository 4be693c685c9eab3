import { useEffect, useRef } from 'react';

// The live events of an area (GET /api/admin/events, GET /api/me/events: server-sent events from the
// server's LISTEN/NOTIFY, issue #18): one EventSource per stream address in a page, shared by every
// screen part that listens, so the admin panel's inbox badge and its appointments screen hold one
// connection between them, not one each (a browser keeps six per host over HTTP/1.1).
//
// EventSource reconnects by itself after a dropped stream; when the server refused it (readyState
// CLOSED) a new one opens after a growing delay. Every listener is told when the stream is ready, so
// it can fetch again what it may have missed while it was not listening.

const MAX_RECONNECT_DELAY_MS = 30_000;

export type LiveStreamListener = {
  /** Handlers by event name, given the event's data (JSON text). */
  events: Record<string, (data: string) => void>;
  /**
   * The stream is ready for this listener. `isReconnect`: after a dropped stream, when events may have
   * been missed. `listeningSince`: from when this listener gets every event (a list read before that
   * may lack what came in between).
   */
  onReady?: (ready: { isReconnect: boolean; listeningSince: number }) => void;
};

type Subscriber = { listener: () => LiveStreamListener; since: number; hasBeenReady: boolean };

type LiveStream = {
  source: EventSource | null;
  subscribers: Set<Subscriber>;
  registeredEvents: Set<string>;
  isReady: boolean;
  failures: number;
  reconnectTimer: number | undefined;
  closeTimer: number | undefined;
};

/**
 * How long a stream nobody listens to stays open: a screen part that unmounts and mounts again (a page
 * change, the first render taking over the server's) keeps the same connection.
 */
const CLOSE_GRACE_MS = 2_000;

const streams = new Map<string, LiveStream>();

function dispatch(stream: LiveStream, eventName: string, data: string) {
  for (const subscriber of [...stream.subscribers]) subscriber.listener().events[eventName]?.(data);
}

function tellReady(subscriber: Subscriber) {
  subscriber.listener().onReady?.({ isReconnect: subscriber.hasBeenReady, listeningSince: subscriber.since });
  subscriber.hasBeenReady = true;
}

/** Adds the subscribers' event names the current EventSource does not listen to yet. */
function registerEvents(stream: LiveStream) {
  const source = stream.source;
  if (!source) return;
  for (const subscriber of stream.subscribers) {
    for (const eventName of Object.keys(subscriber.listener().events)) {
      if (stream.registeredEvents.has(eventName)) continue;
      stream.registeredEvents.add(eventName);
      source.addEventListener(eventName, (event) => dispatch(stream, eventName, (event as MessageEvent<string>).data));
    }
  }
}

function connect(path: string, stream: LiveStream) {
  const source = new EventSource(path);
  stream.source = source;
  stream.registeredEvents = new Set();
  stream.isReady = false;
  const connectedAt = Date.now();
  source.addEventListener('ready', () => {
    stream.failures = 0;
    stream.isReady = true;
    for (const subscriber of [...stream.subscribers]) {
      subscriber.since = Math.max(subscriber.since, connectedAt);
      tellReady(subscriber);
    }
  });
  source.addEventListener('error', () => {
    if (stream.source !== source || source.readyState !== EventSource.CLOSED) return;
    source.close();
    stream.source = null;
    stream.failures += 1;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** (stream.failures - 1));
    stream.reconnectTimer = window.setTimeout(() => {
      stream.reconnectTimer = undefined;
      connect(path, stream);
    }, delay);
  });
  registerEvents(stream);
}

/** Listens to the stream at `path` until the returned function is called; the last one out closes it. */
export function subscribeToLiveStream(path: string, listener: () => LiveStreamListener): () => void {
  let stream = streams.get(path);
  if (!stream) {
    stream = {
      source: null,
      subscribers: new Set(),
      registeredEvents: new Set(),
      isReady: false,
      failures: 0,
      reconnectTimer: undefined,
      closeTimer: undefined,
    };
    streams.set(path, stream);
  }
  window.clearTimeout(stream.closeTimer);
  stream.closeTimer = undefined;
  const subscriber: Subscriber = { listener, since: Date.now(), hasBeenReady: false };
  stream.subscribers.add(subscriber);
  if (stream.source || stream.reconnectTimer !== undefined) registerEvents(stream);
  else connect(path, stream);
  // Joining a stream that is already open: ready for this listener from now.
  if (stream.isReady) tellReady(subscriber);

  const current = stream;
  return () => {
    current.subscribers.delete(subscriber);
    if (current.subscribers.size > 0) return;
    current.closeTimer = window.setTimeout(() => {
      window.clearTimeout(current.reconnectTimer);
      current.source?.close();
      streams.delete(path);
    }, CLOSE_GRACE_MS);
  };
}

/**
 * Listens to the area's live events while the component is mounted (`path` null: not at all). The
 * listener may change between renders; the latest is called.
 */
export function useLiveStream(path: string | null, listener: LiveStreamListener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    return subscribeToLiveStream(path, () => latest.current);
  }, [path]);
}
