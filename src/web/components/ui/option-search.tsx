import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { SearchInput } from './search-input.tsx';

export type SearchOption = { id: string; label: string; description?: string };

type OptionSearchProps = {
  label: string;
  placeholder?: string;
  search: string;
  onSearchChange: (value: string) => void;
  options: ReadonlyArray<SearchOption>;
  selectedId: string | null;
  onSelect: (option: SearchOption) => void;
  isLoading?: boolean;
  error?: string;
  emptyText?: string;
};

/**
 * Pick one item from a server-searched list: a search box and, below it, the matches as buttons
 * (aria-pressed marks the chosen one). Works with keyboard, screen readers and on a phone.
 */
export function OptionSearch({
  label,
  placeholder,
  search,
  onSearchChange,
  options,
  selectedId,
  onSelect,
  isLoading = false,
  error,
  emptyText = 'Sonuç bulunamadı.',
}: OptionSearchProps) {
  const inputId = useId();
  const listId = `${inputId}-list`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <SearchInput
        id={inputId}
        value={search}
        placeholder={placeholder}
        onChange={(event) => onSearchChange(event.target.value)}
        // Only while the list exists: an id that names nothing is invalid ARIA (the error replaces the list).
        aria-controls={error ? undefined : listId}
        isLoading={isLoading}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : (
        // A box of one height whatever it holds: neither the first answer nor a search that narrows
        // the matches moves what sits below it (on a phone, the report under the picker; CLS, issue #17).
        <ul
          id={listId}
          aria-label="Arama sonuçları"
          className="flex h-64 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700"
        >
          {options.length === 0 && !isLoading && (
            <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{emptyText}</li>
          )}
          {options.map((option) => {
            const isSelected = option.id === selectedId;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(option)}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm',
                    isSelected
                      ? 'bg-brand-700 text-white'
                      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  {/* A long e-mail or name wraps inside the row instead of widening the list. */}
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                    <span className="block font-medium">{option.label}</span>
                    {option.description && (
                      <span
                        className={cn(
                          'block text-xs',
                          isSelected ? 'text-white' : 'text-slate-600 dark:text-slate-300',
                        )}
                      >
                        {option.description}
                      </span>
                    )}
                  </span>
                  {isSelected && <Check aria-hidden="true" className="size-4" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
