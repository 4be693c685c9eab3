import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { VisitorStatistics } from '../../../../../shared/schemas/visits.ts';
import { adminDashboardMessages as messages } from '../messages.ts';

const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The 30-day visitor chart; loaded on demand (recharts is large). */
export default function VisitorChart({ days }: { days: VisitorStatistics['last30Days'] }) {
  const points = days.map((entry) => ({
    ...entry,
    label: shortDate.format(new Date(`${entry.day}T12:00:00Z`)),
  }));
  const total = days.reduce((sum, entry) => sum + entry.visitors, 0);
  const best = days.reduce((top, entry) => (entry.visitors > top.visitors ? entry : top), days[0]!);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-slate-700 dark:text-slate-200">
        {total > 0
          ? messages.visitors.chartSummary(total, formatTurkishDate(best.day), best.visitors)
          : messages.visitors.noVisitsYet}
      </figcaption>
      <div role="img" aria-label={messages.visitors.chartLabel} className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: '#475569', fontSize: 11 }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fill: '#475569', fontSize: 12 }} width={36} />
            <Tooltip
              formatter={(value) => [`${value} ziyaretçi`, 'Ziyaretçi']}
              labelFormatter={(_label, payload) => {
                const day = payload?.[0]?.payload?.day as string | undefined;
                return day ? formatTurkishDate(day) : '';
              }}
            />
            <Bar dataKey="visitors" name="Ziyaretçi" fill="#0f766e" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
