import type { LucideIcon } from 'lucide-react';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';

export type BlockStatus = 'pending' | 'error' | 'success';

type HomeBlockProps = {
  title: string;
  icon: LucideIcon;
  status: BlockStatus;
  /** The block's own error text (spec 1 §8), shown when the home data could not be loaded. */
  errorText: string;
  className?: string;
  action?: ReactNode;
  children?: ReactNode;
};

/** A card of the client home with a titled section and its loading and error states. */
export function HomeBlock({ title, icon: Icon, status, errorText, className, action, children }: HomeBlockProps) {
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
        {status === 'pending' && (
          <div className="flex flex-1 items-center justify-center py-8 text-brand-700 dark:text-brand-200">
            <Spinner className="size-7" />
          </div>
        )}
        {status === 'error' && (
          <p className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorText}
          </p>
        )}
        {status === 'success' && children}
      </section>
    </Card>
  );
}
