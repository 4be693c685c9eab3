import { Mail, Phone, UserMinus, Users } from 'lucide-react';
import { isoWeekday } from '../../../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { formatTurkishDate, formatTurkishDateTime } from '../../../../../shared/dates.ts';
import type { AdminWaitlistEntry } from '../../../../../shared/schemas/appointments-waitlist.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { adminAppointmentsMessages } from '../messages.ts';

const messages = adminAppointmentsMessages.waitlist;

/** "4 Aralık 2026 Cuma". */
const describeDay = (date: string) =>
  `${formatTurkishDate(date)} ${weekDayLabels[weekDays[isoWeekday(date) - 1] ?? 'monday']}`;

/** The entries by day, in the order the server gives (day, then join order). */
function groupByDay(entries: AdminWaitlistEntry[]): [string, AdminWaitlistEntry[]][] {
  const days = new Map<string, AdminWaitlistEntry[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);
  return [...days];
}

/**
 * 'Bekleme Listesi' (issue #44, ADR 0088): who waits for which full day, in the order the freed slots are
 * offered, whether their turn's mail has gone, and 'Listeden çıkar' (asked first by the page).
 */
export function WaitlistCard({
  entries,
  onRemove,
}: {
  entries: AdminWaitlistEntry[];
  onRemove: (entry: AdminWaitlistEntry) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.description}</p>
      {entries.length === 0 ? (
        <EmptyState text={messages.empty} icon={Users} />
      ) : (
        groupByDay(entries).map(([day, ofDay]) => (
          <section key={day} aria-label={messages.listLabel(describeDay(day))} className="flex flex-col gap-2">
            <h3 className="font-semibold text-slate-900 dark:text-white">{describeDay(day)}</h3>
            <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
              {ofDay.map((entry, index) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                      <span>
                        {index + 1}. {entry.name}
                      </span>
                      <Badge tone="neutral">{entry.clientId ? messages.client : messages.visitor}</Badge>
                      {entry.notifiedTime ? (
                        <Badge tone="info">{messages.offered(entry.notifiedTime)}</Badge>
                      ) : (
                        <Badge tone="warning">{messages.waiting}</Badge>
                      )}
                    </p>
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                      <span className="inline-flex items-center gap-1 break-all">
                        <Mail aria-hidden="true" className="size-4 shrink-0" />
                        {entry.email}
                      </span>
                      {entry.phone && (
                        <span className="inline-flex items-center gap-1">
                          <Phone aria-hidden="true" className="size-4 shrink-0" />
                          {entry.phone}
                        </span>
                      )}
                      <span>{messages.joinedAt(formatTurkishDateTime(entry.joinedAt))}</span>
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={messages.removeOf(entry.name, describeDay(day))}
                    onClick={() => onRemove(entry)}
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                    {messages.remove}
                  </Button>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
