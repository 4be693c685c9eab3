import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { SearchInput } from './search-input.tsx';

export type ChecklistOption = { id: string; label: string; description?: string };

type OptionChecklistProps = {
  /** The group's name, read as the fieldset legend. */
  legend: string;
  searchLabel: string;
  placeholder?: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** The matches of the current search (searched on the server). */
  options: ReadonlyArray<ChecklistOption>;
  /** Everything chosen so far, also the ones the current search does not show. */
  selected: ReadonlyArray<ChecklistOption>;
  onToggle: (option: ChecklistOption, isChecked: boolean) => void;
  isLoading?: boolean;
  loadError?: string;
  fieldError?: string;
  emptyText?: string;
  disabled?: boolean;
  /** Extra controls above the list (e.g. a "send to everyone" switch). */
  before?: ReactNode;
};

/**
 * Choose several items from a server-searched list: a search box, the matches as checkboxes, and the
 * chosen ones as removable chips (so a choice stays visible after the search changes). Native
 * checkboxes in a fieldset: keyboard, screen readers and phones work as people expect.
 */
export function OptionChecklist({
  legend,
  searchLabel,
  placeholder,
  search,
  onSearchChange,
  options,
  selected,
  onToggle,
  isLoading = false,
  loadError,
  fieldError,
  emptyText = 'Sonuç bulunamadı.',
  disabled = false,
  before,
}: OptionChecklistProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const selectedIds = new Set(selected.map((option) => option.id));
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={fieldError ? errorId : undefined}
      aria-invalid={fieldError ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {before}
      <div className={cn('flex flex-col gap-2', disabled && 'opacity-60')}>
        <label htmlFor={inputId} className="sr-only">
          {searchLabel}
        </label>
        <SearchInput
          id={inputId}
          value={search}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onSearchChange(event.target.value)}
          isLoading={isLoading}
        />
        {selected.length > 0 && !disabled && (
          <ul aria-label={`Seçilenler (${selected.length})`} className="flex flex-wrap gap-1.5">
            {selected.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  onClick={() => onToggle(option, false)}
                  aria-label={`${option.label} seçimini kaldır`}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full bg-brand-100 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-200 dark:bg-brand-900 dark:text-brand-100"
                >
                  {option.label}
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {loadError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {loadError}
          </p>
        ) : (
          <ul
            // While the choices are off (disabled), the list itself takes the focus so a long list can
            // still be scrolled by keyboard (axe: scrollable-region-focusable).
            tabIndex={disabled ? 0 : undefined}
            aria-label={legend}
            className="flex max-h-60 flex-col gap-0.5 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700"
          >
            {options.length === 0 && !isLoading && (
              <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{emptyText}</li>
            )}
            {options.map((option) => {
              const checkboxId = `${inputId}-${option.id}`;
              return (
                <li key={option.id}>
                  <label
                    htmlFor={checkboxId}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800"
                  >
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="size-5 shrink-0 accent-brand-700"
                      checked={selectedIds.has(option.id)}
                      disabled={disabled}
                      onChange={(event) => onToggle(option, event.target.checked)}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                        {option.label}
                      </span>
                      {option.description && (
                        <span className="truncate text-xs text-slate-600 dark:text-slate-400">
                          {option.description}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {fieldError && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {fieldError}
        </p>
      )}
    </fieldset>
  );
}
