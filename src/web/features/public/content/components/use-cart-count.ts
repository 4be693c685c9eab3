import { useSyncExternalStore } from 'react';

// The cart lives in localStorage under `cart` (spec 3 §3): a list of lines with a quantity. The top
// bar only shows the count (the sum of quantities); the shop feature owns the cart itself and fires
// a 'storage' event, or CART_CHANGED_EVENT in the same tab, when it changes it.
export const CART_STORAGE_KEY = 'cart';
export const CART_CHANGED_EVENT = 'denge:cart-changed';

export function readCartCount(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return lines.reduce((sum: number, line) => {
      const quantity = Number((line as { quantity?: unknown })?.quantity);
      return Number.isInteger(quantity) && quantity > 0 ? sum + quantity : sum;
    }, 0);
  } catch {
    // Corrupt stored data counts as an empty cart (spec 3 §4).
    return 0;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The cart's item count; 0 while server-rendering (the badge appears after hydration). */
export const useCartCount = () => useSyncExternalStore(subscribe, readCartCount, () => 0);
