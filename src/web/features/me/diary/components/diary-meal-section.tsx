import { Minus, Plus, Trash2 } from 'lucide-react';
import { type MealType, mealLabels } from '../../../../../shared/constants.ts';
import { hasDiaryNumbers } from '../../../../../shared/diary-numbers.ts';
import { type NutrientTotals, roundShownRow } from '../../../../../shared/diary-totals.ts';
import { formatOneDecimal } from '../../../../../shared/nutrition.ts';
import type { MeDiaryEntry } from '../../../../../shared/schemas/diary.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { meDiaryMessages as t } from '../messages.ts';
import { DiaryEntryPhoto } from './diary-entry-photo.tsx';
import { formatKcal, formatNumber } from '../../../../../shared/format.ts';

type DiaryMealSectionProps = {
  mealType: MealType;
  /** The day shown (the meal photos update its cached entries). */
  date: string;
  entries: MeDiaryEntry[];
  /** The meal's totals from groupDiaryDay: the sum of its rows as shown (null in hide-numbers mode). */
  totals: NutrientTotals | null;
  busyEntryId: string | null;
  onAdd: (mealType: MealType) => void;
  onChangeQuantity: (entry: MeDiaryEntry, quantity: number) => void;
  onDelete: (entry: MeDiaryEntry) => void;
};

/** One of the day's six meals: its entries with quantity steppers and delete, or the empty text. */
export function DiaryMealSection({
  mealType,
  date,
  entries,
  totals,
  busyEntryId,
  onAdd,
  onChangeQuantity,
  onDelete,
}: DiaryMealSectionProps) {
  const label = mealLabels[mealType];
  const headingId = `meal-${mealType}`;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {label}
            </h2>
            {totals && <p className="text-sm text-slate-600 dark:text-slate-300">{formatKcal(totals.calories)}</p>}
          </div>
          <Button variant="secondary" onClick={() => onAdd(mealType)} aria-label={`${label}: ${t.addFood}`}>
            <Plus aria-hidden="true" className="size-4" />
            {t.addFood}
          </Button>
        </div>
        {entries.length === 0 ? (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
            {t.emptyMeal}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {entries.map((entry) => (
              <DiaryEntryRow
                key={entry.id}
                entry={entry}
                date={date}
                isBusy={busyEntryId === entry.id}
                onChangeQuantity={onChangeQuantity}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function DiaryEntryRow({
  entry,
  date,
  isBusy,
  onChangeQuantity,
  onDelete,
}: {
  entry: MeDiaryEntry;
  date: string;
  isBusy: boolean;
  onChangeQuantity: DiaryMealSectionProps['onChangeQuantity'];
  onDelete: DiaryMealSectionProps['onDelete'];
}) {
  // A hide-numbers client's entry has no numbers (ADR 0090): the food and the amount only.
  const values = hasDiaryNumbers(entry) ? roundShownRow(entry) : null;
  const stepClass =
    'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium text-slate-900 dark:text-white">{entry.foodName}</p>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {formatOneDecimal(entry.portionGrams)} g × {formatNumber(entry.quantity)}
          {values && (
            <>
              {' '}
              · P {formatOneDecimal(values.protein)} g · K {formatOneDecimal(values.carbs)} g · Y{' '}
              {formatOneDecimal(values.fat)} g
            </>
          )}
        </p>
      </div>
      {values && (
        <p className="w-20 text-right font-semibold text-brand-800 tabular-nums dark:text-brand-200">
          {formatKcal(values.calories)}
        </p>
      )}
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepClass}
          onClick={() => onChangeQuantity(entry, entry.quantity - 1)}
          disabled={isBusy || entry.quantity <= 1}
          aria-label={`${entry.foodName} miktarını azalt`}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          className="w-8 text-center font-semibold tabular-nums"
          aria-label={`${entry.foodName} miktarı`}
          aria-live="polite"
        >
          {entry.quantity}
        </output>
        <button
          type="button"
          className={stepClass}
          onClick={() => onChangeQuantity(entry, entry.quantity + 1)}
          disabled={isBusy}
          aria-label={`${entry.foodName} miktarını artır`}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onDelete(entry)}
          disabled={isBusy}
          aria-label={`${entry.foodName} kaydını sil`}
          className="ml-1 inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-300 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      <DiaryEntryPhoto entry={entry} date={date} />
    </li>
  );
}
