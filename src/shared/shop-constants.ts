// The shop's fixed numbers (spec 3 §9), without zod: the public pages import them from here so that
// their first download carries no validation library (ADR 0026). src/shared/schemas/shop.ts
// re-exports them for the schemas, the server and the forms.

/** Spec 3 §9: the price sliders' default range and the smallest slider maximum. */
export const CATALOGUE_DEFAULT_MAX_PRICE = 1000;
/** Spec 3 §9: the home page fetches 20 products and shows 8. */
export const HOME_PRODUCTS_FETCHED = 20;
export const HOME_PRODUCTS_SHOWN = 8;
/** Spec 3 §9: the add-to-cart confirmation lasts 3 seconds. */
export const ADDED_TO_CART_MS = 3000;
/** Spec 3 §2.6: the rating is static, "5.0" from 12 ratings (written the Turkish way). */
export const STATIC_RATING = { shown: '5,0', count: 12 } as const;
/** A cart line's largest quantity (a visitor's cart, not a wholesale order). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

/** The catalogue's sort orders (spec 3 §2.5) and their labels. */
export const catalogueSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const catalogueSortLabels: Record<CatalogueSort, string> = {
  newest: 'En Yeni',
  price_asc: 'Fiyat (Artan)',
  price_desc: 'Fiyat (Azalan)',
};

/**
 * A coupon's state at a moment (issue #39 item 19): the admin list shows it, the cart and the checkout
 * say why a code is refused. Worked out from the row the same way on both sides (the server decides).
 */
export const couponStates = ['active', 'inactive', 'not_started', 'expired', 'used_up'] as const;
export type CouponState = (typeof couponStates)[number];
export const couponStateLabels: Record<CouponState, string> = {
  active: 'Aktif',
  inactive: 'Pasif',
  not_started: 'Başlamadı',
  expired: 'Süresi Doldu',
  used_up: 'Limit Doldu',
};
/** Why the cart or the checkout refuses a code; an unknown or switched-off code says no more than that. */
export const couponRejectionMessages: Record<Exclude<CouponState, 'active'> | 'unknown', string> = {
  unknown: 'Geçersiz kupon kodu',
  inactive: 'Geçersiz kupon kodu',
  not_started: 'Bu kupon henüz geçerli değil.',
  expired: 'Bu kuponun süresi doldu.',
  used_up: 'Bu kuponun kullanım limiti doldu.',
};

type CouponStateInput = {
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
};
export function couponStateOf(coupon: CouponStateInput, now: Date): CouponState {
  if (!coupon.isActive) return 'inactive';
  if (coupon.validUntil && coupon.validUntil < now) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  if (coupon.validFrom && coupon.validFrom > now) return 'not_started';
  return 'active';
}
