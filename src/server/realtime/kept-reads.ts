import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import type { RealtimeHub } from './hub.ts';

// The public site's reads (site, home page, blog list, the shop's products), kept by each process for
// a short while so a busy page costs no query (ADR 0024, 0036, 0064). One mechanism keeps them fresh:
// triggers on every table they read (migrations 0013_shop_change_events and 0016_kept_public_reads)
// announce each statement that changes one, on commit, to every process ('content.changed' or
// 'shop.changed' on the live-events channel), and every process drops all it keeps. No service has to
// remember to announce, and a row a maintainer writes by hand shows too. The time limit only bounds
// what a lost announcement could leave.
//
// The announcement reaches the writer's own process a moment after the commit, longer on a loaded
// machine (ADR 0036). So the writes that can change public data (the admin's, and a visitor's order,
// which takes stock) also drop this process's copies as they answer (`forgetKeptAfterWrite`, mounted
// once in app.ts): whoever made a change sees it on their next request.

const KEEP_MS = 10_000;
/** Reads kept per process; past it the least recently used goes (visitors' catalogue searches are unbounded). */
const MAX_KEPT = 300;

/** Announced by the triggers on the public content tables (site, menus, home sections, blog, settings). */
export const CONTENT_CHANGED_EVENT = 'content.changed';
/** Announced by the trigger on products (migration 0013_shop_change_events). */
export const SHOP_CHANGED_EVENT = 'shop.changed';

type Kept = { expiresAt: number; value: Promise<unknown> };

let keptByDb = new WeakMap<Database, Map<string, Kept>>();

/**
 * The answer of `read`, the very same promise for the same key while it is kept: the page renderer
 * keeps a page whose reads still return the promises it rendered with (pages/page-rendering.ts).
 */
export function keep<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.expiresAt > now) {
    // Maps keep insertion order: moved to the end, it is the most recently used.
    kept.delete(key);
    kept.set(key, hit);
    return hit.value as Promise<T>;
  }
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  const value = read();
  const entry: Kept = { expiresAt: now + KEEP_MS, value };
  kept.set(key, entry);
  // A failed read is not kept: the next request reads again.
  const map = kept;
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

/** Drops everything this process keeps (a change announced by any process, or made by this one). */
export function forgetKept(): void {
  keptByDb = new WeakMap();
}

/** Drops this process's kept reads as a write answers, so the writer's next read shows its change. */
export const forgetKeptAfterWrite: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') forgetKept();
};

/** Installs the cross-process half: every process drops its kept reads when a change is announced (bootstrap). */
export function watchKeptChanges(hub: RealtimeHub): () => void {
  const stopContent = hub.onServerEvent(CONTENT_CHANGED_EVENT, forgetKept);
  const stopShop = hub.onServerEvent(SHOP_CHANGED_EVENT, forgetKept);
  return () => {
    stopContent();
    stopShop();
  };
}
