import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../../shared/format.ts';
import type { CartPricing, PricedCartLine } from '../../../../../shared/schemas/shop.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { usePublicSite } from '../../content/index.ts';
import { priceCart, toPricingLines } from '../api/price-cart.ts';
import { useCartPricing } from '../api/use-cart-pricing.ts';
import {
  type CartLine,
  quantityLimitOf,
  refreshCartLines,
  removeFromCart,
  setCartQuantity,
  useCart,
  useCouponCode,
  writeCouponCode,
} from '../cart-store.ts';
import { CartProblemsNotice, lineProblemOf } from '../components/cart-problems.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { useDocumentTitle } from '../seo.ts';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/** The price each line had when the visitor last saw it, where the server's now differs. */
type PriceChanges = Record<string, { before: number; after: number }>;

/**
 * /sepet (spec 3 §2.7): the lines with quantity controls (below 1 asks first, raising stops at the
 * stock), the coupon, the summary the server priced. A changed price, a product gone from sale or short
 * of stock is shown on its line; a line that cannot be ordered is named at the top and keeps 'Ödeme
 * Yap' off until it is fixed (issue #39).
 */
export function Component() {
  useDocumentTitle(`${text.cartTitle} | ${usePublicSite().siteName}`);
  const lines = useCart();
  const couponCode = useCouponCode();
  const pricing = useCartPricing(toPricingLines(lines), couponCode);
  const [priceChanges, setPriceChanges] = useState<PriceChanges>({});
  const [pendingRemoval, setPendingRemoval] = useState<CartLine | null>(null);
  const blockedId = useId();

  // Show what changed, then remember the current prices and stock (the order is priced by the server
  // anyway; the stock stops the quantity controls).
  useEffect(() => {
    if (!pricing.data) return;
    const changes: PriceChanges = {};
    for (const priced of pricing.data.lines) {
      const stored = lines.find((line) => line.id === priced.productId);
      if (stored && priced.price !== null && priced.price !== stored.price) {
        changes[stored.id] = { before: stored.price, after: priced.price };
      }
    }
    if (Object.keys(changes).length > 0) setPriceChanges((previous) => ({ ...previous, ...changes }));
    refreshCartLines(
      pricing.data.lines.map((line) =>
        line.name !== null && line.price !== null
          ? {
              id: line.productId,
              name: line.name,
              price: line.price,
              imageUrl: line.imageUrl,
              stockQuantity: line.stockQuantity,
            }
          : { id: line.productId, stockQuantity: line.stockQuantity },
      ),
    );
  }, [pricing.data, lines]);

  if (lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-24 text-center">
        <ShoppingBag aria-hidden="true" className="size-12 text-slate-400" />
        <h1 className="text-3xl font-bold">{text.cartEmpty}</h1>
        <p className="text-slate-600 dark:text-slate-300">{text.cartEmptyText}</p>
        <Link
          to="/urunler"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {text.goShopping}
        </Link>
      </div>
    );
  }

  const pricedById = new Map(pricing.data?.lines.map((line) => [line.productId, line]));
  const decrease = (line: CartLine) => {
    if (line.quantity <= 1) setPendingRemoval(line);
    else setCartQuantity(line.id, line.quantity - 1);
  };
  // The checkout is open only for a cart the server has priced and found orderable (issue #39).
  const canCheckOut = pricing.data?.isOrderable === true && !pricing.isPlaceholderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{text.cartTitle}</h1>
      <CartProblemsNotice pricing={pricing.data} lines={lines} className="mb-6" />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {lines.map((line) => {
            const priced = pricedById.get(line.id);
            const price = priced?.price ?? line.price;
            const limit = quantityLimitOf(priced?.stockQuantity ?? line.stockQuantity);
            return (
              <li key={line.id} className="flex flex-wrap items-center gap-4 p-4" data-testid="cart-line">
                <ProductImage
                  src={line.imageUrl}
                  alt=""
                  width={96}
                  height={96}
                  className="size-20 rounded-lg text-xs"
                />
                <div className="min-w-40 flex-1">
                  <Link to={`/urunler/${line.id}`} className="font-semibold hover:underline">
                    {line.name}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{formatMoney(price)}</p>
                  <LineNotice priced={priced} change={priceChanges[line.id]} />
                </div>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={text.decrease(line.name)}
                    onClick={() => decrease(line)}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <span className="w-8 text-center tabular-nums" data-testid="line-quantity">
                    {line.quantity}
                  </span>
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
                    onClick={() => setPendingRemoval(line)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                  </button>
                </div>
                <p className="w-28 text-right font-semibold tabular-nums" data-testid="line-amount">
                  {priced?.status === 'unavailable' ? '—' : formatMoney(price * line.quantity)}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col gap-4">
          <CouponField appliedCode={couponCode} pricingLines={toPricingLines(lines)} pricing={pricing.data} />
          {pricing.isError && <ErrorBox message={userMessageOr(pricing.error, text.pricingError)} />}
          {pricing.data ? (
            <CartSummary pricing={pricing.data}>
              {canCheckOut ? (
                <Link
                  to="/checkout"
                  className="mt-5 flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                >
                  {text.checkout}
                </Link>
              ) : (
                <>
                  <button
                    type="button"
                    disabled
                    aria-describedby={pricing.data.isOrderable ? undefined : blockedId}
                    className="mt-5 flex min-h-11 w-full cursor-not-allowed items-center justify-center rounded-lg bg-slate-500 px-4 font-semibold text-white"
                  >
                    {text.checkout}
                  </button>
                  {!pricing.data.isOrderable && (
                    <p id={blockedId} className="mt-2 text-sm text-amber-800 dark:text-amber-300">
                      {text.checkoutBlocked}
                    </p>
                  )}
                </>
              )}
            </CartSummary>
          ) : (
            !pricing.isError && <Spinner label={text.refreshing} />
          )}
        </div>
      </div>
      <Dialog
        isOpen={pendingRemoval !== null}
        onClose={() => setPendingRemoval(null)}
        title={text.confirmRemovalTitle}
        className="max-w-sm"
      >
        <p className="text-slate-700 dark:text-slate-300">{text.confirmRemoval}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setPendingRemoval(null)}>
            {text.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (pendingRemoval) removeFromCart(pendingRemoval.id);
              setPendingRemoval(null);
            }}
          >
            {text.confirmRemovalButton}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** A changed price and the line's problem, with the fix when there is one (lower to the stock). */
function LineNotice({
  priced,
  change,
}: {
  priced: PricedCartLine | undefined;
  change?: { before: number; after: number };
}) {
  const notices: string[] = [];
  if (change) notices.push(text.priceChanged(formatMoney(change.before), formatMoney(change.after)));
  const problem = priced ? lineProblemOf(priced) : null;
  if (problem) notices.push(problem);
  if (notices.length === 0) return null;
  // The quantity the line can be lowered to: what is on the shelf, or what one order may hold.
  const fixedQuantity =
    priced?.status === 'insufficient_stock'
      ? priced.stockQuantity
      : priced?.status === 'over_unit_limit'
        ? priced.unitLimit
        : 0;
  return (
    <div className="mt-1">
      <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-300">
        {notices.join(' ')}
      </p>
      {priced && fixedQuantity > 0 && (
        <Button variant="secondary" className="mt-2" onClick={() => setCartQuantity(priced.productId, fixedQuantity)}>
          {text.setToStock(fixedQuantity)}
        </Button>
      )}
    </div>
  );
}

/** The coupon: not applied (field + 'Uygula') or applied (its name + 'Kuponu Kaldır') (spec 3 §4). */
function CouponField({
  appliedCode,
  pricingLines,
  pricing,
}: {
  appliedCode: string | null;
  pricingLines: { productId: string; quantity: number }[];
  pricing: Pick<CartPricing, 'coupon' | 'isCouponRejected' | 'couponRejection'> | undefined;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const inputId = useId();
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (!code) {
      setError(text.invalidCoupon);
      return;
    }
    setIsChecking(true);
    try {
      const result = await priceCart(pricingLines, code);
      if (result.coupon) {
        writeCouponCode(result.coupon.code);
        setDraft('');
        setError(null);
      } else setError(result.couponRejection ?? text.invalidCoupon);
    } catch (failure) {
      setError(userMessageOr(failure, text.invalidCoupon));
    } finally {
      setIsChecking(false);
    }
  };
  if (appliedCode && pricing?.coupon) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
        <p role="status" className="text-sm font-medium">
          {text.couponApplied(pricing.coupon.code, pricing.coupon.percent)}
        </p>
        <Button variant="secondary" onClick={() => writeCouponCode(null)}>
          {text.removeCoupon}
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={apply}
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
        {text.coupon}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={40}
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 uppercase dark:border-slate-600 dark:bg-slate-800"
        />
        <Button type="submit" isBusy={isChecking}>
          {text.applyCoupon}
        </Button>
      </div>
      {(error || (appliedCode && pricing?.isCouponRejected)) && (
        <div className="mt-2">
          <ErrorBox message={error ?? pricing?.couponRejection ?? text.invalidCoupon} />
          {appliedCode && pricing?.isCouponRejected && (
            <Button variant="ghost" className="mt-1" onClick={() => writeCouponCode(null)}>
              {text.removeCoupon}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
