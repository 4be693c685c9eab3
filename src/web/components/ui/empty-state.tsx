import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet, with the spec's own text. */
export function EmptyState({
  text,
  icon: Icon = Inbox,
  children,
}: {
  text: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p>{text}</p>
      {children}
    </div>
  );
}
