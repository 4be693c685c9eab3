import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  /** The choices; `children` may be used instead for grouped or custom options. */
  options?: ReadonlyArray<SelectOption>;
  /** A first, empty "please choose" entry that cannot be chosen back once a value is set. */
  placeholder?: string;
  /** Short help under the field. */
  hint?: ReactNode;
};

/** A labelled native <select>: keyboard, screen readers and phone pickers work without a library. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, options, placeholder, hint, className, id, children, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 dark:bg-slate-900 dark:text-slate-100',
          error ? 'border-red-600' : 'border-slate-300 dark:border-slate-600',
        )}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
