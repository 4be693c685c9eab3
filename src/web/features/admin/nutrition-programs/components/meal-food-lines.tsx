import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { type DietTotals, formatLineAmount, nutrientsOfLine } from '../../../../../shared/diet-totals.ts';
import { formatKcal } from '../../../../../shared/format.ts';
import { FOOD_LINE_ALTERNATIVES_MAX } from '../../../../../shared/schemas/nutrition-programs.ts';
import type { EditorFoodLine } from '../api/program-save-queue.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { FoodLineDialog } from './food-line-dialog.tsx';
import { AddButton } from '../../../../components/ui/add-button.tsx';

const removeButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950';

/**
 * The food lines under one meal's text: each with its kcal and a remove button, its alternatives
 * ('veya', each with its kcal and the difference to the line's) and 'Veya ekle', 'Besin ekle' for a
 * new line, and the meal's total (the shared totals, live; the alternatives are not in it).
 * `slotLabel` names the meal: 'Pazartesi Kahvaltı'.
 */
export function MealFoodLines({
  slotLabel,
  lines,
  totals,
  onChange,
}: {
  slotLabel: string;
  lines: EditorFoodLine[];
  totals: DietTotals;
  onChange: (lines: EditorFoodLine[]) => void;
}) {
  const [isAdding, setIsAdding] = useState(false);
  // The line whose 'Veya ekle' dialog is open.
  const [alternativeOf, setAlternativeOf] = useState<EditorFoodLine | null>(null);
  const changeLine = (id: string, change: (line: EditorFoodLine) => EditorFoodLine) =>
    onChange(lines.map((line) => (line.id === id ? change(line) : line)));
  return (
    <div className="flex flex-col gap-2">
      {lines.length > 0 && (
        <ul aria-label={messages.foodLinesLabel(slotLabel)} className="flex flex-col gap-1">
          {lines.map((line) => {
            const calories = nutrientsOfLine(line).calories;
            return (
              <li
                key={line.id}
                className="flex flex-col gap-1 rounded-lg border border-slate-200 px-2 py-1.5 text-sm dark:border-slate-700"
              >
                <div className="flex items-center gap-2">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900 dark:text-white">
                      {line.food.name}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {formatLineAmount(line)}
                      {line.note && ` · ${line.note}`}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-800 dark:text-slate-100">
                    {formatKcal(calories)}
                  </span>
                  <button
                    type="button"
                    onClick={() => onChange(lines.filter((other) => other.id !== line.id))}
                    aria-label={messages.removeLine(line.food.name)}
                    className={removeButtonClass}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {line.alternatives.length > 0 && (
                  <ul
                    aria-label={messages.alternativesLabel(line.food.name)}
                    className="ml-2 flex flex-col gap-1 border-l-2 border-brand-200 pl-3 dark:border-slate-600"
                  >
                    {line.alternatives.map((alternative) => {
                      const alternativeCalories = nutrientsOfLine(alternative).calories;
                      return (
                        <li key={alternative.id} className="flex items-center gap-2">
                          <span className="min-w-0 flex-1">
                            <span className="block break-words text-slate-900 dark:text-white">
                              <span className="font-semibold text-brand-800 dark:text-brand-200">{messages.or}</span>{' '}
                              {alternative.food.name}
                            </span>
                            <span className="block text-xs text-slate-600 dark:text-slate-300">
                              {formatLineAmount(alternative)}
                              {alternative.note && ` · ${alternative.note}`}
                            </span>
                          </span>
                          <span className="shrink-0 text-right text-slate-800 dark:text-slate-100">
                            {formatKcal(alternativeCalories)}
                            <span className="block text-xs text-slate-600 dark:text-slate-300">
                              <span className="sr-only">{messages.kcalDifferenceLabel(line.food.name)}: </span>
                              {messages.kcalDifference(alternativeCalories - calories)}
                            </span>
                          </span>
                          <button
                            type="button"
                            onClick={() =>
                              changeLine(line.id, (current) => ({
                                ...current,
                                alternatives: current.alternatives.filter((other) => other.id !== alternative.id),
                              }))
                            }
                            aria-label={messages.removeAlternative(alternative.food.name)}
                            className={removeButtonClass}
                          >
                            <X aria-hidden="true" className="size-4" />
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
                {line.alternatives.length < FOOD_LINE_ALTERNATIVES_MAX ? (
                  <button
                    type="button"
                    onClick={() => setAlternativeOf(line)}
                    aria-label={messages.addAlternativeLabel(slotLabel, line.food.name)}
                    className="inline-flex min-h-9 items-center gap-1 self-start rounded-lg px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800"
                  >
                    <Plus aria-hidden="true" className="size-3.5" />
                    {messages.addAlternative}
                  </button>
                ) : (
                  <p className="px-2 text-xs text-slate-600 dark:text-slate-300">
                    {messages.alternativesFull(FOOD_LINE_ALTERNATIVES_MAX)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AddButton variant="secondary" onClick={() => setIsAdding(true)} aria-label={messages.addFoodLabel(slotLabel)}>
          {messages.addFood}
        </AddButton>
        {lines.length > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {messages.mealTotal}: <strong className="font-semibold">{formatKcal(totals.calories)}</strong>
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {messages.mealMacros(totals.protein, totals.carbs, totals.fat)}
            </span>
          </p>
        )}
      </div>
      <FoodLineDialog
        title={messages.addFoodTitle(slotLabel)}
        isOpen={isAdding}
        onClose={() => setIsAdding(false)}
        onAdd={(line) => {
          onChange([...lines, { ...line, alternatives: [] }]);
          setIsAdding(false);
        }}
      />
      <FoodLineDialog
        title={alternativeOf ? messages.addAlternativeTitle(slotLabel, alternativeOf.food.name) : ''}
        isOpen={alternativeOf !== null}
        onClose={() => setAlternativeOf(null)}
        mainLine={
          alternativeOf
            ? { name: alternativeOf.food.name, calories: nutrientsOfLine(alternativeOf).calories }
            : undefined
        }
        onAdd={(alternative) => {
          if (alternativeOf)
            changeLine(alternativeOf.id, (line) => ({ ...line, alternatives: [...line.alternatives, alternative] }));
          setAlternativeOf(null);
        }}
      />
    </div>
  );
}
