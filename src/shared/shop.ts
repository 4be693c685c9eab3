// Shop vocabulary both sides need (spec 3 §4, §9; spec 2 §2 Stock management): order and payment
// states with their Turkish labels, stock-movement kinds, and the IBAN rules (TR + 24 digits with
// the ISO 13616 mod-97 check, shown in groups of four).

export const orderStatuses = ['new', 'processing', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = {
  new: 'Yeni',
  processing: 'İşlemde',
  shipped: 'Kargoda',
  delivered: 'Teslim Edildi',
  canceled: 'İptal Edildi',
};

export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Bekliyor',
  paid: 'Ödendi',
  failed: 'Başarısız',
};

export const stockMovementTypes = ['in', 'out'] as const;
export type StockMovementType = (typeof stockMovementTypes)[number];

/**
 * Why stock moved: a movement entered on the stock screen, the reservation of an order, or the
 * release of an order's reservation when it is cancelled (by the admin or the 24-hour job). The
 * stock report counts `order_release` as a returned sale, not as a purchase.
 */
export const stockMovementReasons = ['manual', 'order', 'order_release'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

/** The query parameter of an order's status page that carries the order's secret (ADR 0058). */
export const ORDER_STATUS_TOKEN_PARAM = 'anahtar';

/** The path of an order's status page, as the checkout and the confirmation mail link to it (ADR 0058). */
export const orderStatusPath = (orderCode: string, statusToken: string) =>
  `/siparis/${encodeURIComponent(orderCode)}?${ORDER_STATUS_TOKEN_PARAM}=${encodeURIComponent(statusToken)}`;

/** Unpaid bank-transfer orders are cancelled this long after they were placed (spec 3 §2.8). */
export const ORDER_PAYMENT_WINDOW_HOURS = 24;

/**
 * How many units of one product an unpaid order may hold when the dietitian has not set it (the
 * stock screen's 'Sipariş sınırı', ADR 0067): a family's supply of a tea or a supplement, not a shelf.
 */
export const DEFAULT_UNPAID_ORDER_UNIT_LIMIT = 5;

/** The IBAN as stored: no spaces, upper case. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** "TR33 0006 1005 1978 6457 8413 26": groups of four, as banks print it. */
export const formatIban = (value: string) =>
  normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** A Turkish IBAN: TR, 24 digits, and the mod-97 check of ISO 13616 equal to 1. */
export function isValidTurkishIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  // Move the country code and check digits to the end, letters become numbers (A=10 … Z=35).
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
