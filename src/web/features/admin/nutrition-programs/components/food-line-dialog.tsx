import { Check, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  gramsOfMeasure,
  type HouseholdMeasure,
  householdMeasures,
  nutrientsOfLine,
} from '../../../../../shared/diet-totals.ts';
import { readTypedNumber } from '../../../../../shared/fields/number-field.ts';
import { formatKcal, formatNumber } from '../../../../../shared/format.ts';
import type { FoodWithMeasures } from '../../../../../shared/schemas/foods.ts';
import { FOOD_LINE_NOTE_MAX, foodLineInputSchema } from '../../../../../shared/schemas/nutrition-programs.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ToggleChips } from '../../../../components/ui/toggle-chips.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useFoods } from '../../foods/index.ts';
import type { EditorFoodLine } from '../api/use-program-autosave.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';

type AmountKind = 'grams' | 'measure';
const amountKinds = ['grams', 'measure'] as const satisfies readonly AmountKind[];

/** 'Besin ekle': a meal's new food line, in a dialog (a fresh form every time it opens). */
export function FoodLineDialog({
  title,
  isOpen,
  onClose,
  onAdd,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onAdd: (line: EditorFoodLine) => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} className="max-w-xl">
      {isOpen && <FoodLineForm onAdd={onAdd} onCancel={onClose} />}
    </Dialog>
  );
}

/** The line the form describes, or the first Turkish message of why it is not one yet. */
function readLine(form: {
  food: FoodWithMeasures | null;
  kind: AmountKind;
  gramsText: string;
  measure: HouseholdMeasure;
  countText: string;
  note: string;
}): { line: EditorFoodLine } | { error: string } {
  if (!form.food) return { error: messages.chooseFood };
  const amount =
    form.kind === 'grams'
      ? { grams: readTypedNumber(form.gramsText) ?? null }
      : { measure: form.measure, measureCount: readTypedNumber(form.countText) ?? null };
  // The route's own schema judges the line, so the dialog refuses exactly what the save would.
  const parsed = foodLineInputSchema.safeParse({ foodId: form.food.id, ...amount, note: form.note });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? messages.chooseFood };
  const { grams, measure, measureCount, note } = parsed.data;
  const line = { id: `new-${Date.now()}-${Math.random()}`, food: form.food, note };
  return {
    line:
      grams !== null
        ? { ...line, grams, measure: null, measureCount: null }
        : { ...line, grams: null, measure: measure as HouseholdMeasure, measureCount: measureCount as number },
  };
}

function FoodLineForm({ onAdd, onCancel }: { onAdd: (line: EditorFoodLine) => void; onCancel: () => void }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const foods = useFoods(debouncedSearch, 1);
  const [food, setFood] = useState<FoodWithMeasures | null>(null);
  const [kind, setKind] = useState<AmountKind>('grams');
  const [gramsText, setGramsText] = useState('100');
  const [measure, setMeasure] = useState<HouseholdMeasure>('water_glass');
  const [countText, setCountText] = useState('1');
  const [note, setNote] = useState('');
  // The reason a line cannot be added shows once the dietitian has tried, and goes as soon as it is fixed.
  const [hasTried, setHasTried] = useState(false);
  const listId = useId();

  const result = readLine({ food, kind, gramsText, measure, countText, note });
  const preview = 'line' in result ? nutrientsOfLine(result.line).calories : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('error' in result) {
      setHasTried(true);
      return;
    }
    onAdd(result.line);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        label={messages.foodSearchLabel}
        type="search"
        placeholder={messages.foodSearchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        aria-controls={listId}
        autoFocus
      />
      <QueryState query={foods} errorText={messages.foodsLoadError}>
        {(page) => (
          <>
            <p aria-live="polite" className="sr-only">
              {page.items.length === 0 ? messages.noFoodMatch : messages.foodCount(page.total)}
            </p>
            {page.items.length === 0 ? (
              <p className="py-3 text-center text-slate-600 dark:text-slate-300">{messages.noFoodMatch}</p>
            ) : (
              <ul
                id={listId}
                aria-label={messages.foodResults}
                className="-mx-1 flex max-h-56 flex-col gap-1 overflow-y-auto px-1"
              >
                {page.items.map((item) => {
                  const isChosen = food?.id === item.id;
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-pressed={isChosen}
                        onClick={() => setFood(item)}
                        className={cn(
                          'flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left',
                          isChosen
                            ? 'border-brand-700 bg-brand-50 dark:bg-slate-800'
                            : 'border-slate-200 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800',
                        )}
                      >
                        <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">{item.name}</span>
                        <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
                          {formatKcal(item.calories)} / {item.servingSize} g
                        </span>
                        {isChosen && <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {messages.chosenFood}:{' '}
        <strong className="font-semibold text-slate-900 dark:text-white">{food?.name ?? '—'}</strong>
      </p>
      <ToggleChips
        legend={messages.amountKind}
        options={amountKinds}
        value={kind}
        onChange={setKind}
        labelOf={(option) => messages.amountKinds[option]}
      />
      {kind === 'grams' ? (
        <TextField
          label={messages.gramsLabel}
          inputMode="decimal"
          value={gramsText}
          onChange={(event) => setGramsText(event.target.value)}
        />
      ) : (
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <SelectField
            label={messages.measureLabel}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as HouseholdMeasure)}
            options={householdMeasures.map((option) => ({
              value: option.key,
              // The grams the measure stands for in the chosen food (its own weight, else the default).
              label: `${option.label} (${formatNumber(gramsOfMeasure(option.key, food?.measureGrams ?? {}))} g)`,
            }))}
          />
          <TextField
            label={messages.countLabel}
            inputMode="decimal"
            value={countText}
            onChange={(event) => setCountText(event.target.value)}
          />
        </div>
      )}
      <TextField
        label={messages.noteLabel}
        placeholder={messages.notePlaceholder}
        value={note}
        maxLength={FOOD_LINE_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      {preview !== null && (
        <p className="text-sm font-semibold text-brand-800 dark:text-brand-200">{messages.linePreview(preview)}</p>
      )}
      {hasTried && 'error' in result && <ErrorBox message={result.error} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button type="submit">
          <Plus aria-hidden="true" className="size-4" />
          {messages.addLine}
        </Button>
      </div>
    </form>
  );
}
