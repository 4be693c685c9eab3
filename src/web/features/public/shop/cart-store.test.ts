import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../../shared/shop-constants.ts';
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartLine,
  cartCount,
  clearCart,
  quantityInCart,
  quantityLimitOf,
  readCart,
  readCouponCode,
  refreshCartLines,
  removeFromCart,
  setCartQuantity,
  writeCouponCode,
} from './cart-store.ts';

// The visitor's cart in localStorage (spec 3 §3, §4; issue #39): quantities held to the stock and to
// MAX_LINE_QUANTITY, every change kept and announced, and a stored value that is not a cart dropped.
// The browser tests click through the cart; these pin the store's rules one by one, in Node with a
// small in-memory Storage and an EventTarget for `window`.

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
let cartChanges: number;

beforeEach(() => {
  storage = new MemoryStorage();
  cartChanges = 0;
  const fakeWindow = new EventTarget();
  fakeWindow.addEventListener('denge:cart-changed', () => {
    cartChanges += 1;
  });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', fakeWindow);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const apple = { id: 'p-apple', name: 'Elma Sirkesi', price: 120, imageUrl: null, stockQuantity: 10 };
const tea = { id: 'p-tea', name: 'Yeşil Çay', price: 80.5, imageUrl: '/uploads/tea.webp', stockQuantity: 500 };
const storedLines = () => JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null') as CartLine[] | null;

describe('adding to the cart', () => {
  it('appends a new product with quantity 1 and raises a line already in the cart', () => {
    expect(addToCart(apple)).toBe(1);
    expect(addToCart(tea, 3)).toBe(3);
    expect(addToCart(apple, 2)).toBe(2);
    expect(readCart()).toEqual([
      { ...apple, quantity: 3 },
      { ...tea, quantity: 3 },
    ]);
    expect(cartCount(readCart())).toBe(6);
    expect(quantityInCart(readCart(), apple.id)).toBe(3);
    expect(quantityInCart(readCart(), 'p-unknown')).toBe(0);
  });

  it('stops at the stock and adds only what fits, answering how many went in', () => {
    addToCart(apple, 8);
    expect(addToCart(apple, 5)).toBe(2);
    expect(quantityInCart(readCart(), apple.id)).toBe(10);
    const changesBefore = cartChanges;
    expect(addToCart(apple)).toBe(0);
    expect(cartChanges).toBe(changesBefore); // nothing added, nothing written
    expect(addToCart({ ...apple, id: 'p-sold-out', stockQuantity: 0 })).toBe(0);
    expect(readCart().map((line) => line.id)).toEqual([apple.id]);
  });

  it('never holds more than MAX_LINE_QUANTITY of a product, however large the stock', () => {
    expect(quantityLimitOf(undefined)).toBe(MAX_LINE_QUANTITY);
    expect(quantityLimitOf(3)).toBe(3);
    expect(quantityLimitOf(MAX_LINE_QUANTITY + 400)).toBe(MAX_LINE_QUANTITY);
    expect(addToCart(tea, MAX_LINE_QUANTITY + 1)).toBe(MAX_LINE_QUANTITY);
    expect(addToCart(tea)).toBe(0);
    expect(quantityInCart(readCart(), tea.id)).toBe(MAX_LINE_QUANTITY);
  });

  it('keeps the name, price, image and stock the visitor saw last', () => {
    addToCart(apple);
    addToCart({ ...apple, name: 'Elma Sirkesi 500 ml', price: 135, stockQuantity: 4 });
    expect(readCart()).toEqual([{ ...apple, name: 'Elma Sirkesi 500 ml', price: 135, stockQuantity: 4, quantity: 2 }]);
  });
});

describe('changing a quantity', () => {
  it('raises up to the stock last seen and lowers freely', () => {
    addToCart(apple, 2);
    setCartQuantity(apple.id, 50);
    expect(quantityInCart(readCart(), apple.id)).toBe(10);
    setCartQuantity(apple.id, 4);
    expect(quantityInCart(readCart(), apple.id)).toBe(4);
  });

  it('lowers a line the stock has fallen below, and never raises it by a "raise" that is still too many', () => {
    addToCart(apple, 6);
    refreshCartLines([{ id: apple.id, stockQuantity: 2 }]);
    expect(readCart()[0]).toMatchObject({ quantity: 6, stockQuantity: 2 }); // shown as a problem, not changed
    setCartQuantity(apple.id, 7);
    expect(quantityInCart(readCart(), apple.id)).toBe(6);
    setCartQuantity(apple.id, 5);
    expect(quantityInCart(readCart(), apple.id)).toBe(5);
  });

  it('removes the line at a quantity below 1, and an empty cart leaves nothing stored', () => {
    addToCart(apple);
    addToCart(tea);
    setCartQuantity(apple.id, 0);
    expect(readCart().map((line) => line.id)).toEqual([tea.id]);
    removeFromCart(tea.id);
    expect(readCart()).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('keeping the cart', () => {
  it('writes every change to localStorage and announces it to the page', () => {
    addToCart(apple, 2);
    expect(storedLines()).toEqual([{ ...apple, quantity: 2 }]);
    setCartQuantity(apple.id, 1);
    expect(storedLines()).toEqual([{ ...apple, quantity: 1 }]);
    expect(cartChanges).toBe(2);
  });

  it('restores what another tab or an earlier visit stored', () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...tea, quantity: 2 }]));
    expect(readCart()).toEqual([{ ...tea, quantity: 2 }]);
    expect(readCart()).toBe(readCart()); // the same array while nothing changed (useSyncExternalStore needs it)
  });

  it('reads a cart stored before image and stock were kept, and caps a quantity stored too high', () => {
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: apple.id, name: apple.name, price: apple.price, quantity: MAX_LINE_QUANTITY + 20 }]),
    );
    expect(readCart()).toEqual([
      { id: apple.id, name: apple.name, price: apple.price, imageUrl: null, quantity: MAX_LINE_QUANTITY },
    ]);
    setCartQuantity(apple.id, MAX_LINE_QUANTITY + 50); // no stock known: the cap still holds
    expect(quantityInCart(readCart(), apple.id)).toBe(MAX_LINE_QUANTITY);
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a list', JSON.stringify({ id: apple.id })],
    ['a line without a price', JSON.stringify([{ id: apple.id, name: apple.name, quantity: 1 }])],
    ['a price that is not a number', JSON.stringify([{ ...apple, price: '120', quantity: 1 }])],
    ['a quantity of 0', JSON.stringify([{ ...apple, quantity: 0 }])],
    ['a fractional quantity', JSON.stringify([{ ...apple, quantity: 1.5 }])],
    ['a negative stock', JSON.stringify([{ ...apple, stockQuantity: -1, quantity: 1 }])],
    [
      'one bad line among good ones',
      JSON.stringify([
        { ...tea, quantity: 1 },
        { ...apple, quantity: 'iki' },
      ]),
    ],
  ])('drops a stored value that is %s, and removes it', (_, stored) => {
    storage.setItem(CART_STORAGE_KEY, stored);
    expect(readCart()).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(addToCart(apple)).toBe(1); // and the cart works again from empty
    expect(storedLines()).toEqual([{ ...apple, quantity: 1 }]);
  });

  it('reads as empty where localStorage cannot be read (storage switched off)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readCart()).toEqual([]);
    expect(readCouponCode()).toBeNull();
  });
});

describe("the server's answer and the end of a checkout", () => {
  it('takes the stock always, and the current name and price when given', () => {
    addToCart(apple, 2);
    addToCart(tea);
    refreshCartLines([
      { id: apple.id, stockQuantity: 7, price: 110, name: 'Elma Sirkesi (yeni)' },
      { id: 'p-not-in-cart', stockQuantity: 1 },
    ]);
    expect(readCart()).toEqual([
      { ...apple, name: 'Elma Sirkesi (yeni)', price: 110, stockQuantity: 7, quantity: 2 },
      { ...tea, quantity: 1 },
    ]);
  });

  it('writes nothing when the answer changes nothing (no endless re-render between tabs)', () => {
    addToCart(apple);
    const changesBefore = cartChanges;
    refreshCartLines([{ id: apple.id, stockQuantity: apple.stockQuantity, price: apple.price }]);
    expect(cartChanges).toBe(changesBefore);
  });

  it('keeps the applied coupon for the checkout and clears it with the cart', () => {
    addToCart(apple);
    writeCouponCode('YAZ10');
    expect(readCouponCode()).toBe('YAZ10');
    clearCart();
    expect(readCart()).toEqual([]);
    expect(readCouponCode()).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
