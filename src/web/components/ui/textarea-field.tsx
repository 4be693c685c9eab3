import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled multi-line text box with its error under it (the sibling of TextField). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, className, id, rows = 4, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 dark:bg-slate-900 dark:text-slate-100',
          error ? 'border-red-600' : 'border-slate-300 dark:border-slate-600',
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
