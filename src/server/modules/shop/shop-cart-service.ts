import { and, eq, sql } from 'drizzle-orm';
import type {
  AppliedCoupon,
  CartLineInput,
  CartPricing,
  CartPricingInput,
  PricedCartLine,
} from '../../../shared/schemas/shop.ts';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { couponRejectionMessages, couponStateOf } from '../../../shared/shop-constants.ts';
import { readProductsByIds } from './shop-catalogue-service.ts';
import { readUnpaidOrderUnitLimit } from '../stock/unpaid-holds-service.ts';

// The cart as the server prices it (spec 3 §2.7, §4 "Cart", §5 "Coupon"): the browser keeps ids and
// quantities in local storage; every price, the discount and the total come from here. A line whose
// product is gone, inactive or short of stock is returned with its status, so the cart shows it
// instead of charging something else silently.

export type CouponRow = typeof coupons.$inferSelect;

/** Money is summed in kuruş (integers), so 0.1 + 0.2 never leaks into a total. */
const toKurus = (lira: number) => Math.round(lira * 100);
const toLira = (kurus: number) => kurus / 100;

export function computeTotals(lines: { price: number; quantity: number }[], couponPercent: number | null) {
  const subtotalKurus = lines.reduce((sum, line) => sum + toKurus(line.price) * line.quantity, 0);
  const discountKurus = couponPercent ? Math.round((subtotalKurus * couponPercent) / 100) : 0;
  return {
    subtotal: toLira(subtotalKurus),
    discount: toLira(discountKurus),
    total: toLira(subtotalKurus - discountKurus),
  };
}

/** A code looked up: the coupon when it can be used now, else the Turkish reason it cannot. */
export type CouponLookup = { coupon: CouponRow; rejection: null } | { coupon: null; rejection: string };

/**
 * A coupon by code (case-insensitive), usable when active, within its dates and not used up; else
 * why not (issue #39 item 19: an expired or used-up code says so instead of 'Geçersiz kupon kodu').
 */
export async function findUsableCoupon(db: Database, code: string, now: Date = new Date()): Promise<CouponLookup> {
  const trimmed = code.trim();
  const [coupon] =
    trimmed === '' ? [] : await db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${trimmed})`);
  if (!coupon) return { coupon: null, rejection: couponRejectionMessages.unknown };
  const state = couponStateOf(coupon, now);
  if (state !== 'active') return { coupon: null, rejection: couponRejectionMessages[state] };
  return { coupon, rejection: null };
}

/** Counts one use of the coupon unless its limit is reached meanwhile (one conditional UPDATE). */
export async function claimCouponUse(db: Database, couponId: string): Promise<boolean> {
  const [claimed] = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return claimed !== undefined;
}

/** Merges lines naming the same product (an old cart may hold duplicates). */
export function mergeCartLines(lines: CartLineInput[]): CartLineInput[] {
  const byId = new Map<string, CartLineInput>();
  for (const line of lines) {
    const key = line.productId.toLowerCase();
    const existing = byId.get(key);
    byId.set(
      key,
      existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line, productId: key },
    );
  }
  return [...byId.values()];
}

/**
 * What is wrong with a line on sale, named by the bound that holds it: the units one order may hold
 * when that is the lower one (ADR 0067), otherwise the stock. The fix the cart offers is that bound.
 */
function statusOf(quantity: number, stockQuantity: number, unitLimit: number): PricedCartLine['status'] {
  if (quantity <= Math.min(stockQuantity, unitLimit)) return 'ok';
  return unitLimit < stockQuantity ? 'over_unit_limit' : 'insufficient_stock';
}

/** Prices every line from the database and says what is wrong with each. */
export async function priceCartLines(db: Database, lines: CartLineInput[]): Promise<PricedCartLine[]> {
  const merged = mergeCartLines(lines);
  const rows = await readProductsByIds(
    db,
    merged.map((line) => line.productId),
  );
  const unitLimit = await readUnpaidOrderUnitLimit(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return merged.map((line) => {
    const row = byId.get(line.productId);
    if (!row?.isActive) {
      return {
        productId: line.productId,
        name: row?.name ?? null,
        price: row ? Number(row.price) : null,
        imageUrl: row?.imageUrl ?? null,
        quantity: line.quantity,
        stockQuantity: 0,
        unitLimit,
        status: 'unavailable',
      };
    }
    return {
      productId: line.productId,
      name: row.name,
      price: Number(row.price),
      imageUrl: row.imageUrl,
      quantity: line.quantity,
      stockQuantity: row.stockQuantity,
      unitLimit,
      status: statusOf(line.quantity, row.stockQuantity, unitLimit),
    };
  });
}

const toAppliedCoupon = (coupon: CouponRow): AppliedCoupon => ({ code: coupon.code, percent: coupon.percent });

/**
 * POST /api/shop/cart: current prices, each line's state, the coupon and the totals. The totals are
 * the sum of the amounts the cart shows on its lines: every line still on sale at its quantity, also
 * one short of stock; a product no longer sold has no amount. `isOrderable` is false while any line
 * has a problem, and the cart, the dropdown and the checkout then say so and let nobody pay (issue #39:
 * a problem line was dropped from the totals silently, down to 0,00 ₺, with 'Ödeme Yap' still on).
 */
export async function priceCart(db: Database, input: CartPricingInput): Promise<CartPricing> {
  const lines = await priceCartLines(db, input.lines);
  const code = input.couponCode?.trim() ?? '';
  const lookup = code ? await findUsableCoupon(db, code) : null;
  const coupon = lookup?.coupon ?? null;
  const onSale = lines.flatMap((line) =>
    line.status !== 'unavailable' && line.price !== null ? [{ price: line.price, quantity: line.quantity }] : [],
  );
  return {
    lines,
    ...computeTotals(onSale, coupon?.percent ?? null),
    coupon: coupon ? toAppliedCoupon(coupon) : null,
    isCouponRejected: code !== '' && coupon === null,
    couponRejection: lookup?.rejection ?? null,
    isOrderable: lines.length > 0 && lines.every((line) => line.status === 'ok'),
  };
}
