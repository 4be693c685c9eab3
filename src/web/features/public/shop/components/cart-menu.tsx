import { Minus, Plus, ShoppingCart, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import { SiteLink, useSitePathname } from '../../../../lib/site-navigation.tsx';
import { useDismiss } from '../../../../lib/use-dismiss.ts';
import { cartCount, cartTotal, removeFromCart, setCartQuantity, useCart } from '../cart-store.ts';
import { publicShopMessages as text } from '../messages.ts';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The top bar's cart (spec 3 §2.7): a count badge and a dropdown with each line's −/+/remove, the
 * total, 'Sepeti Görüntüle' and 'Ödeme Yap'. Closes by its button, its close icon, Escape, an outside
 * click or a navigation. Without JavaScript the button is a plain link to /sepet.
 */
export function CartMenu() {
  const lines = useCart();
  const count = cartCount(lines);
  const [isOpen, setIsOpen] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = useSitePathname();
  const close = useCallback(() => setIsOpen(false), []);
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
              <ul className="max-h-80 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-700">
                {lines.map((line) => (
                  <li key={line.id} className="flex items-center gap-2 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{line.name}</p>
                      <p className="text-xs text-slate-600 dark:text-slate-300">
                        {line.quantity} × {formatMoney(line.price)}
                      </p>
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
                ))}
              </ul>
              <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold dark:border-slate-700">
                <span>{text.total}</span>
                <span data-testid="cart-menu-total">{formatMoney(cartTotal(lines))}</span>
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
            <SiteLink
              to="/checkout"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {text.checkout}
            </SiteLink>
          </div>
        </section>
      )}
    </div>
  );
}
