import { Activity, TrendingDown, TrendingUp } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { HealthStatistics as Statistics, MeasurementChange } from '../../../../../shared/schemas/home.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { cn } from '../../../../lib/cn.ts';
import { meHomeMessages } from '../messages.ts';
import { type BlockStatus, HomeBlock } from './home-block.tsx';
import { formatSignedMeasure } from '../../../../../shared/format.ts';

const texts = meHomeMessages.statistics;

/** For these values a fall is the good direction; for muscle a rise is. */
const changeRows: Array<{
  key: keyof NonNullable<Statistics['changes']>;
  label: string;
  unit: string;
  goodWhen: 'down' | 'up';
}> = [
  { key: 'weight', label: texts.weight, unit: 'kg', goodWhen: 'down' },
  { key: 'fatRatio', label: texts.fatRatio, unit: 'puan', goodWhen: 'down' },
  { key: 'waist', label: texts.waist, unit: 'cm', goodWhen: 'down' },
  { key: 'muscleRatio', label: texts.muscleRatio, unit: 'puan', goodWhen: 'up' },
];

/** What the client's own data says (docs/decisions/0007-client-home-health-statistics.md). */
export function HealthStatistics({
  statistics,
  isNumbersHidden,
  status,
}: {
  statistics: Statistics | undefined;
  /** Hide-numbers mode (ADR 0090): the counts and days only, no change of a body value. */
  isNumbersHidden: boolean;
  status: BlockStatus;
}) {
  return (
    <HomeBlock
      title={texts.title}
      icon={Activity}
      status={status}
      errorText={meHomeMessages.loadError}
      className="lg:col-span-3"
    >
      {statistics && statistics.measurementCount === 0 && statistics.goalsTotal === 0 ? (
        <EmptyState text={texts.empty} icon={Activity} />
      ) : statistics ? (
        <div className="flex flex-col gap-4">
          {isNumbersHidden ? null : statistics.changes && statistics.firstMeasurementDate ? (
            <div>
              <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
                {texts.since(formatTurkishDate(statistics.firstMeasurementDate))}
              </p>
              <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
                {changeRows.map((row) => (
                  <ChangeTile
                    key={row.key}
                    label={row.label}
                    unit={row.unit}
                    goodWhen={row.goodWhen}
                    value={statistics.changes![row.key]}
                  />
                ))}
              </dl>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{texts.changesPending}</p>
          )}
          <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
            <CountTile label={texts.measurementCount} value={String(statistics.measurementCount)} />
            <CountTile
              label={texts.waterWeek}
              value={texts.waterWeekValue(statistics.waterGoalDaysThisWeek, statistics.daysElapsedThisWeek)}
            />
            <CountTile label={texts.goals} value={texts.goalsValue(statistics.goalsCompleted, statistics.goalsTotal)} />
            <CountTile label={texts.daysSinceStart} value={`${statistics.daysSinceStart + 1}. gün`} />
          </dl>
        </div>
      ) : null}
    </HomeBlock>
  );
}

function ChangeTile({
  label,
  unit,
  goodWhen,
  value,
}: {
  label: string;
  unit: string;
  goodWhen: 'down' | 'up';
  value: MeasurementChange;
}) {
  const isGood = goodWhen === 'down' ? value.change < 0 : value.change > 0;
  const Icon = value.change < 0 ? TrendingDown : TrendingUp;
  return (
    <div
      className={cn(
        'rounded-xl p-3',
        value.change === 0
          ? 'bg-slate-50 dark:bg-slate-800/60'
          : isGood
            ? 'bg-emerald-50 dark:bg-emerald-950'
            : 'bg-amber-50 dark:bg-amber-950',
      )}
    >
      <dt className="text-xs text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="flex items-center gap-1 text-lg font-bold text-slate-900 tabular-nums dark:text-white">
        {value.change !== 0 && <Icon aria-hidden="true" className="size-4" />}
        {formatSignedMeasure(value.change, unit)}
      </dd>
    </div>
  );
}

function CountTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}
