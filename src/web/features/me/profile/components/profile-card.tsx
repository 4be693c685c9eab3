import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';

/** One titled card of the profile screen. */
export function ProfileCard({
  title,
  icon: Icon,
  action,
  children,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
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
