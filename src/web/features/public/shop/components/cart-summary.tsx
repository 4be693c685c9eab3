import type { ReactNode } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import type { CartPricing } from '../../../../../shared/schemas/shop.ts';
import { publicShopMessages as text } from '../messages.ts';

/** The order summary the server priced: subtotal, coupon discount, shipping 'Ücretsiz', total (spec 3 §2.7). */
export function CartSummary({ pricing, children }: { pricing: CartPricing; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        {text.summary}
      </h2>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{text.subtotal}</dt>
        <dd className="text-right tabular-nums" data-testid="summary-subtotal">
          {formatMoney(pricing.subtotal)}
        </dd>
        {pricing.coupon && (
          <>
            <dt>{text.discount(pricing.coupon.percent)}</dt>
            <dd
              className="text-right text-emerald-800 tabular-nums dark:text-emerald-300"
              data-testid="summary-discount"
            >
              −{formatMoney(pricing.discount)}
            </dd>
          </>
        )}
        <dt>{text.shipping}</dt>
        <dd className="text-right font-medium text-emerald-800 dark:text-emerald-300">{text.free}</dd>
        <dt className="border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-700">{text.total}</dt>
        <dd
          className="border-t border-slate-200 pt-2 text-right text-base font-bold tabular-nums dark:border-slate-700"
          data-testid="summary-total"
        >
          {formatMoney(pricing.total)}
        </dd>
      </dl>
      {children}
    </section>
  );
}
