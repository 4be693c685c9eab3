import { CircleCheck, CloudUpload, Copy, RefreshCw, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { mealLabels, mealTypes, type WeekDay, weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { resolveNutritionTarget } from '../../../../../shared/diet-target.ts';
import { totalDietWeek } from '../../../../../shared/diet-totals.ts';
import {
  type AdminNutritionProgram,
  type NutritionTarget,
  NUTRITION_PROGRAM_NOTES_MAX,
  NUTRITION_PROGRAM_TEXT_MAX,
  programSlotKey,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { CollapsibleSection } from '../../../../components/ui/collapsible-section.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import type { ProgramField, ProgramFoodLines, SaveStatus } from '../api/program-save-queue.ts';
import { useProgramAutosave } from '../api/use-program-autosave.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import type { CopiedMeal, CopySource } from './copy-meals.ts';
import { CopyMealsDialog } from './copy-meals-dialog.tsx';
import { DietListPdfCard } from './diet-list-pdf-card.tsx';
import { DayTotals } from './day-totals.tsx';
import { MealFoodLines } from './meal-food-lines.tsx';
import { ProgramTargetField } from './program-target-field.tsx';

const dayFields = (day: WeekDay): ProgramField[] => mealTypes.map((meal) => programSlotKey(day, meal));

/** The shared totals of the lines on screen (the server answers the same function's result). */
const totalLines = (foodLines: ProgramFoodLines) =>
  totalDietWeek(
    weekDays.flatMap((day) =>
      mealTypes.flatMap((meal) => foodLines[programSlotKey(day, meal)].map((line) => ({ ...line, day, meal }))),
    ),
  );

const statusIcon = { saved: CircleCheck, pending: CloudUpload, saving: CloudUpload, retrying: TriangleAlert } as const;

function SaveStatusLine({ status }: { status: SaveStatus }) {
  if (status === 'conflict' || status === 'failed') return null;
  const Icon = statusIcon[status];
  return (
    <p
      role="status"
      className={
        status === 'retrying'
          ? 'flex items-center gap-2 text-sm font-medium text-red-800 dark:text-red-200'
          : 'flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300'
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {messages.status[status]}
    </p>
  );
}

/**
 * The weekly accordion (one section per day, six meal text areas each with its food lines, the day's
 * totals against the target, a per-day save) and the general notes. Text and lines are saved by
 * useProgramAutosave; the per-day button saves that day's six meals now.
 */
export function ProgramEditor({
  clientId,
  clientName,
  program,
  measurementTarget,
}: {
  clientId: string;
  clientName: string;
  program: AdminNutritionProgram;
  /** The newest measurement's daily calories: the target when the programme sets none. */
  measurementTarget: NutritionTarget | null;
}) {
  const showAlert = useAlert();
  const { values, change, foodLines, changeFoodLines, saveFields, loadLatest, status, errorMessage } =
    useProgramAutosave(clientId, program);
  const totals = useMemo(() => totalLines(foodLines), [foodLines]);
  const [copySource, setCopySource] = useState<CopySource | null>(null);
  // The target in force, live: the programme's own as typed (once valid), else the measurement's.
  const target = resolveNutritionTarget(
    values.dailyCaloriesTarget === '' ? null : Number(values.dailyCaloriesTarget),
    measurementTarget,
  );

  /** A copy is a set of ordinary edits: shown at once, saved by the autosave under the editor's version. */
  const applyCopy = (meals: CopiedMeal[], days: WeekDay[]) => {
    for (const meal of meals) {
      change(meal.slot, meal.text);
      changeFoodLines(meal.slot, meal.lines);
    }
    showAlert('success', messages.copied(days.map((day) => weekDayLabels[day]).join(', ')));
  };

  const saveDay = async (day: WeekDay) => {
    const isSaved = await saveFields(dayFields(day), values);
    // A failure shows in the editor's box below (the autosave's status), never as a banner as well.
    if (isSaved) showAlert('success', messages.daySaved(weekDayLabels[day]));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{messages.programTitle(clientName)}</h2>
        <SaveStatusLine status={status} />
      </div>
      {status === 'failed' && <ErrorBox message={errorMessage ?? messages.saveError} />}
      {status === 'conflict' && (
        <div className="flex flex-col items-start gap-3">
          <ErrorBox message={errorMessage ?? messages.saveError} />
          <Button variant="secondary" onClick={() => void loadLatest()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {messages.conflictReload}
          </Button>
        </div>
      )}
      <ProgramTargetField
        value={values.dailyCaloriesTarget}
        target={target}
        onChange={(value) => change('dailyCaloriesTarget', value)}
      />
      <DietListPdfCard clientId={clientId} />
      {weekDays.map((day, index) => {
        const filled = dayFields(day).filter((field) => values[field].trim() !== '').length;
        return (
          <CollapsibleSection
            key={day}
            title={weekDayLabels[day]}
            summary={messages.daySummary(filled, totals[day].total.calories)}
            defaultOpen={index === 0}
          >
            <div className="grid gap-4 md:grid-cols-2">
              {mealTypes.map((meal) => {
                const field = programSlotKey(day, meal);
                const slotLabel = `${weekDayLabels[day]} ${mealLabels[meal]}`;
                return (
                  <div key={meal} className="flex flex-col gap-2">
                    <TextareaField
                      label={mealLabels[meal]}
                      aria-label={slotLabel}
                      rows={3}
                      maxLength={NUTRITION_PROGRAM_TEXT_MAX}
                      value={values[field]}
                      onChange={(event) => change(field, event.target.value)}
                    />
                    <MealFoodLines
                      slotLabel={slotLabel}
                      lines={foodLines[field]}
                      totals={totals[day].meals[meal]}
                      onChange={(lines) => changeFoodLines(field, lines)}
                    />
                    <div>
                      <Button
                        variant="ghost"
                        onClick={() => setCopySource({ day, meal })}
                        aria-label={messages.copyMealLabel(slotLabel)}
                      >
                        <Copy aria-hidden="true" className="size-4" />
                        {messages.copyMeal}
                      </Button>
                    </div>
                  </div>
                );
              })}
            </div>
            <DayTotals dayLabel={weekDayLabels[day]} totals={totals[day].total} target={target} />
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => setCopySource({ day, meal: null })}
                aria-label={messages.copyDayLabel(weekDayLabels[day])}
              >
                <Copy aria-hidden="true" className="size-4" />
                {messages.copyDay}
              </Button>
              <Button onClick={() => void saveDay(day)} aria-label={messages.saveDayLabel(weekDayLabels[day])}>
                {messages.saveDay}
              </Button>
            </div>
          </CollapsibleSection>
        );
      })}
      <CopyMealsDialog
        source={copySource}
        values={values}
        foodLines={foodLines}
        onClose={() => setCopySource(null)}
        onCopy={applyCopy}
      />
      <Card>
        <TextareaField
          label={messages.notes}
          rows={5}
          maxLength={NUTRITION_PROGRAM_NOTES_MAX}
          value={values.notes}
          onChange={(event) => change('notes', event.target.value)}
        />
      </Card>
    </div>
  );
}
