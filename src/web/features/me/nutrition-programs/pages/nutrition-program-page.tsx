import { NotebookText, Salad } from 'lucide-react';
import {
  type MealType,
  mealLabels,
  mealTypes,
  type WeekDay,
  weekDayLabels,
  weekDays,
} from '../../../../../shared/constants.ts';
import { todayInIstanbul } from '../../../../../shared/dates.ts';
import { compareToTarget, formatLineAmount, nutrientsOfLine } from '../../../../../shared/diet-totals.ts';
import { formatKcal } from '../../../../../shared/format.ts';
import type {
  NutritionProgram,
  NutritionTarget,
  ProgramFoodLine,
  ProgramFoodLineAlternative,
  ProgramFoodLineWithoutNumbers,
} from '../../../../../shared/schemas/nutrition-programs.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { DownloadLink } from '../../../../components/ui/download-link.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { cn } from '../../../../lib/cn.ts';
import { dietListPdfUrl } from '../api/diet-list-pdf-url.ts';
import { PlannedMealEaten } from '../components/planned-meal-eaten.tsx';
import { useNutritionProgram } from '../api/get-nutrition-program.ts';
import { meNutritionProgramsMessages as t } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';

/** The week day of today in Europe/Istanbul, as a programme day. */
function todayWeekDay(): WeekDay {
  const day = new Date(`${todayInIstanbul()}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return weekDays[(day + 6) % 7]!;
}

/** /kullanici/beslenme: the client's weekly programme, read-only (spec 1 §2.6). */
export function Component() {
  const program = useNutritionProgram();
  const today = todayWeekDay();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          program.data?.program ? <DownloadLink href={dietListPdfUrl()}>{t.downloadPdf}</DownloadLink> : undefined
        }
      />
      <QueryState
        query={program}
        errorText={t.loadError}
        retryText={t.retry}
        isEmpty={(data) => data.program === null}
        empty={<EmptyState text={t.noProgram} icon={Salad} />}
      >
        {(data) => (
          <>
            <nav aria-label={t.days} className="-mx-4 overflow-x-auto px-4">
              <ul className="flex gap-2 pb-1">
                {weekDays.map((day) => (
                  <li key={day}>
                    <a
                      href={`#gun-${day}`}
                      className={cn(
                        'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                        day === today
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
                      )}
                    >
                      {weekDayLabels[day]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {weekDays.map((day) => (
              <DaySection
                key={day}
                day={day}
                meals={data.program!.days[day]}
                lines={data.program!.foodLines.filter((line) => line.day === day)}
                dayCalories={data.numbersHidden ? null : data.program!.totals[day].total.calories}
                target={data.target}
                isToday={day === today}
              />
            ))}
            {data.program?.notes && (
              <Card className="border-brand-200 bg-brand-50 dark:border-brand-900 dark:bg-slate-900">
                <section aria-labelledby="program-notes">
                  <h2
                    id="program-notes"
                    className="flex items-center gap-2 text-lg font-semibold text-brand-900 dark:text-brand-100"
                  >
                    <NotebookText aria-hidden="true" className="size-5" />
                    {t.notes}
                  </h2>
                  <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{data.program?.notes}</p>
                </section>
              </Card>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** A food line as the client reads it: with the food's numbers, or without them in hide-numbers mode. */
type MeProgramFoodLine = ProgramFoodLine | ProgramFoodLineWithoutNumbers;
const hasLineNumbers = (line: MeProgramFoodLine): line is ProgramFoodLine => 'calories' in line.food;
const hasFoodNumbers = (
  alternative: MeProgramFoodLine['alternatives'][number],
): alternative is ProgramFoodLineAlternative => 'calories' in alternative.food;

/** A meal's food lines, read-only: the food, its amount (grams or a household measure), the note, kcal. */
function MealFoodLines({ meal, lines }: { meal: MealType; lines: MeProgramFoodLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul
      aria-label={t.foodLines(mealLabels[meal])}
      className="mt-2 flex flex-col gap-1 border-l-2 border-brand-200 pl-3 text-sm dark:border-brand-800"
    >
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-slate-800 dark:text-slate-100">
            <span className="font-medium">{line.food.name}</span>
            <span className="text-slate-600 dark:text-slate-300">
              {' '}
              · {formatLineAmount(line)}
              {line.note && ` · ${line.note}`}
            </span>
          </span>
          {hasLineNumbers(line) && (
            <span className="text-slate-600 dark:text-slate-300">{formatKcal(nutrientsOfLine(line).calories)}</span>
          )}
          {line.alternatives.length > 0 && (
            <ul aria-label={t.alternatives(line.food.name)} className="flex w-full flex-col gap-0.5 pl-3">
              {line.alternatives.map((alternative) => (
                <li key={alternative.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-slate-800 dark:text-slate-100">
                    <span className="font-semibold text-brand-800 dark:text-brand-200">{t.or}</span>{' '}
                    <span className="font-medium">{alternative.food.name}</span>
                    <span className="text-slate-600 dark:text-slate-300">
                      {' '}
                      · {formatLineAmount(alternative)}
                      {alternative.note && ` · ${alternative.note}`}
                    </span>
                  </span>
                  {hasFoodNumbers(alternative) && (
                    <span className="text-slate-600 dark:text-slate-300">
                      {formatKcal(nutrientsOfLine(alternative).calories)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function DaySection({
  day,
  meals,
  lines,
  dayCalories,
  target,
  isToday,
}: {
  day: WeekDay;
  meals: NutritionProgram['days'][WeekDay];
  lines: MeProgramFoodLine[];
  /** Null for a hide-numbers client (ADR 0090): no day total, no target. */
  dayCalories: number | null;
  target: NutritionTarget | null;
  isToday: boolean;
}) {
  const headingId = `gun-${day}-baslik`;
  const isEmptyDay = mealTypes.every((meal) => meals[meal] === '') && lines.length === 0;
  return (
    <Card id={`gun-${day}`} className={cn('scroll-mt-20 p-4 sm:p-5', isToday && 'ring-2 ring-brand-600')}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
          {weekDayLabels[day]}
          {isToday && (
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
              {t.today}
            </span>
          )}
        </h2>
        {isEmptyDay ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t.emptySlot}</p>
        ) : (
          <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {mealTypes.map((meal) => {
              const mealLines = lines.filter((line) => line.meal === meal);
              const isEmptyMeal = meals[meal] === '' && mealLines.length === 0;
              return (
                <div key={meal} className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
                  <dt className="text-sm font-semibold text-brand-800 dark:text-brand-200">{mealLabels[meal]}</dt>
                  <dd
                    className={
                      isEmptyMeal ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-800 dark:text-slate-100'
                    }
                  >
                    {isEmptyMeal ? t.emptySlot : meals[meal]}
                    <MealFoodLines meal={meal} lines={mealLines} />
                    {isToday && mealLines.some((line) => line.alternatives.length > 0) && (
                      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t.eatenTakesMainLines}</p>
                    )}
                    {isToday && mealLines.length > 0 && <PlannedMealEaten meal={meal} />}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        {lines.length > 0 && dayCalories !== null && <DayTotal dayCalories={dayCalories} target={target} />}
      </section>
    </Card>
  );
}

/** The day's kcal, and against the daily target how far over or under it ('120 kcal fazla'). */
function DayTotal({ dayCalories, target }: { dayCalories: number; target: NutritionTarget | null }) {
  const comparison = target ? compareToTarget(dayCalories, target.dailyCalories) : null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold text-slate-900 dark:text-white">
        {t.dayTotal}: {formatKcal(dayCalories)}
      </span>
      {target && comparison && (
        <>
          <span className="text-slate-700 dark:text-slate-200">{t.target(formatKcal(target.dailyCalories))}</span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              comparison.state === 'over' && 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
              comparison.state === 'under' && 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
              comparison.state === 'on' && 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
            )}
          >
            {comparison.state === 'over'
              ? t.over(formatKcal(comparison.difference))
              : comparison.state === 'under'
                ? t.under(formatKcal(comparison.difference))
                : t.onTarget}
          </span>
        </>
      )}
    </p>
  );
}
