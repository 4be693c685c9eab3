import { Minus, Plus, ShoppingCart, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import type { CartPricing } from '../../../../../shared/schemas/shop.ts';
import { SiteLink, useSitePathname } from '../../../../lib/site-navigation.tsx';
import { useDismiss } from '../../../../lib/use-dismiss.ts';
import { priceCart } from '../api/price-cart.ts';
import {
  type CartLine,
  cartCount,
  quantityLimitOf,
  refreshCartLines,
  removeFromCart,
  setCartQuantity,
  useCart,
  useCouponCode,
} from '../cart-store.ts';
import { publicShopMessages as text } from '../messages.ts';
import { CartProblemsNotice, shortLineProblemOf } from './cart-problems.tsx';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

type MenuPricing = { pricing: CartPricing | undefined; isCurrent: boolean; isFailed: boolean };

/**
 * The cart as the server prices it, asked while the dropdown is open and again on every change of
 * its lines or coupon (issue #39: the dropdown's total came from the prices stored in the browser).
 * The previous answer stays on screen while the next one is asked. Not TanStack Query: the dropdown
 * is an island of the document pages, whose download carries no query library (ADR 0029).
 */
function useMenuPricing(lines: CartLine[], couponCode: string | null, isOpen: boolean): MenuPricing {
  const [answer, setAnswer] = useState<{ key: string; pricing?: CartPricing } | null>(null);
  const request = JSON.stringify({ lines: lines.map((line) => [line.id, line.quantity]), couponCode });
  useEffect(() => {
    if (!isOpen) return;
    const { lines: asked, couponCode: code } = JSON.parse(request) as {
      lines: [string, number][];
      couponCode: string | null;
    };
    if (asked.length === 0) return;
    const controller = new AbortController();
    priceCart(
      asked.map(([productId, quantity]) => ({ productId, quantity })),
      code,
      controller.signal,
    ).then(
      (pricing) => {
        setAnswer({ key: request, pricing });
        // The stock as the server sees it now: the quantity controls stop there from now on.
        refreshCartLines(pricing.lines.map((line) => ({ id: line.productId, stockQuantity: line.stockQuantity })));
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key: request });
      },
    );
    return () => controller.abort();
  }, [request, isOpen]);
  const isCurrent = answer?.key === request;
  return { pricing: answer?.pricing, isCurrent, isFailed: isCurrent && answer?.pricing === undefined };
}

/**
 * The top bar's cart (spec 3 §2.7): a count badge and a dropdown with each line's −/+/remove, the
 * total, 'Sepeti Görüntüle' and 'Ödeme Yap'. Prices, total and each line's state are the server's; a
 * line that cannot be ordered says why and 'Ödeme Yap' is off until it is fixed. Closes by its button,
 * its close icon, Escape, an outside click or a navigation. Without JavaScript the button is a plain
 * link to /sepet.
 */
export function CartMenu() {
  const lines = useCart();
  const couponCode = useCouponCode();
  const count = cartCount(lines);
  const [isOpen, setIsOpen] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = useSitePathname();
  const close = useCallback(() => setIsOpen(false), []);
  const { pricing, isCurrent, isFailed } = useMenuPricing(lines, couponCode, isOpen);
  const pricedById = new Map(pricing?.lines.map((line) => [line.productId, line]));
  const canCheckOut = !(isCurrent && pricing && !pricing.isOrderable);
  useDismiss(isOpen, containerRef, close);
  useEffect(() => setIsHydrated(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the dropdown
  useEffect(() => setIsOpen(false), [pathname]);

  const badge = count > 0 && (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
    >
      {count}
    </span>
  );
  const buttonClass =
    'relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

  if (!isHydrated) {
    return (
      <SiteLink to="/sepet" aria-label={text.cartWithCount(count)} title={text.cart} className={buttonClass}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        {badge}
      </SiteLink>
    );
  }
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-label={text.cartWithCount(count)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        title={text.cart}
        onClick={() => setIsOpen((open) => !open)}
        className={buttonClass}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {badge}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-label={text.cartTitle}
          className="fixed inset-x-2 top-16 z-50 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-lg font-semibold">{text.cartTitle}</h2>
            <button
              type="button"
              aria-label={text.closeCart}
              onClick={() => {
                close();
                toggleRef.current?.focus();
              }}
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {lines.length === 0 ? (
            <p className="py-6 text-center text-slate-600 dark:text-slate-300">{text.cartEmptyShort}</p>
          ) : (
            <>
              {isCurrent && <CartProblemsNotice pricing={pricing} isCompact className="mb-2" />}
              <ul className="max-h-80 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-700">
                {lines.map((line) => {
                  const priced = pricedById.get(line.id);
                  const problem = priced && shortLineProblemOf(priced);
                  const limit = quantityLimitOf(priced?.stockQuantity ?? line.stockQuantity);
                  return (
                    <li key={line.id} className="flex items-center gap-2 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium">{line.name}</p>
                        <p className="text-xs text-slate-600 dark:text-slate-300">
                          {line.quantity} × {formatMoney(priced?.price ?? line.price)}
                        </p>
                        {problem && (
                          <p className="text-xs font-semibold text-amber-800 dark:text-amber-300">{problem}</p>
                        )}
                      </div>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={text.decrease(line.name)}
                        onClick={() => setCartQuantity(line.id, line.quantity - 1)}
                      >
                        <Minus aria-hidden="true" className="size-4" />
                      </button>
                      <span className="w-6 text-center text-sm tabular-nums">{line.quantity}</span>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={text.increase(line.name)}
                        disabled={line.quantity >= limit}
                        onClick={() => setCartQuantity(line.id, line.quantity + 1)}
                      >
                        <Plus aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={text.remove(line.name)}
                        onClick={() => removeFromCart(line.id)}
                      >
                        <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold dark:border-slate-700">
                <span>{text.total}</span>
                <span data-testid="cart-menu-total" aria-live="polite">
                  {isCurrent && pricing ? formatMoney(pricing.total) : isFailed ? text.pricingError : text.refreshing}
                </span>
              </p>
            </>
          )}
          <div className="mt-4 grid grid-cols-2 gap-2">
            <SiteLink
              to="/sepet"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {text.viewCart}
            </SiteLink>
            {canCheckOut ? (
              <SiteLink
                to="/checkout"
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {text.checkout}
              </SiteLink>
            ) : (
              <button
                type="button"
                disabled
                title={text.checkoutBlocked}
                className="inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-lg bg-slate-500 px-3 text-sm font-semibold text-white"
              >
                {text.checkout}
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
