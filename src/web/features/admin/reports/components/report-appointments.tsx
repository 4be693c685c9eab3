import { appointmentStatusLabels } from '../../../../../shared/appointment-constants.ts';
import { formatCount, formatPercent } from '../../../../../shared/format.ts';
import type { ReportAppointmentCounts } from '../../../../../shared/schemas/reports.ts';
import { CollapsibleSection } from '../../../../components/ui/collapsible-section.tsx';
import { adminReportsMessages } from '../messages.ts';

const shownStatuses = [
  ['completed', 'completed'],
  ['noShow', 'no_show'],
  ['cancelled', 'cancelled'],
  ['upcoming', 'upcoming'],
] as const;

/**
 * The client's appointments by how they ended (issue #44: the report counts no-shows and cancellations),
 * with the share of due appointments the client missed.
 */
export function ReportAppointments({ counts }: { counts: ReportAppointmentCounts }) {
  const due = counts.completed + counts.noShow;
  return (
    <CollapsibleSection title={adminReportsMessages.appointmentsTitle} summary={`${formatCount(counts.total)} randevu`}>
      {counts.total === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{adminReportsMessages.appointmentsEmpty}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {shownStatuses.map(([key, status]) => (
              <div key={key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                <dt className="text-slate-600 dark:text-slate-300">{appointmentStatusLabels[status]}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatCount(counts[key])}</dd>
              </div>
            ))}
          </dl>
          {due > 0 && (
            <p className="mt-3 text-sm font-medium">
              {adminReportsMessages.noShowShare(formatPercent((counts.noShow / due) * 100))}
            </p>
          )}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{adminReportsMessages.appointmentsNote}</p>
        </>
      )}
    </CollapsibleSection>
  );
}
