import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from './card.tsx';

/** A card holding one titled section: an icon badge and an h2, an optional action on the right. */
export function SectionCard({
  title,
  icon: Icon,
  action,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={cn('flex flex-col gap-4', className)}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
            <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
