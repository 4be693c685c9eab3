import { DAILY_WATER_GOAL_GLASSES, goalStatusLabel } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { formatMeasurementValue, waterDayStatusLabel } from '../../../../../shared/report-trends.ts';
import type { ReportGoal, ReportWaterDay } from '../../../../../shared/schemas/reports.ts';
import { measurementFields, measurementKeys } from '../../../../../shared/measurement-fields.ts';
import type { Measurement } from '../../../../../shared/schemas/measurements.ts';
import { CollapsibleSection } from '../../../../components/ui/collapsible-section.tsx';
import { cn } from '../../../../lib/cn.ts';
import { adminReportsMessages } from '../messages.ts';

function StatusBadge({ isDone, text }: { isDone: boolean; text: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isDone
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
      )}
    >
      {text}
    </span>
  );
}

/** Water days, newest first: glasses against the goal of 8 and 'Tamamlandı' / 'Devam Ediyor'. */
export function WaterHistory({ days }: { days: ReportWaterDay[] }) {
  return (
    <CollapsibleSection title={adminReportsMessages.waterTitle} summary={`${days.length} gün`}>
      {days.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{adminReportsMessages.waterEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {days.map((day) => (
            <li key={day.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium">{formatTurkishDate(day.date)}</span>
              <span className="flex items-center gap-3">
                <span className="tabular-nums text-slate-700 dark:text-slate-200">
                  {adminReportsMessages.glasses(day.glasses, DAILY_WATER_GOAL_GLASSES)}
                </span>
                <StatusBadge isDone={day.glasses >= DAILY_WATER_GOAL_GLASSES} text={waterDayStatusLabel(day.glasses)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleSection>
  );
}

export function GoalList({ goals }: { goals: ReportGoal[] }) {
  return (
    <CollapsibleSection title={adminReportsMessages.goalsTitle} summary={`${goals.length} hedef`}>
      {goals.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{adminReportsMessages.goalsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {goals.map((goal) => (
            <li key={goal.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{goal.title}</h3>
                <StatusBadge isDone={goal.completed} text={goalStatusLabel(goal.completed)} />
              </div>
              {goal.description && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{goal.description}</p>
              )}
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {adminReportsMessages.goalTypes[goal.type]} · {adminReportsMessages.target}: {goal.targetValue} ·{' '}
                {formatTurkishDate(goal.startDate)}
                {goal.endDate ? ` – ${formatTurkishDate(goal.endDate)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleSection>
  );
}

/** Every measurement, newest first (read-only; editing lives on the measurements screen). */
export function MeasurementHistory({ measurements }: { measurements: Measurement[] }) {
  return (
    <CollapsibleSection title={adminReportsMessages.historyTitle} summary={`${measurements.length} ölçüm`} defaultOpen>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section aria-label={adminReportsMessages.historyTitle} tabIndex={0} className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="text-left text-slate-700 dark:text-slate-200">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                {adminReportsMessages.dates}
              </th>
              {measurementKeys.map((key) => (
                <th key={key} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                  {measurementFields[key].shortLabel}
                  {measurementFields[key].unit === 'yaş' ? '' : ` (${measurementFields[key].unit})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {measurements.map((measurement) => (
              <tr key={measurement.id}>
                <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                  {formatTurkishDate(measurement.measurementDate)}
                </th>
                {measurementKeys.map((key) => (
                  <td key={key} className="px-2 py-2 tabular-nums whitespace-nowrap">
                    {formatMeasurementValue(measurement[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </CollapsibleSection>
  );
}
