import { Check, Star } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  gramsOfMeasure,
  type HouseholdMeasure,
  householdMeasures,
  nutrientsOfLine,
} from '../../../../../shared/diet-totals.ts';
import { readTypedNumber } from '../../../../../shared/fields/number-field.ts';
import { formatKcal, formatNumber } from '../../../../../shared/format.ts';
import {
  FOOD_PICKS_MAX,
  type FoodPick,
  type FoodPickGroup,
  type FoodWithMeasures,
} from '../../../../../shared/schemas/foods.ts';
import {
  FOOD_LINE_NOTE_MAX,
  foodLineAlternativeInputSchema,
  foodLineInputSchema,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ToggleChips } from '../../../../components/ui/toggle-chips.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useFoodPicks } from '../api/get-food-picks.ts';
import { useSetFoodFavourite } from '../api/set-food-favourite.ts';
import type { EditorFoodLineAlternative } from '../api/program-save-queue.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

type AmountKind = 'grams' | 'measure';
const amountKinds = ['grams', 'measure'] as const satisfies readonly AmountKind[];

/** The line a dialog adds: a food, its amount and note (a main line gets its alternatives later). */
type DialogFoodLine = EditorFoodLineAlternative;

/**
 * 'Besin ekle' (a meal's new food line) and 'Veya ekle' (an alternative of `mainLine`), in a dialog
 * (a fresh form every time it opens). An alternative's preview says its kcal against the main line's.
 */
export function FoodLineDialog({
  title,
  isOpen,
  onClose,
  onAdd,
  mainLine,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onAdd: (line: DialogFoodLine) => void;
  mainLine?: { name: string; calories: number };
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} className="max-w-xl">
      {isOpen && <FoodLineForm onAdd={onAdd} onCancel={onClose} mainLine={mainLine} />}
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
  isAlternative: boolean;
}): { line: DialogFoodLine } | { error: string } {
  if (!form.food) return { error: messages.chooseFood };
  const amount =
    form.kind === 'grams'
      ? { grams: readTypedNumber(form.gramsText) ?? null }
      : { measure: form.measure, measureCount: readTypedNumber(form.countText) ?? null };
  // The route's own schema judges the line, so the dialog refuses exactly what the save would.
  const schema = form.isAlternative ? foodLineAlternativeInputSchema : foodLineInputSchema;
  const parsed = schema.safeParse({ foodId: form.food.id, ...amount, note: form.note });
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

const groupLabels: Record<FoodPickGroup, string> = {
  favourite: messages.favouriteGroup,
  recent: messages.recentGroup,
  other: messages.otherGroup,
};

/**
 * The picker's foods in the server's order (favourites, recent, the rest), each group named above its
 * first food, each food with its star. One list, so a star moving a food keeps it under the keyboard.
 */
function FoodPickList({
  id,
  foods,
  chosenId,
  onChoose,
}: {
  id: string;
  foods: FoodPick[];
  chosenId: string | null;
  onChoose: (food: FoodWithMeasures) => void;
}) {
  const favourite = useSetFoodFavourite();
  const showAlert = useAlert();
  const stars = useRef(new Map<string, HTMLButtonElement>());
  // The food whose star was just pressed, and the state asked for: the refetched list moves it to or
  // from 'Favori', and moving its row drops the keyboard focus on the page. The star takes it back
  // until the list shows the new state, unless the user has meanwhile put the focus somewhere else.
  const starred = useRef<{ foodId: string; isFavourite: boolean } | null>(null);
  useEffect(() => {
    const pending = starred.current;
    if (!pending) return;
    const star = stars.current.get(pending.foodId);
    const active = document.activeElement;
    if (star && (active === null || active === document.body)) star.focus();
    const item = foods.find((food) => food.id === pending.foodId);
    if (!item || item.isFavourite === pending.isFavourite) starred.current = null;
  }, [foods]);
  const toggle = (food: FoodPick) => {
    starred.current = { foodId: food.id, isFavourite: !food.isFavourite };
    favourite.mutate(
      { foodId: food.id, isFavourite: !food.isFavourite },
      {
        onError: () => {
          starred.current = null;
          showAlert('error', messages.favouriteError);
        },
      },
    );
  };
  return (
    <ul aria-label={messages.foodResults} className="-mx-1 flex max-h-64 flex-col gap-1 overflow-y-auto px-1">
      {foods.map((item, index) => {
        const isChosen = chosenId === item.id;
        const isFirstOfGroup = foods[index - 1]?.group !== item.group;
        const { group: _group, isFavourite, ...food } = item;
        return (
          <li key={item.id}>
            {isFirstOfGroup && (
              <p className="px-1 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                {groupLabels[item.group]}
              </p>
            )}
            <div className="flex items-center gap-1">
              <button
                type="button"
                aria-pressed={isChosen}
                onClick={() => onChoose(food)}
                className={cn(
                  'flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl border px-3 py-2 text-left',
                  isChosen
                    ? 'border-brand-700 bg-brand-50 dark:bg-slate-800'
                    : 'border-slate-200 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800',
                )}
              >
                <span id={`${id}-${index}`} className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
                  {item.name}
                </span>
                <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
                  {formatKcal(item.calories)} / {item.servingSize} g
                </span>
                {isChosen && <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
              </button>
              <button
                type="button"
                aria-pressed={isFavourite}
                aria-label={messages.favouriteToggle}
                aria-describedby={`${id}-${index}`}
                ref={(star) => {
                  if (star) stars.current.set(item.id, star);
                  else stars.current.delete(item.id);
                }}
                onClick={() => toggle(item)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-amber-50 hover:text-amber-700 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <Star
                  aria-hidden="true"
                  className={cn('size-5', isFavourite && 'fill-amber-500 text-amber-600 dark:text-amber-400')}
                />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function FoodLineForm({
  onAdd,
  onCancel,
  mainLine,
}: {
  onAdd: (line: DialogFoodLine) => void;
  onCancel: () => void;
  mainLine?: { name: string; calories: number };
}) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const picks = useFoodPicks(debouncedSearch);
  const [food, setFood] = useState<FoodWithMeasures | null>(null);
  const [kind, setKind] = useState<AmountKind>('grams');
  const [gramsText, setGramsText] = useState('100');
  const [measure, setMeasure] = useState<HouseholdMeasure>('water_glass');
  const [countText, setCountText] = useState('1');
  const [note, setNote] = useState('');
  // The reason a line cannot be added shows once the dietitian has tried, and goes as soon as it is fixed.
  const [hasTried, setHasTried] = useState(false);
  const listId = useId();
  // The search takes the focus once the dialog is open: showModal (the dialog's effect, after this
  // form's mount) would otherwise put it on 'Kapat', and a keyboard user would type into nothing.
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const result = readLine({ food, kind, gramsText, measure, countText, note, isAlternative: mainLine !== undefined });
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
        ref={searchRef}
      />
      {/* What the search controls: always there (the list, its empty text or its error), so aria-controls names an element. */}
      <div id={listId}>
        <QueryState query={picks} errorText={messages.foodsLoadError}>
          {({ foods }) => {
            const emptyText = debouncedSearch === '' ? messages.noPicks : messages.noFoodMatch;
            return (
              <>
                <p aria-live="polite" className="sr-only">
                  {foods.length === 0 ? emptyText : messages.pickCount(foods.length, FOOD_PICKS_MAX)}
                </p>
                {foods.length === 0 ? (
                  <p className="py-3 text-center text-slate-600 dark:text-slate-300">{emptyText}</p>
                ) : (
                  <FoodPickList id={listId} foods={foods} chosenId={food?.id ?? null} onChoose={setFood} />
                )}
              </>
            );
          }}
        </QueryState>
      </div>
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
        <p className="text-sm font-semibold text-brand-800 dark:text-brand-200">
          {mainLine
            ? messages.alternativePreview(preview, mainLine.name, messages.kcalDifference(preview - mainLine.calories))
            : messages.linePreview(preview)}
        </p>
      )}
      {hasTried && 'error' in result && <ErrorBox message={result.error} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <AddButton type="submit">{mainLine ? messages.addAlternativeSubmit : messages.addLine}</AddButton>
      </div>
    </form>
  );
}
