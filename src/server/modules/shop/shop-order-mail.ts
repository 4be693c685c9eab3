import { eq } from 'drizzle-orm';
import { ORDER_PAYMENT_WINDOW_HOURS, orderStatusPath } from '../../../shared/shop.ts';
import type { Database } from '../../db/client.ts';
import { type bankAccounts, type orders, siteSettings } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { MailBrand } from '../../mail/mail-templates.ts';
import { getSiteLogo } from '../settings/settings-logo-service.ts';

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

/** The site's name and logo as the mail shows them; the logo only as an absolute URL. */
async function readMailBrand(db: Database, siteOrigin: string | undefined): Promise<MailBrand> {
  const [[settings], { logoUrl }] = await Promise.all([
    db.select({ siteName: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1)),
    getSiteLogo(db),
  ]);
  return { siteName: settings?.siteName ?? 'Denge', logoUrl: logoUrl ? toAbsoluteUrl(logoUrl, siteOrigin) : null };
}

/** An uploaded file's URL on the site's origin (an S3 or CDN URL is absolute already); null when it cannot be. */
function toAbsoluteUrl(url: string, origin: string | undefined): string | null {
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

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
