import type { MiddlewareHandler } from 'hono';
import type { ProductDetail } from '../../../shared/schemas/shop.ts';
import type { Database } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';

// The shop's active products, kept by each process for a short while (issue #17). A visitor's
// catalogue page was a read of every active product and a React render of all their cards: about
// 8 ms of the server's time per visit, against well under 1 ms for the home page, which is kept. A
// practice's shop holds tens of products (ADR 0022), so one list per process is small.
//
// A change shows as soon as it is announced: a trigger on products (migration
// 0013_shop_change_events) announces every statement that changes them, on commit, to every process
// ('shop.changed' on the live-events channel): an admin's edit, the stock an order takes or a
// cancellation gives back, the seed. Each process then drops its list (on PostgreSQL milliseconds
// after the commit, longer on a loaded machine). The routes that write products also drop the
// writer's own list as they answer, so whoever made a change sees it on their next read. The time
// limit only bounds what a lost notification could leave.
// The cart, the checkout and the admin never read this list: prices, stock and totals there are
// read fresh inside their transactions.

const KEEP_MS = 10_000;
/** Answers derived from one list (catalogue filters, product pages); visitors' searches are unbounded. */
const MAX_ANSWERS = 200;

export const SHOP_CHANGED_EVENT = 'shop.changed';

type KeptShop = {
  expiresAt: number;
  products: Promise<ProductDetail[]>;
  /** Answers made from `products`, by key: the same promise while the list is kept. */
  answers: Map<string, Promise<unknown>>;
};

let keptByDb = new WeakMap<Database, KeptShop>();

function keptShopOf(db: Database, read: (db: Database) => Promise<ProductDetail[]>): KeptShop {
  const now = Date.now();
  const kept = keptByDb.get(db);
  if (kept && kept.expiresAt > now) return kept;
  const fresh: KeptShop = { expiresAt: now + KEEP_MS, products: read(db), answers: new Map() };
  keptByDb.set(db, fresh);
  // A failed read is not kept: the next request reads again.
  fresh.products.catch(() => {
    if (keptByDb.get(db) === fresh) keptByDb.delete(db);
  });
  return fresh;
}

/**
 * An answer made from the active products (newest first), the very same promise for the same key
 * while the list is kept: the page renderer keeps a page whose reads still return the promises it
 * rendered with (http/page-rendering.ts). `derive` must not throw and must not change the list.
 */
export function deriveFromKeptProducts<T>(
  db: Database,
  read: (db: Database) => Promise<ProductDetail[]>,
  key: string,
  derive: (products: ProductDetail[]) => T,
): Promise<T> {
  const kept = keptShopOf(db, read);
  let answer = kept.answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    if (kept.answers.size >= MAX_ANSWERS) kept.answers.clear();
    answer = kept.products.then(derive);
    kept.answers.set(key, answer);
  }
  return answer;
}

/** Drops this process's list (a change announced by any process, or made by this one). */
export function forgetKeptProducts(): void {
  keptByDb = new WeakMap();
}

/**
 * Route middleware for the writes that change products (an admin's edit, a stock movement, an order
 * and its cancellation): this process drops its list as the write answers, so the writer's next read
 * shows the change without waiting for the announcement, which tells the other processes.
 */
export const forgetKeptProductsAfterWrite: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') forgetKeptProducts();
};

/** Installs the cross-process half: every process drops its list when products change (bootstrap). */
export function watchShopChanges(hub: RealtimeHub): () => void {
  return hub.onServerEvent(SHOP_CHANGED_EVENT, forgetKeptProducts);
}
