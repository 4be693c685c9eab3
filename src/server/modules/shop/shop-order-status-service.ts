import { timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { PublicOrderStatus } from '../../../shared/schemas/shop.ts';
import type { Database } from '../../db/client.ts';
import { bankAccounts, orderItems, orders } from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-order.ts';

// An order's status page for the buyer, without an account (issue #39, ADR 0058): the checkout goes
// there when the order is placed and the confirmation mail links to it. The link carries the order's
// own secret (orders.status_token); the order code alone, which the buyer writes on the bank
// transfer and which follows a guessable pattern (ORD + day + 4 digits), opens nothing. An unknown
// code and a wrong secret get the same answer.

export const orderStatusErrorMessages = {
  notFound: 'Sipariş bulunamadı. Lütfen onay e-postanızdaki bağlantıyı kullanınız.',
} as const;

/** Compared in constant time; a length difference is answered without looking at the bytes. */
function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// What an unknown code is compared with, so that it costs what a wrong secret does.
const NO_ORDER_TOKEN = '0'.repeat(64);

// Letters and digits only (ORD + day + digits): anything else in the address (a NUL byte, which
// PostgreSQL refuses in text) is no order, answered before the database is asked.
const ORDER_CODE_SHAPE = /^[A-Za-z0-9]{1,40}$/;

/** The order's status for its status page; null for an unknown code or a secret that is not its own. */
export async function getPublicOrderStatus(
  db: Database,
  orderCode: string,
  token: string,
): Promise<PublicOrderStatus | null> {
  if (!ORDER_CODE_SHAPE.test(orderCode)) return null;
  const [row] = await db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      statusToken: orders.statusToken,
      createdAt: orders.createdAt,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      subtotalAmount: orders.subtotalAmount,
      discountAmount: orders.discountAmount,
      couponCode: orders.couponCode,
      couponPercent: orders.couponPercent,
      totalAmount: orders.totalAmount,
      paymentDueAt: orders.paymentDueAt,
      bankName: bankAccounts.bankName,
      accountHolder: bankAccounts.accountHolder,
      iban: bankAccounts.iban,
    })
    .from(orders)
    .innerJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
    .where(eq(orders.orderCode, orderCode));
  const isOwnSecret = isSameSecret(token, row?.statusToken ?? NO_ORDER_TOKEN);
  if (!row || !isOwnSecret) return null;
  const items = await db
    .select({ name: orderItems.name, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(turkishOrder(orderItems.name)), asc(orderItems.id));
  return {
    orderCode: row.orderCode,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: Number(item.unitPrice),
      lineTotal: Math.round(Number(item.unitPrice) * 100 * item.quantity) / 100,
    })),
    subtotalAmount: Number(row.subtotalAmount),
    discountAmount: Number(row.discountAmount),
    coupon:
      row.couponCode !== null && row.couponPercent !== null
        ? { code: row.couponCode, percent: row.couponPercent }
        : null,
    totalAmount: Number(row.totalAmount),
    paymentDueAt: row.paymentDueAt.toISOString(),
    bankAccount: { bankName: row.bankName, accountHolder: row.accountHolder, iban: row.iban },
  };
}
