import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/** Ids that tie a form control to its label, hint and error for screen readers. */
export function useFieldIds(id: string | undefined, { error, hint }: { error?: string; hint?: ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}

/** The border and colours every text-like control shares; red while the field has an error. */
export const fieldControlClass = (error: string | undefined, extra: string) =>
  cn(
    'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 dark:bg-slate-900 dark:text-slate-100',
    extra,
    error ? 'border-red-600' : 'border-slate-300 dark:border-slate-600',
  );

type FieldFrameProps = {
  label: string;
  ids: ReturnType<typeof useFieldIds>;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then hint and error below: the frame of TextField, TextareaField and SelectField. */
export function FieldFrame({ label, ids, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
