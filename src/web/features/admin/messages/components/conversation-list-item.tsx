import { Link } from 'react-router';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import type { ConversationSummary } from '../../../../../shared/schemas/messages.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { cn } from '../../../../lib/cn.ts';
import { adminMessagesMessages as t } from '../messages.ts';

/** One conversation in the inbox: the client, the last message's start, and its state. */
export function ConversationListItem({
  conversation,
  href,
  isOpen,
}: {
  conversation: ConversationSummary;
  href: string;
  isOpen: boolean;
}) {
  const isWaiting = conversation.lastSenderRole === 'client' && !conversation.isDone;
  return (
    <Link
      to={href}
      aria-current={isOpen ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-1 rounded-xl border px-4 py-3 text-left transition-colors',
        isOpen
          ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40'
          : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
      )}
    >
      <span className="flex items-center gap-2">
        <span className={cn('flex-1 truncate', conversation.unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
          {conversation.clientName}
        </span>
        <time dateTime={conversation.lastMessageAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
          {formatTurkishDateTime(conversation.lastMessageAt)}
        </time>
      </span>
      <span className="truncate text-sm text-slate-600 dark:text-slate-300">
        {conversation.lastSenderRole === 'admin' && `${t.you}: `}
        {conversation.lastMessageText}
      </span>
      {(conversation.unreadCount > 0 || isWaiting || conversation.isDone) && (
        <span className="flex flex-wrap gap-1.5">
          {conversation.unreadCount > 0 && <Badge tone="danger">{t.unread(conversation.unreadCount)}</Badge>}
          {isWaiting && <Badge tone="warning">{t.waiting}</Badge>}
          {conversation.isDone && <Badge tone="success">{t.done}</Badge>}
        </span>
      )}
    </Link>
  );
}
