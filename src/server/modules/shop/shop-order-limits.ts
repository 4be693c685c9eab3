import { createHmac } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ORDER_PAYMENT_WINDOW_HOURS } from '../../../shared/shop.ts';
import type { AppEnv } from '../../app-context.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { orders, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { readClientIp, toClientNetwork } from '../../http/client-ip.ts';

// One visitor cannot empty the shop (issue #38 finding 1, ADR 0067). A bank-transfer order takes its
// stock when it is placed and holds it until it is paid or cancelled (24 hours, spec 3 §2.8), so an
// unpaid order is a reservation, and reservations are limited four ways:
//
//   attempts      SHOP_ORDER_IP_LIMIT order attempts an hour per address (an IPv6 /64), valid or not
//   unpaid orders SHOP_UNPAID_ORDER_LIMIT unpaid orders placed in the last 24 hours per address and per
//                 e-mail: also the most confirmation mails one inbox can be sent a day by strangers
//   units         the units of one product one unpaid order may hold (the stock screen's setting)
//   share         unpaid orders together hold at most SHOP_UNPAID_STOCK_SHARE (half) of a product's
//                 stock (or one order's units, when that is less), whatever addresses and e-mails
//                 they come from
//
// A paid order is a sale and counts against none of them; an honest buyer's two or three orders pass.

export const orderLimitMessages = {
  tooManyAttempts: 'Kısa sürede çok fazla sipariş denemesi yapıldı. Lütfen bir saat sonra tekrar deneyiniz.',
  tooManyUnpaidOrders:
    'Ödemesi beklenen siparişleriniz var. Yeni sipariş vermeden önce lütfen bu siparişlerin ödemesini yapınız ya da bizimle iletişime geçiniz.',
  unitLimit: (name: string, limit: number) => `"${name}" ürününden bir siparişte en fazla ${limit} adet alınabilir.`,
  stockHeld: (name: string) =>
    `"${name}" ürününün stoğunun yarısı ödeme bekleyen siparişlere ayrılmış durumda. Lütfen daha sonra tekrar deneyiniz ya da bizimle iletişime geçiniz.`,
} as const;

const ATTEMPT_WINDOW_SECONDS = 3600;
const HOUR_MS = 3600_000;

/** The caller's network: an IPv4 address, an IPv6 /64 (one home or phone may use any address in it). */
const readClientNetwork = (c: Parameters<typeof readClientIp>[0]) => toClientNetwork(readClientIp(c));

/** Every order attempt counts against the caller's network (SHOP_ORDER_IP_LIMIT an hour), valid or not. */
export const limitOrderAttemptsPerAddress = createMiddleware<AppEnv>(async (c, next) => {
  const { db, env } = c.var.deps;
  const result = await hitRateLimit(db, `shop-order:network:${readClientNetwork(c)}`, {
    limit: env.SHOP_ORDER_IP_LIMIT,
    windowSeconds: ATTEMPT_WINDOW_SECONDS,
  });
  if (!result.isAllowed) {
    throw new AppError('too_many_attempts', orderLimitMessages.tooManyAttempts, {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
  }
  await next();
});

/**
 * What the order keeps of the buyer's address: a keyed hash of the network, enough to count the
 * buyer's unpaid orders and useless to anyone without the server's secret (no address is stored).
 */
export const readBuyerNetworkKey = (c: Parameters<typeof readClientIp>[0]) =>
  createHmac('sha256', c.var.deps.authSecret)
    .update(`order-buyer|${readClientNetwork(c)}`)
    .digest('base64url');

/** Who places an order, and the limits of env.ts that apply to them. */
export type OrderBuyer = {
  networkKey: string | null;
  /** SHOP_UNPAID_ORDER_LIMIT: unpaid orders in 24 hours per address and per e-mail. */
  unpaidOrderLimit: number;
  /** SHOP_UNPAID_STOCK_SHARE: the per cent of a product's stock unpaid orders may hold together. */
  unpaidStockShare: number;
};

/**
 * In the order's transaction: refuses (429) a buyer whose address or e-mail already placed
 * `unpaidOrderLimit` unpaid orders in the last 24 hours. Two submissions of one buyer are serialised
 * by transaction-scoped advisory locks (address first, then e-mail, so two buyers cannot deadlock),
 * so twenty at once cannot all count the same zero.
 */
export async function assertBuyerMayOrder(tx: Database, buyer: OrderBuyer, email: string, now: Date): Promise<void> {
  const normalisedEmail = email.trim().toLowerCase();
  if (buyer.networkKey) await lockBuyer(tx, `network|${buyer.networkKey}`);
  await lockBuyer(tx, `email|${normalisedEmail}`);
  const since = new Date(now.getTime() - ORDER_PAYMENT_WINDOW_HOURS * HOUR_MS);
  const [counts] = await executeRows<{ from_network: number; to_email: number }>(
    tx,
    sql`
    select
      count(*) filter (where ${orders.buyerNetworkKey} = ${buyer.networkKey})::int as from_network,
      count(*) filter (where lower(${orders.customerEmail}) = ${normalisedEmail})::int as to_email
    from ${orders}
    where ${orders.createdAt} > ${since.toISOString()}::timestamptz
      and ${orders.paymentStatus} <> 'paid'
      and (${orders.buyerNetworkKey} = ${buyer.networkKey} or lower(${orders.customerEmail}) = ${normalisedEmail})`,
  );
  const recent = Math.max(Number(counts?.from_network ?? 0), Number(counts?.to_email ?? 0));
  if (recent >= buyer.unpaidOrderLimit) {
    throw new AppError('too_many_unpaid_orders', orderLimitMessages.tooManyUnpaidOrders);
  }
}

const lockBuyer = (tx: Database, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-order-buyer|${key}`}, 0))`);

/** Refuses (422) a line asking for more units than an unpaid order may hold. */
export function assertWithinUnitLimit(lines: { name: string; quantity: number }[], unitLimit: number): void {
  const over = lines.find((line) => line.quantity > unitLimit);
  if (over) throw new AppError('order_unit_limit', orderLimitMessages.unitLimit(over.name, unitLimit));
}

/**
 * After the order took its stock, in its transaction: refuses (429) when unpaid orders now hold more
 * than `share` per cent of a product's stock (what they hold plus what is left on the shelf), unless
 * they hold no more than one order's units (a product with little stock can still be bought). The
 * product rows are locked by the reservation, so two orders for one product are checked in turn.
 */
export async function assertUnpaidHoldsWithinShare(
  tx: Database,
  lines: { productId: string; name: string }[],
  limits: { unitLimit: number; share: number },
): Promise<void> {
  // What unpaid orders hold, kept on the product row by the triggers of migration 0028 (this
  // order's lines included: they were added before this check).
  const shelves = await tx
    .select({ id: products.id, stockQuantity: products.stockQuantity, held: products.unpaidHeldQuantity })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  for (const shelf of shelves) {
    const held = shelf.held;
    if (held > limits.unitLimit && held * 100 > limits.share * (held + shelf.stockQuantity)) {
      const name = lines.find((line) => line.productId === shelf.id)?.name ?? '';
      throw new AppError('stock_held_by_unpaid_orders', orderLimitMessages.stockHeld(name));
    }
  }
}
