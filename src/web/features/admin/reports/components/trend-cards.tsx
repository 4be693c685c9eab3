import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { computeTrend, type TrendTone } from '../../../../../shared/report-trends.ts';
import { type MeasurementKey, measurementFields } from '../../../../../shared/measurement-fields.ts';
import type { Measurement } from '../../../../../shared/schemas/measurements.ts';
import { cn } from '../../../../lib/cn.ts';
import { adminReportsMessages } from '../messages.ts';
import { formatMeasure, formatSignedMeasure } from '../../../../../shared/format.ts';

const summaryKeys: MeasurementKey[] = [
  'weight',
  'fatRatio',
  'muscleRatio',
  'waterRatio',
  'bellyFat',
  'waist',
  'chest',
  'hip',
];

const toneStyles: Record<TrendTone, string> = {
  good: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};
const toneWords: Record<TrendTone, string> = { good: 'olumlu', bad: 'olumsuz', neutral: 'değişim yok' };

/** Metabolic age is a plain number; every other measure carries its unit ("%31,8", "72,5 kg"). */
const unitOf = (key: MeasurementKey) => {
  const unit = measurementFields[key].unit;
  return unit === 'yaş' ? '' : unit;
};

/** Summary cards: the latest value of each key measure and its change since the first measurement. */
export function TrendCards({ measurements }: { measurements: Measurement[] }) {
  return (
    <ul aria-label={adminReportsMessages.summaryTitle} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {summaryKeys.map((key) => {
        const trend = computeTrend(measurements, key);
        if (!trend) return null;
        const Icon = trend.change > 0 ? ArrowUpRight : trend.change < 0 ? ArrowDownRight : Minus;
        return (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            data-testid={`trend-${key}`}
          >
            <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{measurementFields[key].label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{formatMeasure(trend.latest, unitOf(key))}</p>
            <p
              className={cn(
                'mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
                toneStyles[trend.tone],
              )}
              data-tone={trend.tone}
            >
              <Icon aria-hidden="true" className="size-4" />
              {formatSignedMeasure(trend.change, unitOf(key))}
              <span className="sr-only">
                {' '}
                {adminReportsMessages.trendLabel}, {toneWords[trend.tone]}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
