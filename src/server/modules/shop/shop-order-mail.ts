import { ORDER_PAYMENT_WINDOW_HOURS, orderStatusPath } from '../../../shared/shop.ts';
import type { Database } from '../../db/client.ts';
import type { bankAccounts, orders } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';

// The order confirmation (issue #14, #39 item 11): queued in the order's transaction, so it exists
// exactly when the order does. It shows the coupon's discount when one was used, the site logo at the
// top, and the link to the order's status page (ADR 0058). A mail client loads the logo and follows
// the link from outside the site, so both are absolute URLs on the site's public origin.

type OrderRow = typeof orders.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;

export type OrderConfirmation = {
  order: OrderRow;
  lines: { name: string; quantity: number; price: number }[];
  account: BankAccountRow;
  /** PUBLIC_URL (env.ts), or the ordering request's origin where it is not set (development). */
  siteOrigin?: string;
};

export async function enqueueOrderConfirmation(tx: Database, confirmation: OrderConfirmation): Promise<void> {
  const { order, lines, account, siteOrigin } = confirmation;
  const discountAmount = Number(order.discountAmount);
  await enqueueMail(tx, {
    template: 'order-confirmation',
    data: {
      orderCode: order.orderCode,
      customerName: order.customerName,
      items: lines,
      subtotalAmount: Number(order.subtotalAmount),
      discount:
        order.couponCode !== null && order.couponPercent !== null && discountAmount > 0
          ? { code: order.couponCode, percent: order.couponPercent, amount: discountAmount }
          : null,
      totalAmount: Number(order.totalAmount),
      bankAccount: { bankName: account.bankName, accountHolder: account.accountHolder, iban: account.iban },
      paymentDeadlineHours: ORDER_PAYMENT_WINDOW_HOURS,
      paymentDueAt: order.paymentDueAt.toISOString(),
      statusUrl: siteOrigin ? new URL(orderStatusPath(order.orderCode, order.statusToken), siteOrigin).href : undefined,
      brand: await readMailBrand(tx, siteOrigin),
    },
    to: [order.customerEmail],
  });
}
