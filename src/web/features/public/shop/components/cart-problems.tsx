import { TriangleAlert } from 'lucide-react';
import type { CartPricing, PricedCartLine } from '../../../../../shared/schemas/shop.ts';
import { cn } from '../../../../lib/cn.ts';
import type { CartLine } from '../cart-store.ts';
import { publicShopMessages as text } from '../messages.ts';

// The cart's problem lines, said the same way wherever the cart is shown (issue #39): a line the
// server answers as no longer sold, short of stock or over the units one order may hold (ADR 0067)
// blocks ordering, and the visitor is told which
// and what to do, at the top of the cart page and the checkout and in the top bar's dropdown.

/** What is wrong with a line and what to do about it; null for a line that can be ordered. */
export function lineProblemOf(line: PricedCartLine): string | null {
  if (line.status === 'unavailable') return text.unavailable;
  if (line.status === 'insufficient_stock') return text.insufficientStock(line.stockQuantity);
  if (line.status === 'over_unit_limit') return text.overUnitLimit(line.unitLimit);
  return null;
}

/** The same in a few words, for the dropdown's narrow lines. */
export function shortLineProblemOf(line: PricedCartLine): string | null {
  if (line.status === 'unavailable') return text.unavailableShort;
  if (line.status === 'insufficient_stock') return text.insufficientStockShort(line.stockQuantity);
  if (line.status === 'over_unit_limit') return text.overUnitLimitShort(line.unitLimit);
  return null;
}

export const problemLinesOf = (pricing: CartPricing | undefined) =>
  pricing?.lines.filter((line) => line.status !== 'ok') ?? [];

/** The alert at the top: which lines stop the order, each with its problem. Nothing when there is none. */
export function CartProblemsNotice({
  pricing,
  lines = [],
  isCompact = false,
  className,
}: {
  pricing: CartPricing | undefined;
  /** The stored cart: the name a product gone from the shop had when it was added. */
  lines?: CartLine[];
  /** The dropdown: the alert's sentence only (each line says its own problem there). */
  isCompact?: boolean;
  className?: string;
}) {
  const problems = problemLinesOf(pricing);
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="cart-problems"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{text.cartHasProblems}</p>
        {!isCompact && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {problems.map((line) => (
              <li key={line.productId}>
                <span className="font-medium">
                  {line.name ?? lines.find((stored) => stored.id === line.productId)?.name ?? text.unknownProduct}
                </span>
                : {lineProblemOf(line)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
