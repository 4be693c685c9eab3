import { formatOneDecimal, type Nutrients } from '../../../../../shared/nutrition.ts';
import { meDiaryMessages as t } from '../messages.ts';
import { formatKcal, formatNumber } from '../../../../../shared/format.ts';

/**
 * The day's four totals (spec 1 §2.7): kcal and three macros in grams, of the rows the server has.
 * Entries still waiting on the phone (offline, issue #41) are listed apart, so their calories are
 * added in a line of their own: the boxes keep adding up to the rows shown below them.
 */
export function DiaryTotals({ totals, waitingCalories = 0 }: { totals: Nutrients; waitingCalories?: number }) {
  const items = [
    { label: t.calories, value: formatNumber(totals.calories, 0), unit: 'kcal', accent: true },
    { label: t.protein, value: formatOneDecimal(totals.protein), unit: 'g', accent: false },
    { label: t.carbs, value: formatOneDecimal(totals.carbs), unit: 'g', accent: false },
    { label: t.fat, value: formatOneDecimal(totals.fat), unit: 'g', accent: false },
  ];
  return (
    <section aria-label={t.totalsHeading}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className={
              item.accent
                ? 'rounded-2xl bg-brand-700 p-4 text-white shadow-sm'
                : 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900'
            }
          >
            <dt className={item.accent ? 'text-sm text-brand-50' : 'text-sm text-slate-600 dark:text-slate-300'}>
              {item.label}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              {item.value} <span className="text-base font-medium">{item.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      {waitingCalories > 0 && (
        <p className="mt-2 text-sm font-medium text-amber-900 dark:text-amber-100">
          {t.withWaiting(formatKcal(totals.calories + waitingCalories))}
        </p>
      )}
    </section>
  );
}
