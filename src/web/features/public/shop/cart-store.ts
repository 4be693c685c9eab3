import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '../../../../shared/shop-constants.ts';

// The visitor's cart (spec 3 §3 "cart line", §4 "Cart"): kept in localStorage under `cart`, restored
// on load, corrupt data discarded, every change saved. The name, price and image are what the
// visitor last saw; the cart page and the checkout ask the server for the current ones (the order is
// always priced by the server). Other tabs hear of a change through the 'storage' event.

export type CartLine = { id: string; name: string; price: number; imageUrl: string | null; quantity: number };

export const CART_STORAGE_KEY = 'cart';
const COUPON_STORAGE_KEY = 'cartCoupon';
const CART_CHANGED_EVENT = 'denge:cart-changed';

const isCartLine = (value: unknown): value is CartLine => {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    (line.imageUrl === undefined || line.imageUrl === null || typeof line.imageUrl === 'string') &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1
  );
};

const EMPTY: CartLine[] = [];
let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

/** The stored cart; anything that is not a list of valid lines is discarded (and removed). */
export function readCart(): CartLine[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isCartLine)) throw new Error('corrupt cart');
    cachedLines = parsed.map((line) => ({
      ...line,
      imageUrl: line.imageUrl ?? null,
      quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
    }));
  } catch {
    cachedLines = EMPTY;
    localStorage.removeItem(CART_STORAGE_KEY);
    cachedRaw = null;
  }
  return cachedLines;
}

function writeCart(lines: CartLine[]) {
  if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
  else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Adding a line already in the cart raises its quantity (by 1 unless told); otherwise it is appended. */
export function addToCart(product: Omit<CartLine, 'quantity'>, quantity = 1) {
  const lines = readCart();
  const existing = lines.find((line) => line.id === product.id);
  writeCart(
    existing
      ? lines.map((line) =>
          line.id === product.id
            ? { ...line, ...product, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) }
            : line,
        )
      : [...lines, { ...product, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }],
  );
}

/** A quantity below 1 removes the line (spec 3 §4). */
export function setCartQuantity(productId: string, quantity: number) {
  const lines = readCart();
  writeCart(
    quantity < 1
      ? lines.filter((line) => line.id !== productId)
      : lines.map((line) =>
          line.id === productId ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : line,
        ),
  );
}

export const removeFromCart = (productId: string) => setCartQuantity(productId, 0);

/** Keeps the server's current name, price and image once the visitor has been shown them. */
export function refreshCartLines(updates: { id: string; name: string; price: number; imageUrl: string | null }[]) {
  const byId = new Map(updates.map((update) => [update.id, update]));
  const lines = readCart();
  const next = lines.map((line) => {
    const update = byId.get(line.id);
    return update ? { ...line, name: update.name, price: update.price, imageUrl: update.imageUrl } : line;
  });
  if (next.some((line, index) => line !== lines[index] && JSON.stringify(line) !== JSON.stringify(lines[index]))) {
    writeCart(next);
  }
}

export function clearCart() {
  writeCart([]);
  writeCouponCode(null);
}

export const cartCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
/** What the visitor last saw (the dropdown); the cart page shows the server's total. */
export const cartTotal = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The cart's lines; empty while server-rendering (the cart appears after hydration). */
export const useCart = () => useSyncExternalStore(subscribe, readCart, () => EMPTY);

// The applied coupon code travels from the cart page to the checkout.
export function readCouponCode(): string | null {
  try {
    return localStorage.getItem(COUPON_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeCouponCode(code: string | null) {
  if (code) localStorage.setItem(COUPON_STORAGE_KEY, code);
  else localStorage.removeItem(COUPON_STORAGE_KEY);
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export const useCouponCode = () => useSyncExternalStore(subscribe, readCouponCode, () => null);
