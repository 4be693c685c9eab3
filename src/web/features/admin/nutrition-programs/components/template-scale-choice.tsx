import { scaleFactorFor, scalePercentOf } from '../../../../../shared/diet-scaling.ts';
import { formatPercent } from '../../../../../shared/format.ts';
import type { NutritionTarget } from '../../../../../shared/schemas/nutrition-programs.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';

/**
 * 'Hedefe göre ölçekle' in the apply dialog (ADR 0086 amendment): the factor the food lines will be
 * multiplied by ('%87'), and that the texts stay as written. Without a target or without food lines
 * there is nothing to scale, and the dialog says why.
 */
export function TemplateScaleChoice({
  target,
  averageDayCalories,
  isChecked,
  onChange,
}: {
  target: NutritionTarget | null;
  averageDayCalories: number | null;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  if (averageDayCalories === null)
    return <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{messages.scaleNoLines}</p>;
  if (!target) return <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{messages.scaleNoTarget}</p>;
  const percent = scalePercentOf(scaleFactorFor(target.dailyCalories, averageDayCalories));
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800">
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900 dark:text-white">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {messages.scaleToTarget} ({formatPercent(percent, 0)})
      </label>
      <p className="text-slate-700 dark:text-slate-200">
        {messages.scaleExplain(percent, averageDayCalories, target.dailyCalories)}
      </p>
      <p className="text-slate-600 dark:text-slate-300">{messages.scaleTextsUnchanged}</p>
    </div>
  );
}
