import type { LucideIcon } from 'lucide-react';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';

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
export function HomeBlock({ title, icon, status, errorText, className, action, children }: HomeBlockProps) {
  return (
    <SectionCard title={title} icon={icon} action={action} className={className}>
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
    </SectionCard>
  );
}
