import type { ProductDetail } from '../../../shared/schemas/shop.ts';
import type { Database } from '../../db/client.ts';
import { keep } from '../../realtime/kept-reads.ts';

// The shop's active products, kept by each process for a short while (issue #17, ADR 0036). A
// visitor's catalogue page was a read of every active product and a React render of all their cards;
// a practice's shop holds tens of products (ADR 0022), so one list per process is small. They are
// kept like every public read (realtime/kept-reads.ts): the trigger on products announces each change
// (an admin's edit, the stock an order takes or a cancellation gives back, the seed) and every
// process drops them. The cart, the checkout and the admin never read this list: prices, stock and
// totals there are read fresh inside their transactions.

const PRODUCTS_KEY = 'shop products';

/**
 * An answer made from the active products (newest first), the very same promise for the same key
 * while the list is kept. `derive` must not throw and must not change the list.
 */
export function deriveFromKeptProducts<T>(
  db: Database,
  read: (db: Database) => Promise<ProductDetail[]>,
  key: string,
  derive: (products: ProductDetail[]) => T,
): Promise<T> {
  return keep(db, `shop ${key}`, () => keep(db, PRODUCTS_KEY, () => read(db)).then(derive));
}
