import type { ReactNode } from 'react';
import { formatTurkishDate } from '../../shared/dates.ts';
import { type KvkkRequestStatus, kvkkRequestStatusLabels } from '../../shared/kvkk-request-constants.ts';
import { Badge } from './ui/badge.tsx';

// The parts of a KVKK request (ADR 0085) that the dietitian's queue and the client's profile show alike;
// each screen keeps its own labels (terse for the practice, addressed to the client in the profile).

const statusTones = { new: 'info', in_progress: 'warning', answered: 'success', rejected: 'danger' } as const;

export function KvkkRequestStatusBadge({ status }: { status: KvkkRequestStatus }) {
  return <Badge tone={statusTones[status]}>{kvkkRequestStatusLabels[status]}</Badge>;
}

export function KvkkRequestBody({ body }: { body: string }) {
  return <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{body}</p>;
}

/** The request's days ('Alındı', 'Son gün', …) as a definition list; `children` are its KvkkRequestDay rows. */
export function KvkkRequestDays({ children }: { children: ReactNode }) {
  return <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">{children}</dl>;
}

/** One day of the request; `badge` (the days left) stands beside it. */
export function KvkkRequestDay({ label, day, badge }: { label: string; day: string; badge?: ReactNode }) {
  const time = <time dateTime={day}>{formatTurkishDate(day)}</time>;
  return badge ? (
    <div className="flex flex-wrap items-center gap-1">
      <dt>{label}:</dt>
      <dd className="flex items-center gap-2">
        {time}
        {badge}
      </dd>
    </div>
  ) : (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd>{time}</dd>
    </div>
  );
}

/** The practice's answer under its title. */
export function KvkkRequestAnswer({ title, answer }: { title: string; answer: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
      <p className="font-medium">{title}</p>
      <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{answer}</p>
    </div>
  );
}
