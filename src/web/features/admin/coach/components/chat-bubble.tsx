import { Bot } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { adminCoachMessages as text } from '../messages.ts';

export type ChatEntry = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The failure bubble (spec 2 §8): shown, never stored. */
  isFailure?: boolean;
};

/** A message: the admin's on the right, the coach's on the left under 'Sağlık Uzmanı'. */
export function ChatBubble({ entry }: { entry: ChatEntry }) {
  const isUser = entry.role === 'user';
  return (
    <li className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] sm:max-w-[75%]', isUser ? 'items-end' : 'items-start')}>
        {!isUser && (
          <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
            <Bot aria-hidden="true" className="size-4" />
            {text.assistant}
          </p>
        )}
        {isUser && <span className="sr-only">{text.you}: </span>}
        <div
          data-testid={isUser ? 'user-bubble' : 'assistant-bubble'}
          className={cn(
            'rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap',
            isUser
              ? 'rounded-br-sm bg-emerald-800 text-white'
              : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            entry.isFailure &&
              'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
          )}
        >
          {entry.content}
        </div>
      </div>
    </li>
  );
}

/** The typing indicator while the coach has not begun its answer. */
export function TypingIndicator() {
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <div className="rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900">
        <span className="sr-only">{text.typing}</span>
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
          <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
          <span className="size-2 animate-bounce rounded-full bg-slate-500" />
        </span>
      </div>
    </li>
  );
}
