import { sql } from 'drizzle-orm';
import type { Database, ListenFn } from '../db/client.ts';

// Live events travel through PostgreSQL NOTIFY on one channel. Every app process LISTENs and hands
// each event to the browsers it holds open, so several processes behind a load balancer all deliver.
// NOTIFY inside a transaction is sent on commit: a rolled-back write never produces an event.

export const LIVE_EVENTS_CHANNEL = 'denge_live_events';

/**
 * The audience key of the practice's admins: an event published to it reaches every admin's stream
 * (GET /api/admin/events), never a client's, whose keys are their own ids.
 */
export const ADMINS_AUDIENCE = 'admins';

export type LiveEvent = {
  /** e.g. 'notification.created' */
  type: string;
  /** The client who may see it, or ADMINS_AUDIENCE; events are never broadcast to other clients. */
  clientId: string;
  data: unknown;
};

export async function publishLiveEvent(db: Database, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: LiveEvent) => void;

export class RealtimeHub {
  private readonly listenersByClient = new Map<string, Set<Listener>>();
  private readonly closeHandlers = new Set<() => void>();
  private readonly serverListenersByType = new Map<string, Set<Listener>>();
  private stopListening: (() => Promise<void>) | null = null;

  async start(listen: ListenFn): Promise<void> {
    this.stopListening = await listen(LIVE_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  /** Registers a browser stream of one client; returns the function that removes it. */
  subscribe(clientId: string, listener: Listener, onServerClose: () => void): () => void {
    let set = this.listenersByClient.get(clientId);
    if (!set) {
      set = new Set();
      this.listenersByClient.set(clientId, set);
    }
    set.add(listener);
    this.closeHandlers.add(onServerClose);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listenersByClient.delete(clientId);
      this.closeHandlers.delete(onServerClose);
    };
  }

  /**
   * A listener of this process (not a browser) for one event type from any process, e.g. the public
   * kept public reads dropped when a table's trigger announces a change. Returns its remover.
   */
  onServerEvent(type: string, listener: Listener): () => void {
    let set = this.serverListenersByType.get(type);
    if (!set) {
      set = new Set();
      this.serverListenersByType.set(type, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Open streams of one account on this process. */
  connectionCountOf(clientId: string): number {
    return this.listenersByClient.get(clientId)?.size ?? 0;
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.listenersByClient.values()) count += set.size;
    return count;
  }

  /** Ends every open stream (graceful shutdown), so the HTTP server can finish closing. */
  async close(): Promise<void> {
    for (const close of [...this.closeHandlers]) close();
    this.closeHandlers.clear();
    await this.stopListening?.();
  }

  private dispatch(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of this.serverListenersByType.get(event.type) ?? []) listener(event);
    for (const listener of this.listenersByClient.get(event.clientId) ?? []) listener(event);
  }
}
