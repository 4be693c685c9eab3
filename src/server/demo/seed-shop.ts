import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { bankAccounts, coupons, products, stockMovements } from '../db/schema/index.ts';
import { demoBankAccounts, demoCoupon, demoProducts } from './data/shop.ts';

const isEmpty = async (db: Database, table: PgTable) => {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
};

/**
 * The demo practice's shop (src/server/demo/data/shop.ts): products, the coupon and the bank
 * accounts, each table only when it is empty. Products get distinct creation times so "newest first"
 * has a stable, believable order.
 */
export async function seedShop(db: Database): Promise<number> {
  let changed = 0;
  if (await isEmpty(db, products)) {
    const start = Date.now() - demoProducts.length * 86_400_000;
    const inserted = await db
      .insert(products)
      .values(
        demoProducts.map((product, index) => {
          const createdAt = new Date(start + index * 86_400_000);
          return { ...product, createdAt, updatedAt: createdAt };
        }),
      )
      .returning();
    // The opening stock as the stock screen's first movement (the quantity is already on the row).
    const opening = inserted.filter((product) => product.stockQuantity > 0);
    if (opening.length > 0) {
      await db.insert(stockMovements).values(
        opening.map((product) => ({
          productId: product.id,
          type: 'in' as const,
          quantity: product.stockQuantity,
          price: product.purchasePrice,
          description: 'Açılış stoğu',
          reason: 'manual' as const,
          createdAt: product.createdAt,
        })),
      );
    }
    changed++;
  }
  if (await isEmpty(db, coupons)) {
    await db.insert(coupons).values(demoCoupon);
    changed++;
  }
  if (await isEmpty(db, bankAccounts)) {
    await db.insert(bankAccounts).values(demoBankAccounts);
    changed++;
  }
  return changed;
}
