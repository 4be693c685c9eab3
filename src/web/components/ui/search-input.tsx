import { Search } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** A spinner inside the box while the server searches. */
  isLoading?: boolean;
  wrapperClassName?: string;
  /** The box's name, read by screen readers only (the placeholder says what to type). */
  label?: string;
};

/**
 * The search box of every list and picker: magnifier inside, spinner while searching; named by its
 * `label` (screen readers only) or labelled by id from outside.
 */
export function SearchInput({ isLoading = false, wrapperClassName, className, label, id, ...props }: SearchInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn('relative', wrapperClassName)}>
      {label && (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      )}
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        className={cn(
          'min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-10 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
        {...props}
      />
      {isLoading && (
        <span className="absolute top-3 right-3">
          <Spinner className="size-5 text-slate-500" label="Aranıyor..." />
        </span>
      )}
    </div>
  );
}
