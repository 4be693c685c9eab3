import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { mealLabels, type WeekDay, weekDayLabels } from '../../../../../shared/constants.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import type { ProgramFoodLines, ProgramValues } from '../api/program-save-queue.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { type CopiedMeal, type CopySource, copyTargetDays, overwrittenMeals, planMealCopy } from './copy-meals.ts';

/**
 * 'Günü kopyala' / 'Öğünü kopyala': choose the days to copy to; before the button is pressed the
 * dialog names every filled meal the copy will replace (or says nothing is replaced).
 */
export function CopyMealsDialog({
  source,
  values,
  foodLines,
  onClose,
  onCopy,
}: {
  source: CopySource | null;
  values: ProgramValues;
  foodLines: ProgramFoodLines;
  onClose: () => void;
  onCopy: (meals: CopiedMeal[], days: WeekDay[]) => void;
}) {
  const [chosen, setChosen] = useState<WeekDay[]>([]);
  const close = () => {
    setChosen([]);
    onClose();
  };
  const title = source
    ? source.meal === null
      ? messages.copyDayTitle(weekDayLabels[source.day])
      : messages.copyMealTitle(`${weekDayLabels[source.day]} ${mealLabels[source.meal]}`)
    : '';
  const targets = source ? copyTargetDays(source) : [];
  const replaced = source ? overwrittenMeals(source, chosen, values, foodLines) : [];

  return (
    <Dialog isOpen={source !== null} onClose={close} title={title}>
      {source && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.length === 0) return;
            onCopy(planMealCopy(source, chosen, values, foodLines), chosen);
            close();
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
              {messages.copyTargets}
            </legend>
            {targets.map((day) => (
              <label
                key={day}
                className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={chosen.includes(day)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? targets.filter((other) => other === day || current.includes(other))
                        : current.filter((other) => other !== day),
                    )
                  }
                />
                {weekDayLabels[day]}
              </label>
            ))}
          </fieldset>
          <div role="status" className="text-sm">
            {chosen.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{messages.copyPickDays}</p>
            ) : replaced.length === 0 ? (
              <p className="text-slate-700 dark:text-slate-200">{messages.copyNothingReplaced}</p>
            ) : (
              <div className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <div>
                  <p className="font-semibold">{messages.copyReplaces(replaced.length)}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {replaced.map(({ day, meal }) => (
                      <li key={`${day}-${meal}`}>
                        {weekDayLabels[day]} {mealLabels[meal]}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {messages.cancel}
            </Button>
            <Button type="submit" disabled={chosen.length === 0}>
              {messages.copyConfirm}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
