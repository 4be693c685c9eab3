import { ArrowLeft, ArrowRight, Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { type FormEvent, useState } from 'react';
import type { FieldPath, FieldValues, UseFormTrigger } from 'react-hook-form';
import { Button } from './button.tsx';

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

/**
 * A wizard's buttons: 'Geri' (off on the first step and while saving), then 'İleri' or, on the last
 * step, the submit button with its own icon and text. Both 'İleri' and submit are `type="submit"`:
 * the form's onSubmit checks the step's fields before moving on.
 */
export function WizardFooter({
  step,
  stepCount,
  onBack,
  isPending,
  submitIcon: SubmitIcon,
  submitText,
}: {
  step: number;
  stepCount: number;
  onBack: () => void;
  isPending: boolean;
  submitIcon: LucideIcon;
  submitText: string;
}) {
  return (
    <div className="mt-6 flex justify-between gap-2">
      <Button variant="secondary" onClick={onBack} disabled={step === 0 || isPending}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Geri
      </Button>
      {step === stepCount - 1 ? (
        <Button type="submit" isBusy={isPending}>
          <SubmitIcon aria-hidden="true" className="size-4" /> {submitText}
        </Button>
      ) : (
        <Button type="submit">
          İleri <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
    </div>
  );
}

/**
 * A wizard's step state over one react-hook-form form: `onSubmit(submit)` is the form's onSubmit;
 * before the last step it checks the current step's fields and moves on, on the last it submits.
 * `checkStep`, when given, is asked too (a check only the server can make, such as a common password)
 * once the step's fields are valid; the wizard moves on only when it answers true.
 */
export function useWizard<T extends FieldValues>(
  steps: ReadonlyArray<{ title: string; fields: ReadonlyArray<FieldPath<T>> }>,
  trigger: UseFormTrigger<T>,
  checkStep?: (step: number) => Promise<boolean>,
) {
  const [step, setStep] = useState(0);
  const isLastStep = step === steps.length - 1;
  return {
    step,
    setStep,
    titles: steps.map((item) => item.title),
    current: steps[step]!,
    back: () => setStep((value) => value - 1),
    onSubmit: (submit: (event: FormEvent<HTMLFormElement>) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isLastStep) void submit(event);
      else
        void trigger([...steps[step]!.fields])
          .then(async (isValid) => isValid && (checkStep ? await checkStep(step) : true))
          .then((canMoveOn) => canMoveOn && setStep(step + 1));
    },
  };
}
