import { useEffect, useRef } from 'react';
import type { MessageSenderRole } from '../../../shared/message-constants.ts';
import { formatTurkishDateTime } from '../../../shared/format.ts';
import type { Message } from '../../../shared/schemas/messages.ts';
import { cn } from '../../lib/cn.ts';
import { type MessagePhotoUrl, MessagePhotos } from './message-photos.tsx';
import { MessageText } from './message-text.tsx';

export type MessageThreadTexts = {
  /** The list's accessible name, e.g. 'Yazışma'. */
  label: string;
  /** Said before the reader's own messages, e.g. 'Siz'. */
  own: string;
  /** Said before the other side's, e.g. 'Diyetisyeniniz'. */
  other: string;
  /** Under the reader's last message once the other side saw it. */
  seen: string;
};

/**
 * A conversation, oldest first: the reader's own messages on the right, the other side's on the
 * left, and 'Görüldü' under the reader's last message once it was seen. Scrolls to the newest.
 * A message's photos are thumbnails above its text.
 */
export function MessageThread({
  messages,
  ownRole,
  texts,
  photoUrl,
  className,
}: {
  messages: Message[];
  ownRole: MessageSenderRole;
  texts: MessageThreadTexts;
  /** Where this side reads a message's photos. */
  photoUrl: MessagePhotoUrl;
  /** The scrolling box's height, e.g. 'max-h-[60dvh]'. */
  className?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // The box, not the page, scrolls to the newest message whenever one comes in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a new message comes in
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);
  const lastOwn = messages.findLast((message) => message.senderRole === ownRole);
  return (
    <div ref={scroller} className={cn('overflow-y-auto pr-1', className)}>
      <ol aria-label={texts.label} className="flex flex-col gap-3">
        {messages.map((message) => {
          const isOwn = message.senderRole === ownRole;
          return (
            <li key={message.id} className={cn('flex', isOwn ? 'justify-end' : 'justify-start')}>
              <div className={cn('flex max-w-[85%] flex-col sm:max-w-[75%]', isOwn ? 'items-end' : 'items-start')}>
                <div
                  data-testid={isOwn ? 'own-message' : 'other-message'}
                  className={cn(
                    'rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
                    isOwn
                      ? 'rounded-br-sm bg-brand-700 text-white'
                      : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
                  )}
                >
                  <span className="sr-only">{isOwn ? texts.own : texts.other}: </span>
                  {message.images.length > 0 && (
                    <div className={cn(message.text && 'mb-2')}>
                      <MessagePhotos images={message.images} photoUrl={photoUrl} />
                    </div>
                  )}
                  <MessageText text={message.text} />
                </div>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={message.createdAt}>{formatTurkishDateTime(message.createdAt)}</time>
                  {message.id === lastOwn?.id && message.readAt && (
                    <span className="ml-2 font-medium text-brand-700 dark:text-brand-300">{texts.seen}</span>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
