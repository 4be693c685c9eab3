import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { DEFAULT_SERVING_GRAMS, type MealType, mealLabels } from '../../../../../shared/constants.ts';
import { formatOneDecimal, parsePortionGrams, scaleToPortion } from '../../../../../shared/nutrition.ts';
import type { MeFoodOption } from '../../../../../shared/schemas/foods.ts';
import { foldForSearch, foodSearchNeedles } from '../../../../../shared/text.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useFoodOptions } from '../../foods/index.ts';
import { meDiaryMessages as t } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { formatNumberForInput } from '../../../../../shared/format.ts';

type FoodPickerDialogProps = {
  mealType: MealType | null;
  isAdding: boolean;
  onPick: (food: MeFoodOption, portionGrams: number) => void;
  onClose: () => void;
};

/**
 * 'Besin Seç' (spec 1 §2.7): a Turkish-aware search over the food list ('ıspanak' finds 'Ispanak'),
 * a portion in grams (default 100, minimum 1, anything not a number becomes 1) and each food's
 * nutrients for that portion, macros to one decimal. Picking a food adds it to the meal.
 */
export function FoodPickerDialog({ mealType, isAdding, onPick, onClose }: FoodPickerDialogProps) {
  const isOpen = mealType !== null;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t.pickerTitle} className="max-w-xl">
      {mealType && <FoodPicker mealType={mealType} isAdding={isAdding} onPick={onPick} />}
    </Dialog>
  );
}

function FoodPicker({
  mealType,
  isAdding,
  onPick,
}: {
  mealType: MealType;
  isAdding: boolean;
  onPick: FoodPickerDialogProps['onPick'];
}) {
  const foods = useFoodOptions();
  const [search, setSearch] = useState('');
  const [portionText, setPortionText] = useState(String(DEFAULT_SERVING_GRAMS));
  const deferredSearch = useDeferredValue(search);
  const portionGrams = parsePortionGrams(portionText);
  const listId = useId();

  const indexed = useMemo(
    () => (foods.data?.foods ?? []).map((food) => ({ food, folded: foldForSearch(food.name) })),
    [foods.data],
  );
  const matches = useMemo(() => {
    if (!deferredSearch.trim()) return indexed.map((item) => item.food);
    const needles = foodSearchNeedles(deferredSearch);
    return indexed.filter((item) => needles.some((needle) => item.folded.includes(needle))).map((item) => item.food);
  }, [indexed, deferredSearch]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Öğün: <strong className="font-semibold text-slate-900 dark:text-white">{mealLabels[mealType]}</strong>
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <div className="relative">
          <TextField
            label={t.searchLabel}
            type="search"
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            aria-controls={listId}
            autoFocus
          />
          <Search aria-hidden="true" className="pointer-events-none absolute right-3 bottom-3 size-5 text-slate-400" />
        </div>
        <TextField
          label={t.portionLabel}
          inputMode="decimal"
          value={portionText}
          onChange={(event) => setPortionText(event.target.value)}
          onBlur={() => setPortionText(formatNumberForInput(parsePortionGrams(portionText)))}
        />
      </div>

      <QueryState query={foods} errorText={t.foodsLoadError} retryText={t.retry}>
        {() => (
          <>
            <p aria-live="polite" className="sr-only">
              {matches.length === 0 ? t.noMatch : `${matches.length} besin bulundu`}
            </p>
            {matches.length === 0 ? (
              <p className="py-6 text-center text-slate-600 dark:text-slate-300">{t.noMatch}</p>
            ) : (
              <ul
                id={listId}
                aria-label="Besinler"
                className="-mx-1 flex max-h-[50dvh] flex-col gap-1 overflow-y-auto px-1"
              >
                {matches.map((food) => (
                  <FoodRow
                    key={food.id}
                    food={food}
                    portionGrams={portionGrams}
                    isDisabled={isAdding}
                    onPick={() => onPick(food, portionGrams)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function FoodRow({
  food,
  portionGrams,
  isDisabled,
  onPick,
}: {
  food: MeFoodOption;
  portionGrams: number;
  isDisabled: boolean;
  onPick: () => void;
}) {
  // A hide-numbers client's foods have no numbers (ADR 0090): the name and the portion only.
  const values = 'calories' in food ? scaleToPortion(food, food.servingSize, portionGrams) : null;
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        disabled={isDisabled}
        aria-label={`${food.name} ekle`}
        className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900 dark:text-white">{food.name}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {formatOneDecimal(portionGrams)} g
            {values &&
              ` · P ${formatOneDecimal(values.protein)} g · K ${formatOneDecimal(values.carbs)} g · Y ${formatOneDecimal(values.fat)} g`}
          </span>
        </span>
        {values && (
          <span className="shrink-0 text-sm font-semibold text-brand-800 dark:text-brand-200">
            {formatOneDecimal(values.calories)} kcal
          </span>
        )}
        <Plus aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-200" />
      </button>
    </li>
  );
}
