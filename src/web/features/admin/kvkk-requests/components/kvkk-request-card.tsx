import { type KvkkRequestItem, kvkkRequestKindShortLabels } from '../../../../../shared/schemas/kvkk-requests.ts';
import {
  KvkkRequestAnswer,
  KvkkRequestBody,
  KvkkRequestDay,
  KvkkRequestDays,
  KvkkRequestStatusBadge,
} from '../../../../components/kvkk-request-parts.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ClientDataDownload } from '../../clients/index.ts';
import { adminKvkkRequestsMessages as messages } from '../messages.ts';

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
        <KvkkRequestStatusBadge status={request.status} />
      </div>
      <KvkkRequestBody body={request.body} />
      <KvkkRequestDays>
        <KvkkRequestDay label={messages.received} day={request.receivedAt} />
        {isOpen ? (
          <KvkkRequestDay
            label={messages.deadline}
            day={request.deadlineDay}
            badge={
              <Badge tone={request.daysLeft <= 7 ? 'danger' : 'neutral'}>{messages.daysLeft(request.daysLeft)}</Badge>
            }
          />
        ) : (
          request.answeredAt && <KvkkRequestDay label={messages.answeredAt} day={request.answeredAt} />
        )}
      </KvkkRequestDays>
      {request.answer && <KvkkRequestAnswer title={messages.theAnswer} answer={request.answer} />}
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
