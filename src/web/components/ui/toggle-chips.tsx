import { cn } from '../../lib/cn.ts';

type ToggleChipsProps<T extends string> = {
  /** Read by screen readers as the group's name (the chips themselves say what each one is). */
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  /** 'wrap' breaks onto new lines; 'scroll' keeps one line that scrolls sideways (phones). */
  layout?: 'wrap' | 'scroll';
};

/** A row of pressed/unpressed chips choosing one option, e.g. the exercise categories. */
export function ToggleChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  labelOf,
  layout = 'wrap',
}: ToggleChipsProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className={layout === 'wrap' ? 'flex flex-wrap gap-2' : '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1'}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cn(
              'min-h-11 shrink-0 rounded-full border px-5 text-sm font-semibold',
              value === option
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {labelOf(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
