import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** A titled card whose body opens and closes with its heading button (aria-expanded). */
export function CollapsibleSection({
  title,
  summary,
  defaultOpen = false,
  children,
}: {
  title: string;
  /** Short text beside the title, e.g. a count. */
  summary?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-5 py-3 text-left"
        >
          <span className="flex-1 text-lg font-semibold">{title}</span>
          {summary && <span className="text-sm text-slate-600 dark:text-slate-300">{summary}</span>}
          <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', isOpen && 'rotate-180')} />
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className="border-t border-slate-200 px-5 py-4 dark:border-slate-800">
        {children}
      </div>
    </section>
  );
}
