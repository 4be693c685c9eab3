import { compareToTarget, type DietTotals } from '../../../../../shared/diet-totals.ts';
import { formatKcal, formatNumber, formatPercent } from '../../../../../shared/format.ts';
import type { NutritionTarget } from '../../../../../shared/schemas/nutrition-programs.ts';
import { cn } from '../../../../lib/cn.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';

const macroLabels = { protein: 'Protein', carbs: 'Karbonhidrat', fat: 'Yağ' } as const;

/**
 * A day's totals (kcal, the macros in grams and as whole percents of their energy) against the
 * client's daily target: 'Hedef: 1.900 kcal' and how far over or under, or that there is no target.
 */
export function DayTotals({
  dayLabel,
  totals,
  target,
}: {
  dayLabel: string;
  totals: DietTotals;
  target: NutritionTarget | null;
}) {
  const comparison = target ? compareToTarget(totals.calories, target.dailyCalories) : null;
  return (
    <section
      aria-label={messages.dayTotalLabel(dayLabel)}
      className="mt-4 flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-slate-900 dark:text-white">{messages.dayTotal}:</span>
        <span className="text-base font-semibold text-slate-900 dark:text-white">{formatKcal(totals.calories)}</span>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 dark:text-slate-200">
        {(['protein', 'carbs', 'fat'] as const).map((macro) => (
          <li key={macro}>
            {macroLabels[macro]} {formatNumber(totals[macro])} g ({formatPercent(totals.shares[macro], 0)})
          </li>
        ))}
      </ul>
      {target && comparison ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-slate-700 dark:text-slate-200">{messages.target(target.dailyCalories)}</span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              comparison.state === 'over' && 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
              comparison.state === 'under' && 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
              comparison.state === 'on' && 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
            )}
          >
            {comparison.state === 'over'
              ? messages.over(comparison.difference)
              : comparison.state === 'under'
                ? messages.under(comparison.difference)
                : messages.onTarget}
          </span>
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">{messages.noTarget}</p>
      )}
    </section>
  );
}
