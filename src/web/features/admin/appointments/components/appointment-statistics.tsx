import type { AppointmentStatistics as Statistics } from '../../../../../shared/schemas/appointments.ts';
import { adminAppointmentsMessages as messages } from '../messages.ts';

/** The statistics row of the appointments screen (spec 2 "Appointments"). */
export function AppointmentStatistics({ statistics }: { statistics: Statistics }) {
  const items = [
    { label: messages.statistics.total, value: statistics.total },
    { label: messages.statistics.today, value: statistics.today },
    { label: messages.statistics.upcoming, value: statistics.upcoming },
    { label: messages.statistics.completed, value: statistics.completed },
    { label: messages.statistics.cancelled, value: statistics.cancelled },
    { label: messages.statistics.noShow, value: statistics.noShow },
  ];
  return (
    <section aria-label={messages.statistics.title} className="mb-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div
            key={item.label}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
