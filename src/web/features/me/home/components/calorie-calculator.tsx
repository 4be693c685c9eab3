import { Calculator, Minus, Plus, X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import {
  addFood,
  buildCustomFood,
  type CalculatorItem,
  type CustomFoodInput,
  changeQuantity,
  type NutrientTotals,
  removeFood,
  shownItemTotals,
  sumTotals,
} from '../../../../../shared/calorie-calculator.ts';
import type { HomeFood } from '../../../../../shared/schemas/home.ts';
import { matchesSearch } from '../../../../../shared/text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { meHomeMessages } from '../messages.ts';
import { type BlockStatus, HomeBlock } from './home-block.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { formatGrams, formatKcal, formatNumber } from '../../../../../shared/format.ts';
import { useFoodOptions } from '../../foods/index.ts';

const MAX_RESULTS = 8;
const texts = meHomeMessages.calculator;
const emptyCustomFood: CustomFoodInput = { name: '', calories: '', protein: '', carbs: '', fat: '' };
const wholeGrams = (value: number) => `${formatNumber(value, 0)} g`;

/**
 * The calorie and nutrient calculator (spec 1 §2.5): browser-side math on the server's food list,
 * the same cached list the diary's picker uses.
 */
export function CalorieCalculator() {
  const foodOptions = useFoodOptions();
  // The home shows no calculator to a hide-numbers client (ADR 0090); its list has no numbers anyway.
  const foods = foodOptions.data?.numbersHidden === false ? foodOptions.data.foods : [];
  const foodStatus: BlockStatus = foodOptions.isPending ? 'pending' : foodOptions.isError ? 'error' : 'success';
  const [items, setItems] = useState<CalculatorItem[]>([]);
  // The totals of the rows as shown: they add up on screen (issue #39).
  const totals = sumTotals(items);
  // The calculator is usable at once (a food of one's own, the totals); only the search waits for the
  // food list, in a space of the list's own size, so the cards below do not move when it arrives.
  return (
    <HomeBlock
      title={texts.title}
      icon={Calculator}
      status="success"
      errorText={meHomeMessages.loadError}
      action={
        items.length > 0 ? (
          <Button variant="ghost" onClick={() => setItems([])}>
            {texts.clear}
          </Button>
        ) : undefined
      }
    >
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">{texts.description}</p>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <FoodSearch
            foods={foods}
            status={foodStatus}
            onAdd={(food) => setItems((current) => addFood(current, food))}
          />
          <CustomFoodForm onAdd={(food) => setItems((current) => addFood(current, food))} />
        </div>
        <div className="flex flex-col gap-4">
          <TotalsGrid totals={totals} />
          <SelectedFoods
            items={items}
            onChange={(id, delta) => setItems((current) => changeQuantity(current, id, delta))}
            onRemove={(id) => setItems((current) => removeFood(current, id))}
          />
        </div>
      </div>
    </HomeBlock>
  );
}

type FoodSearchProps = { foods: HomeFood[]; status: BlockStatus; onAdd: (food: HomeFood) => void };

function FoodSearch({ foods, status, onAdd }: FoodSearchProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const results = useMemo(
    () => foods.filter((food) => matchesSearch(food.name, query)).slice(0, MAX_RESULTS),
    [foods, query],
  );
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {texts.search}
      </label>
      <SearchInput
        id={inputId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={texts.searchPlaceholder}
      />
      {status === 'pending' ? (
        <FoodResultsPending />
      ) : status === 'error' ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {meHomeMessages.loadError}
        </p>
      ) : foods.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.noFoods}</p>
      ) : results.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.noMatch}</p>
      ) : (
        <ul
          aria-label="Besin listesi"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
        >
          {results.map((food) => (
            <li key={food.id} className="flex items-center justify-between gap-3 px-3 py-1.5">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                  {food.name}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {formatKcal(food.calories)} / {wholeGrams(food.servingSize)}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onAdd(food)}
                aria-label={texts.addLabel(food.name)}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-brand-900"
              >
                <Plus aria-hidden="true" className="size-4" />
                {texts.add}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The result list's rows while the food list loads: the same rows, empty, so nothing moves after. */
function FoodResultsPending() {
  return (
    <ul
      aria-busy="true"
      aria-label={texts.loadingFoods}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
    >
      {Array.from({ length: MAX_RESULTS }, (_, index) => (
        <li key={index} className="flex items-center justify-between gap-3 px-3 py-1.5">
          <span className="flex min-w-0 flex-col gap-1 py-0.5">
            <span className="block h-4 w-32 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            <span className="block h-3 w-20 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          </span>
          <span className="min-h-11" />
        </li>
      ))}
    </ul>
  );
}

function CustomFoodForm({ onAdd }: { onAdd: (food: NonNullable<ReturnType<typeof buildCustomFood>>) => void }) {
  const [input, setInput] = useState<CustomFoodInput>(emptyCustomFood);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const set = (field: keyof CustomFoodInput) => (event: { target: { value: string } }) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const food = buildCustomFood(input, `custom-${nextId.current}`);
    if (!food) {
      setError(texts.customInvalid);
      return;
    }
    nextId.current += 1;
    onAdd(food);
    setInput(emptyCustomFood);
    setError(null);
  };
  return (
    <details className="group rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-800 dark:text-slate-100">
        {texts.customTitle}
      </summary>
      <form onSubmit={submit} noValidate className="mt-2 grid grid-cols-2 gap-3">
        <TextField label={texts.customName} value={input.name} onChange={set('name')} className="col-span-2" />
        <TextField
          label={texts.customCalories}
          value={input.calories}
          onChange={set('calories')}
          inputMode="decimal"
          className="col-span-2"
        />
        <TextField label={texts.customProtein} value={input.protein} onChange={set('protein')} inputMode="decimal" />
        <TextField label={texts.customCarbs} value={input.carbs} onChange={set('carbs')} inputMode="decimal" />
        <TextField label={texts.customFat} value={input.fat} onChange={set('fat')} inputMode="decimal" />
        <div className="col-span-2 flex flex-col gap-2">
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <Button type="submit" variant="secondary">
            <Plus aria-hidden="true" className="size-4" />
            {texts.customAdd}
          </Button>
        </div>
      </form>
    </details>
  );
}

function TotalsGrid({ totals }: { totals: NutrientTotals }) {
  const cells = [
    { label: meHomeMessages.nutrients.calories, value: formatKcal(totals.calories) },
    { label: meHomeMessages.nutrients.protein, value: formatGrams(totals.protein) },
    { label: meHomeMessages.nutrients.carbs, value: formatGrams(totals.carbs) },
    { label: meHomeMessages.nutrients.fat, value: formatGrams(totals.fat) },
  ];
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">{texts.totals}</h3>
      <dl aria-live="polite" className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-2">
        {cells.map((cell) => (
          <div key={cell.label} className="rounded-xl bg-brand-50 p-3 dark:bg-brand-900/60">
            <dt className="text-xs font-medium text-brand-800 dark:text-brand-100">{cell.label}</dt>
            <dd className="text-lg font-bold text-slate-900 dark:text-white">{cell.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SelectedFoods({
  items,
  onChange,
  onRemove,
}: {
  items: CalculatorItem[];
  onChange: (id: string, delta: number) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">{texts.selectedTitle}</h3>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {texts.selectedEmpty}
        </p>
      ) : (
        <ul aria-label={texts.selectedTitle} className="flex flex-col gap-2">
          {items.map((item) => {
            const itemValues = shownItemTotals(item);
            return (
              <li
                key={item.id}
                className="flex items-center gap-2 rounded-xl border border-slate-200 p-2 pl-3 dark:border-slate-700"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{item.name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-300">
                    {formatKcal(itemValues.calories)} · P {formatGrams(itemValues.protein)} · K{' '}
                    {formatGrams(itemValues.carbs)} · Y {formatGrams(itemValues.fat)}
                  </p>
                </div>
                <div className="flex items-center">
                  <button
                    type="button"
                    onClick={() => onChange(item.id, -1)}
                    disabled={item.quantity <= 1}
                    aria-label={texts.decrease(item.name)}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800"
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <output
                    aria-label={`${item.name} miktarı`}
                    className="w-7 text-center text-sm font-semibold tabular-nums"
                  >
                    {item.quantity}
                  </output>
                  <button
                    type="button"
                    onClick={() => onChange(item.id, 1)}
                    aria-label={texts.increase(item.name)}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onRemove(item.id)}
                    aria-label={texts.remove(item.name)}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
