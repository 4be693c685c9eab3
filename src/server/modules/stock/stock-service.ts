import { and, asc, eq, sql } from 'drizzle-orm';
import type { StockMovementReason, StockMovementType } from '../../../shared/shop.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products, stockMovements } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

// The one way stock changes (issue #15): a stock-screen movement, an order's reservation and its
// release all go through moveStock. The change is a single conditional UPDATE, so two transactions
// racing for the last item serialise on the product row and the second one finds too little stock;
// the table's check constraint is the last line of defence. Call it inside the caller's transaction
// so the movement row, the stock and the order are written together or not at all.

export const stockErrorMessages = {
  insufficient: (stock: number, requested: number) => `Yetersiz stok. Mevcut: ${stock}, İstenen: ${requested}`,
  productNotFound: 'Ürün bulunamadı.',
} as const;

export type StockMove = {
  productId: string;
  type: StockMovementType;
  quantity: number;
  /** Lira per unit: the purchase price for an `in`, the sale price for an `out`. */
  price: number;
  description?: string;
  reason?: StockMovementReason;
  orderId?: string | null;
  createdBy?: string | null;
};

/** Thrown when an `out` would take a product below zero; carries the figures for the message. */
export class InsufficientStockError extends AppError {
  readonly productId: string;
  readonly available: number;
  readonly requested: number;

  constructor(productId: string, available: number, requested: number) {
    super('insufficient_stock', stockErrorMessages.insufficient(available, requested));
    this.productId = productId;
    this.available = available;
    this.requested = requested;
  }
}

/** Applies one movement and returns the product's new stock. */
export async function moveStock(db: Database, move: StockMove): Promise<{ movementId: string; stockQuantity: number }> {
  const delta = move.type === 'in' ? move.quantity : -move.quantity;
  const [updated] = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(products.id, move.productId), sql`${products.stockQuantity} + ${delta} >= 0`))
    .returning({ stockQuantity: products.stockQuantity });
  if (!updated) throw await explainRefusedMove(db, move);

  const [movement] = await db
    .insert(stockMovements)
    .values({
      productId: move.productId,
      type: move.type,
      quantity: move.quantity,
      price: move.price,
      description: move.description ?? '',
      reason: move.reason ?? 'manual',
      orderId: move.orderId ?? null,
      createdBy: move.createdBy ?? null,
    })
    .returning({ id: stockMovements.id });
  if (!movement) throw new Error('stock movement insert returned nothing');
  return { movementId: movement.id, stockQuantity: updated.stockQuantity };
}

/** Why the conditional UPDATE touched no row: the product is gone, or it has too little stock. */
async function explainRefusedMove(db: Database, move: StockMove): Promise<AppError> {
  const [product] = await db
    .select({ stockQuantity: products.stockQuantity })
    .from(products)
    .where(eq(products.id, move.productId));
  if (!product) return notFound(stockErrorMessages.productNotFound);
  return new InsufficientStockError(move.productId, product.stockQuantity, move.quantity);
}

export type OrderLineToReserve = { productId: string; quantity: number; unitPrice: number };

/**
 * Takes an order's items out of stock. Lines are taken in product-id order so that two orders over
 * the same products lock the rows in the same order and cannot deadlock.
 */
export async function reserveOrderStock(db: Database, orderId: string, lines: OrderLineToReserve[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const line of sorted) {
    await moveStock(db, {
      productId: line.productId,
      type: 'out',
      quantity: line.quantity,
      price: line.unitPrice,
      reason: 'order',
      orderId,
      description: 'Sipariş',
    });
  }
}

/**
 * Puts a cancelled order's items back into stock, once: the flag flip is the guard, so an admin's
 * cancel racing the 24-hour job releases the stock a single time. Products deleted since the order
 * are skipped (their stock no longer exists). Returns whether this call did the release.
 */
export async function releaseOrderStock(db: Database, orderId: string): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ stockReleased: true, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!claimed) return false;

  const lines = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    if (!line.productId) continue;
    await moveStock(db, {
      productId: line.productId,
      type: 'in',
      quantity: line.quantity,
      price: line.unitPrice,
      reason: 'order_release',
      orderId,
      description: 'Sipariş iptali',
    }).catch((error: unknown) => {
      // A product deleted between the read and the update: nothing to put back.
      if (error instanceof AppError && error.code === 'not_found') return;
      throw error;
    });
  }
  return true;
}

/**
 * A movement entered on the stock screen (spec 2 §5): in its own transaction, through moveStock, so an
 * 'out' racing an order's reservation can never take the product below zero.
 */
export async function addStockMovement(
  db: Database,
  params: {
    productId: string;
    type: StockMovementType;
    quantity: number;
    price: number;
    description: string;
    createdBy: string | null;
  },
): Promise<{ movementId: string; stockQuantity: number }> {
  return db.transaction((tx) => moveStock(tx, { ...params, reason: 'manual' }));
}
