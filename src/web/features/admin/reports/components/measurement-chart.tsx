import { useId, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { formatMeasurementValue } from '../../../../../shared/report-trends.ts';
import { type MeasurementKey, measurementFields, measurementKeys } from '../../../../../shared/measurement-fields.ts';
import type { Measurement } from '../../../../../shared/schemas/measurements.ts';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { adminReportsMessages } from '../messages.ts';
import { formatMeasure } from '../../../../../shared/format.ts';

const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const measureOptions = measurementKeys.map((key) => ({ value: key, label: measurementFields[key].label }));

/**
 * A line chart of one measure over time, oldest to newest; the measure is chosen from all twelve.
 * Loaded on demand (recharts is large), so the report's first paint does not wait for it.
 */
export default function MeasurementChart({ measurements }: { measurements: Measurement[] }) {
  const [measure, setMeasure] = useState<MeasurementKey>('weight');
  const descriptionId = useId();
  const field = measurementFields[measure];
  const points = [...measurements].reverse().map((m) => ({
    date: m.measurementDate,
    label: shortDate.format(new Date(`${m.measurementDate}T12:00:00Z`)),
    value: m[measure],
  }));
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={adminReportsMessages.chartMeasure}
        options={measureOptions}
        value={measure}
        onChange={(event) => setMeasure(event.target.value as MeasurementKey)}
        className="max-w-xs"
      />
      <p id={descriptionId} className="sr-only">
        {first && last
          ? `${field.label}: ${formatTurkishDate(first.date)} tarihinde ${formatMeasure(first.value, field.unit)}, ${formatTurkishDate(last.date)} tarihinde ${formatMeasure(last.value, field.unit)}.`
          : ''}
      </p>
      <figure role="img" aria-label={`${field.label} grafiği`} aria-describedby={descriptionId} className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
            <XAxis dataKey="label" tick={{ fill: '#475569', fontSize: 12 }} />
            <YAxis
              domain={['auto', 'auto']}
              tick={{ fill: '#475569', fontSize: 12 }}
              tickFormatter={(value: number) => formatMeasurementValue(value)}
              width={48}
            />
            <Tooltip
              formatter={(value) => [formatMeasure(Number(value), field.unit), field.label]}
              labelFormatter={(_label, payload) => {
                const date = payload?.[0]?.payload?.date as string | undefined;
                return date ? formatTurkishDate(date) : '';
              }}
            />
            <Line
              type="monotone"
              dataKey="value"
              name={field.label}
              stroke="#0f766e"
              strokeWidth={2.5}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
