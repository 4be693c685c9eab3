import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import {
  type AdminOrder,
  type AdminOrderListItem,
  type AdminOrderPage,
  type OrderFilter,
  type OrderListQuery,
  ORDERS_PAGE_SIZE,
} from '../../../shared/schemas/orders.ts';
import type { OrderStatus, PaymentStatus } from '../../../shared/shop.ts';
import type { Database } from '../../db/client.ts';
import { bankAccounts, orderItems, orders } from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-order.ts';
import { readRowCount } from '../../db/row-counts.ts';
import { notFound } from '../../errors.ts';
import { foldForSearch } from '../../../shared/text.ts';
import { releaseOrderStock, reserveOrderStock } from '../stock/stock-service.ts';
import { containsPattern } from '../clients/clients-options-service.ts';

// The admin's orders (spec 3 §2.10, §4, §7). Status changes run in one transaction with their stock
// effect: cancelling puts the reserved stock back (releaseOrderStock, once); reopening a cancelled
// order takes it again through the same mechanism, refused with 'Yetersiz stok…' when it is gone.

export const ordersErrorMessages = { notFound: 'Sipariş bulunamadı.' } as const;

export const orderListColumns = {
  id: orders.id,
  orderCode: orders.orderCode,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  totalAmount: orders.totalAmount,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
};

type OrderListRow = { [K in keyof typeof orderListColumns]: (typeof orders.$inferSelect)[K] };

/** The list's fields only: getAdminOrder passes the whole row, whose other columns stay on the server. */
const toListItem = (row: OrderListRow): AdminOrderListItem => ({
  id: row.id,
  orderCode: row.orderCode,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  totalAmount: row.totalAmount,
  orderStatus: row.orderStatus,
  paymentStatus: row.paymentStatus,
  createdAt: row.createdAt.toISOString(),
});

export function orderFilterWhere(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.orderStatus) conditions.push(eq(orders.orderStatus, filter.orderStatus));
  if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
  // The code, the name and the e-mail, Turkish-aware: the search text is folded by the database as
  // foldForSearch folds the needle (migration 0014_orders_search), and a trigram index serves LIKE.
  const needle = filter.search ? foldForSearch(filter.search) : '';
  if (needle) conditions.push(like(orders.searchText, containsPattern(needle)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const sortColumns = {
  order_code: orders.orderCode,
  customer_name: turkishOrder(orders.customerName),
  total_amount: orders.totalAmount,
  created_at: orders.createdAt,
} as const;

export function orderSort(filter: OrderFilter): SQL[] {
  const by = filter.direction === 'asc' ? asc : desc;
  // The order code is unique; other columns take the id as tiebreaker so that paging never shows a row
  // twice or skips one. Each order matches an index of the orders table (scanned backwards for asc).
  if (filter.sort === 'order_code') return [by(orders.orderCode)];
  return [by(sortColumns[filter.sort]), by(orders.id)];
}

export async function listAdminOrders(db: Database, query: OrderListQuery): Promise<AdminOrderPage> {
  const where = orderFilterWhere(query);
  const [rows, total] = await Promise.all([
    db
      .select(orderListColumns)
      .from(orders)
      .where(where)
      .orderBy(...orderSort(query))
      .limit(ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ORDERS_PAGE_SIZE),
    // Unfiltered, the exact total is one row kept by triggers (0012's counts), not a count of every order.
    where
      ? db
          .select({ value: count() })
          .from(orders)
          .where(where)
          .then(([row]) => row?.value ?? 0)
      : readRowCount(db, 'orders'),
  ]);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: ORDERS_PAGE_SIZE };
}

export async function getAdminOrder(db: Database, params: { id: string }): Promise<AdminOrder> {
  const [row] = await db
    .select({ order: orders, bankAccount: bankAccounts })
    .from(orders)
    .innerJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
    .where(eq(orders.id, params.id));
  if (!row) throw notFound(ordersErrorMessages.notFound);
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, params.id))
    .orderBy(asc(turkishOrder(orderItems.name)), asc(orderItems.id));
  const { order, bankAccount } = row;
  return {
    ...toListItem(order),
    customerTc: order.customerTc,
    customerPhone: order.customerPhone,
    customerAddress: order.customerAddress,
    customerPostalCode: order.customerPostalCode,
    subtotalAmount: order.subtotalAmount,
    discountAmount: order.discountAmount,
    couponCode: order.couponCode,
    couponPercent: order.couponPercent,
    paymentDueAt: order.paymentDueAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    canceledAt: order.canceledAt?.toISOString() ?? null,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      lineTotal: Math.round(item.unitPrice * item.quantity * 100) / 100,
      imageUrl: item.imageUrl,
    })),
    bankAccount: {
      id: bankAccount.id,
      bankName: bankAccount.bankName,
      accountHolder: bankAccount.accountHolder,
      iban: bankAccount.iban,
      accountNumber: bankAccount.accountNumber,
    },
  };
}

/** Locks the order row for the status change (two admins, or the admin and the 24-hour job). */
async function lockOrder(tx: Database, id: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound(ordersErrorMessages.notFound);
  return order;
}

/**
 * Sets the order status (any of the five, spec 3 §4). Cancelling releases the reserved stock in the
 * same transaction; leaving 'canceled' takes the stock again (or fails whole with 'Yetersiz stok').
 */
export async function setOrderStatus(db: Database, params: { id: string; orderStatus: OrderStatus }): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, params.id);
    if (order.orderStatus === params.orderStatus) return;
    const now = new Date();
    if (params.orderStatus === 'canceled') {
      await releaseOrderStock(tx, order.id);
      await tx
        .update(orders)
        .set({ orderStatus: 'canceled', canceledAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      return;
    }
    if (order.stockReleased) {
      const lines = await tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      await reserveOrderStock(
        tx,
        order.id,
        lines.flatMap((line) => (line.productId ? [{ ...line, productId: line.productId }] : [])),
      );
    }
    await tx
      .update(orders)
      .set({ orderStatus: params.orderStatus, canceledAt: null, stockReleased: false, updatedAt: now })
      .where(eq(orders.id, order.id));
  });
}

/**
 * Sets the payment status (spec 3 §4). 'paid' records paid_at; the unpaid-order job only cancels
 * pending orders, so a paid order is no longer cancelled automatically.
 */
export async function setPaymentStatus(
  db: Database,
  params: { id: string; paymentStatus: PaymentStatus },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, params.id);
    if (order.paymentStatus === params.paymentStatus) return;
    const now = new Date();
    await tx
      .update(orders)
      .set({
        paymentStatus: params.paymentStatus,
        paidAt: params.paymentStatus === 'paid' ? now : null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
  });
}
