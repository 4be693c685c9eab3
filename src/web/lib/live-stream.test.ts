// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveStreamListener, subscribeToLiveStream } from './live-stream.ts';

// One EventSource per stream address, shared by its listeners (issue #46): the admin panel's inbox
// badge and appointments screen hold one connection, each is told when it is ready, and the stream
// reconnects after the server refused it.

class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  isClosed = false;
  private readonly handlers = new Map<string, Array<(event: { data: string }) => void>>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, handler: (event: { data: string }) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  close() {
    this.isClosed = true;
  }
  emit(name: string, data = '') {
    for (const handler of this.handlers.get(name) ?? []) handler({ data });
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}

const listenerOf = (listener: LiveStreamListener) => () => listener;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscribeToLiveStream', () => {
  it('shares one connection between listeners, gives each its events and closes after the last leaves', () => {
    const badge = vi.fn();
    const screen = vi.fn();
    const stopBadge = subscribeToLiveStream('/api/admin/events', listenerOf({ events: { 'message.created': badge } }));
    const stopScreen = subscribeToLiveStream(
      '/api/admin/events',
      listenerOf({ events: { 'message.created': screen, 'appointment.changed': screen } }),
    );
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    source!.emit('message.created', '{"id":1}');
    source!.emit('appointment.changed', '{"id":2}');
    expect(badge.mock.calls).toEqual([['{"id":1}']]);
    expect(screen.mock.calls).toEqual([['{"id":1}'], ['{"id":2}']]);

    stopScreen();
    stopBadge();
    // A listener that mounts again within the grace keeps the connection.
    const stopAgain = subscribeToLiveStream('/api/admin/events', listenerOf({ events: {} }));
    vi.advanceTimersByTime(5_000);
    expect(source!.isClosed).toBe(false);
    stopAgain();
    vi.advanceTimersByTime(2_000);
    expect(source!.isClosed).toBe(true);
    subscribeToLiveStream('/api/admin/events', listenerOf({ events: {} }))();
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(2_000);
  });

  it('tells each listener when it is ready: a late one at once, and every one again after a reconnect', () => {
    const first = vi.fn();
    const late = vi.fn();
    const stopFirst = subscribeToLiveStream('/api/me/events', listenerOf({ events: {}, onReady: first }));
    const [source] = FakeEventSource.opened;
    source!.emit('ready');
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]![0]).toMatchObject({ isReconnect: false });

    vi.advanceTimersByTime(1_000);
    const stopLate = subscribeToLiveStream('/api/me/events', listenerOf({ events: {}, onReady: late }));
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]![0]).toEqual({ isReconnect: false, listeningSince: Date.now() });

    // The server refused the stream: a new one after a growing delay, and both hear it is ready again.
    source!.refuse();
    expect(source!.isClosed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.emit('ready');
    expect(first.mock.calls[1]![0]).toMatchObject({ isReconnect: true });
    expect(late.mock.calls[1]![0]).toMatchObject({ isReconnect: true });
    stopFirst();
    stopLate();
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.opened[1]!.isClosed).toBe(true);
  });
});
