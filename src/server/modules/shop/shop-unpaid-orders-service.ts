import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { releaseOrderStock } from '../stock/stock-service.ts';

// The 24-hour rule the checkout notice promises (spec 3 §2.8 "unpaid orders are automatically
// cancelled after 24 hours"; the old system never did it): the scheduled job
// `shop.cancel-unpaid-orders` cancels every pending order past its payment_due_at, puts its stock
// back and tells the buyer. Each order is its own transaction, so one failure stops nothing else and
// a rerun (after a crash) finds only what is still to do.

const BATCH_SIZE = 100;

/** Cancels the unpaid orders due by `now`; returns how many this run cancelled. */
export async function cancelUnpaidOrders(db: Database, params: { now?: Date } = {}): Promise<number> {
  const now = params.now ?? new Date();
  let cancelled = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.paymentStatus, 'pending'), ne(orders.orderStatus, 'canceled'), lte(orders.paymentDueAt, now)),
      )
      .orderBy(asc(orders.paymentDueAt))
      .limit(BATCH_SIZE);
    let cancelledInBatch = 0;
    for (const { id } of due) {
      if (await cancelUnpaidOrder(db, id, now)) cancelledInBatch++;
    }
    cancelled += cancelledInBatch;
    // A batch in which nothing could be cancelled would be read again forever.
    if (due.length < BATCH_SIZE || cancelledInBatch === 0) return cancelled;
  }
}

/** One order: cancel it if it is still unpaid and due (an admin may have marked it paid meanwhile). */
async function cancelUnpaidOrder(db: Database, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ orderStatus: 'canceled', canceledAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.paymentStatus, 'pending'),
          ne(orders.orderStatus, 'canceled'),
          lte(orders.paymentDueAt, now),
        ),
      )
      .returning();
    if (!order) return false;
    await releaseOrderStock(tx, order.id);
    await enqueueMail(tx, {
      template: 'order-canceled',
      data: { orderCode: order.orderCode, customerName: order.customerName, totalAmount: Number(order.totalAmount) },
      to: [order.customerEmail],
    });
    return true;
  });
}
