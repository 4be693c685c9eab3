import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * The step indicator of a wizard (spec 2 §4: client 3 steps, measurement 4 steps): numbered steps,
 * the current one marked with aria-current="step", finished ones with a check.
 */
export function WizardSteps({ steps, current }: { steps: ReadonlyArray<string>; current: number }) {
  return (
    <nav aria-label="Adımlar" className="mb-5">
      <p className="mb-3 text-sm font-medium text-slate-600 dark:text-slate-300">
        Adım {current + 1} / {steps.length}: {steps[current]}
      </p>
      <ol className="flex items-center gap-2">
        {steps.map((title, index) => {
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li key={title} className="flex flex-1 items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
              <span
                className={cn(
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  isDone && 'bg-brand-700 text-white',
                  isCurrent && 'bg-brand-700 text-white ring-4 ring-brand-200 dark:ring-brand-900',
                  !isDone && !isCurrent && 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-4" /> : index + 1}
                <span className="sr-only">
                  {`: ${title}`}
                  {isDone ? ' (tamamlandı)' : ''}
                </span>
              </span>
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 flex-1 rounded', isDone ? 'bg-brand-700' : 'bg-slate-200 dark:bg-slate-700')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
