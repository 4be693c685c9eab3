import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '../../../../shared/shop-constants.ts';

// The visitor's cart (spec 3 §3 "cart line", §4 "Cart"): kept in localStorage under `cart`, restored
// on load, corrupt data discarded, every change saved. The name, price, image and stock are what the
// visitor last saw; the dropdown, the cart page and the checkout ask the server for the current ones
// (POST /api/shop/cart), and the order is always priced by the server. Other tabs hear of a change
// through the 'storage' event.
//
// Quantities are held to the stock everywhere (issue #39): adding or raising a line never goes past
// the stock last seen (the product's, then the server's answer), so no page offers more than exists.
// A line that the stock fell below meanwhile stays as it is and is shown as a problem, which blocks
// the checkout until the visitor lowers or removes it: nothing is changed behind their back.

export type CartLine = {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  quantity: number;
  /** The stock when last seen (absent in carts stored before it was kept). */
  stockQuantity?: number;
};

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
    (line.stockQuantity === undefined || (Number.isInteger(line.stockQuantity) && line.stockQuantity >= 0)) &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1
  );
};

/** The most of a product a cart line may hold: its stock when known, never more than MAX_LINE_QUANTITY. */
export const quantityLimitOf = (stockQuantity: number | undefined) =>
  Math.min(MAX_LINE_QUANTITY, stockQuantity ?? MAX_LINE_QUANTITY);

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

/** How many of a product the cart holds (0 when none). */
export const quantityInCart = (lines: CartLine[], productId: string) =>
  lines.find((line) => line.id === productId)?.quantity ?? 0;

/**
 * Adding a line already in the cart raises its quantity (by 1 unless told); otherwise it is appended.
 * Never past the product's stock: what does not fit is not added. Answers how many were added.
 */
export function addToCart(product: Omit<CartLine, 'quantity'> & { stockQuantity: number }, quantity = 1): number {
  const lines = readCart();
  const inCart = quantityInCart(lines, product.id);
  const next = Math.min(quantityLimitOf(product.stockQuantity), inCart + quantity);
  if (next <= inCart) return 0;
  writeCart(
    inCart > 0
      ? lines.map((line) => (line.id === product.id ? { ...line, ...product, quantity: next } : line))
      : [...lines, { ...product, quantity: next }],
  );
  return next - inCart;
}

/**
 * A quantity below 1 removes the line (spec 3 §4). Raising a line stops at its stock (the last one
 * seen); lowering always works, also on a line the stock has fallen below.
 */
export function setCartQuantity(productId: string, quantity: number) {
  const lines = readCart();
  writeCart(
    quantity < 1
      ? lines.filter((line) => line.id !== productId)
      : lines.map((line) => {
          if (line.id !== productId) return line;
          const isRaise = quantity > line.quantity;
          const limit = quantityLimitOf(line.stockQuantity);
          return { ...line, quantity: isRaise ? Math.max(line.quantity, Math.min(quantity, limit)) : quantity };
        }),
  );
}

export const removeFromCart = (productId: string) => setCartQuantity(productId, 0);

type CartLineUpdate = Partial<Pick<CartLine, 'name' | 'price' | 'imageUrl'>> & { id: string; stockQuantity: number };

/**
 * Keeps what the server answered: always the stock (so the quantity controls stop there), and the
 * current name, price and image once the visitor has been shown them (the cart page).
 */
export function refreshCartLines(updates: CartLineUpdate[]) {
  const byId = new Map(updates.map((update) => [update.id, update]));
  const lines = readCart();
  const next = lines.map((line) => {
    const update = byId.get(line.id);
    return update ? { ...line, ...update } : line;
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
