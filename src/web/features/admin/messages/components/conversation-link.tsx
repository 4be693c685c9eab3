import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn.ts';
import { adminMessagesMessages as t } from '../messages.ts';

/**
 * 'Mesaj yaz': opens the client's conversation in the inbox (issue #42), from the screens where the
 * dietitian looks at a client (the client list's card, the report). The conversation need not exist:
 * the inbox opens an empty one, ready for the first message.
 */
export function ConversationLink({
  clientId,
  clientName,
  className,
}: {
  clientId: string;
  clientName: string;
  className?: string;
}) {
  return (
    <Link
      to={`/messages?danisan=${encodeURIComponent(clientId)}`}
      aria-label={t.writeTo(clientName)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800',
        className,
      )}
    >
      <MessagesSquare aria-hidden="true" className="size-4" /> {t.write}
    </Link>
  );
}
