import { formatTurkishDate } from '../../../../../shared/dates.ts';
import {
  type KvkkRequestItem,
  kvkkRequestKindShortLabels,
  kvkkRequestStatusLabels,
} from '../../../../../shared/schemas/kvkk-requests.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ClientDataDownload } from '../../clients/index.ts';
import { adminKvkkRequestsMessages as messages } from '../messages.ts';

const statusTone = { new: 'info', in_progress: 'warning', answered: 'success', rejected: 'danger' } as const;

type KvkkRequestCardProps = {
  request: KvkkRequestItem;
  onStart: (request: KvkkRequestItem) => void;
  onAnswer: (request: KvkkRequestItem) => void;
  isStarting: boolean;
};

/** One request in the queue: kind, who, when received, the deadline with the days left, status and commands. */
export function KvkkRequestCard({ request, onStart, onAnswer, isStarting }: KvkkRequestCardProps) {
  const isOpen = request.status === 'new' || request.status === 'in_progress';
  const kind = kvkkRequestKindShortLabels[request.kind];
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            {kind} · {request.requesterName}
          </h3>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {request.requesterEmail} · {request.clientId ? messages.client : messages.visitor}
          </p>
        </div>
        <Badge tone={statusTone[request.status]}>{kvkkRequestStatusLabels[request.status]}</Badge>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{request.body}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <div className="flex gap-1">
          <dt>{messages.received}:</dt>
          <dd>
            <time dateTime={request.receivedAt}>{formatTurkishDate(request.receivedAt)}</time>
          </dd>
        </div>
        {isOpen ? (
          <div className="flex flex-wrap items-center gap-1">
            <dt>{messages.deadline}:</dt>
            <dd className="flex items-center gap-2">
              <time dateTime={request.deadlineDay}>{formatTurkishDate(request.deadlineDay)}</time>
              <Badge tone={request.daysLeft <= 7 ? 'danger' : 'neutral'}>{messages.daysLeft(request.daysLeft)}</Badge>
            </dd>
          </div>
        ) : (
          request.answeredAt && (
            <div className="flex gap-1">
              <dt>{messages.answeredAt}:</dt>
              <dd>
                <time dateTime={request.answeredAt}>{formatTurkishDate(request.answeredAt)}</time>
              </dd>
            </div>
          )
        )}
      </dl>
      {request.answer && (
        <div className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p className="font-medium">{messages.theAnswer}</p>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{request.answer}</p>
        </div>
      )}
      {isOpen && (
        <div className="mt-auto flex flex-wrap justify-end gap-2">
          {/* A client's request: their data file, as their own download has it, to answer with. */}
          {request.clientId && <ClientDataDownload clientId={request.clientId} clientName={request.requesterName} />}
          {request.status === 'new' && (
            <Button
              variant="secondary"
              isBusy={isStarting}
              onClick={() => onStart(request)}
              aria-label={`${messages.start}: ${kind}, ${request.requesterName}`}
            >
              {messages.start}
            </Button>
          )}
          <Button
            onClick={() => onAnswer(request)}
            aria-label={`${messages.answer}: ${kind}, ${request.requesterName}`}
          >
            {messages.answer}
          </Button>
        </div>
      )}
    </Card>
  );
}
