import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { type DietTotals, formatLineAmount, nutrientsOfLine } from '../../../../../shared/diet-totals.ts';
import { formatKcal } from '../../../../../shared/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
import type { EditorFoodLine } from '../api/use-program-autosave.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { FoodLineDialog } from './food-line-dialog.tsx';

/**
 * The food lines under one meal's text: each with its kcal and a remove button, 'Besin ekle' for a
 * new one, and the meal's total (the shared totals, live). `slotLabel` names the meal: 'Pazartesi Kahvaltı'.
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
  return (
    <div className="flex flex-col gap-2">
      {lines.length > 0 && (
        <ul aria-label={messages.foodLinesLabel(slotLabel)} className="flex flex-col gap-1">
          {lines.map((line) => (
            <li
              key={line.id}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-1.5 text-sm dark:border-slate-700"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-slate-900 dark:text-white">{line.food.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {formatLineAmount(line)}
                  {line.note && ` · ${line.note}`}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-800 dark:text-slate-100">
                {formatKcal(nutrientsOfLine(line).calories)}
              </span>
              <button
                type="button"
                onClick={() => onChange(lines.filter((other) => other.id !== line.id))}
                aria-label={messages.removeLine(line.food.name)}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => setIsAdding(true)} aria-label={messages.addFoodLabel(slotLabel)}>
          <Plus aria-hidden="true" className="size-4" />
          {messages.addFood}
        </Button>
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
          onChange([...lines, line]);
          setIsAdding(false);
        }}
      />
    </div>
  );
}
