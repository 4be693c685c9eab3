import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import {
  type MailDeliveryStatus,
  type MailSendSummary,
  mailDeliveryStatusLabels,
} from '../../../../../shared/schemas/mail.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { adminMailMessages as messages } from '../messages.ts';

const statusTones: Record<MailDeliveryStatus, 'success' | 'warning' | 'danger' | 'info'> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** The latest sends, each with its recipients' delivery status (queued, sent, failed and why). */
export function MailSendHistory({ sends }: { sends: MailSendSummary[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {sends.map((send) => (
        <li key={send.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900 dark:text-white">{send.subject}</h3>
            <span className="text-sm text-slate-600 dark:text-slate-400">{formatTurkishDateTime(send.createdAt)}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {messages.recipientsOf(send.recipientCount, send.skippedCount)}
          </p>
          <ul aria-label={messages.recipientStatusList(send.subject)} className="mt-3 flex flex-col gap-1.5">
            {send.recipients.map((recipient) => (
              <li key={recipient.email} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 text-slate-800 dark:text-slate-200">
                  {recipient.name} <span className="text-slate-600 dark:text-slate-400">({recipient.email})</span>
                </span>
                <span className="flex items-center gap-2">
                  {recipient.lastError && recipient.status !== 'sent' && (
                    <span
                      className="max-w-xs truncate text-xs text-red-700 dark:text-red-400"
                      title={recipient.lastError}
                    >
                      {recipient.lastError}
                    </span>
                  )}
                  <Badge tone={statusTones[recipient.status]}>{mailDeliveryStatusLabels[recipient.status]}</Badge>
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
