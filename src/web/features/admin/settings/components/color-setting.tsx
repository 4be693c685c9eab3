import { useId } from 'react';
import { isHexColor } from '../../../../../shared/schemas/settings.ts';

type ColorSettingProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  pickerLabel: string;
  hexLabel: string;
};

/**
 * One colour: a picker and a text box that both edit this colour only (the old screen's button-
 * background box showed and edited the button-text colour), and a swatch of the current value.
 */
export function ColorSetting({ label, value, onChange, error, pickerLabel, hexLabel }: ColorSettingProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const isValid = isHexColor(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={pickerLabel}
          value={isValid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
        />
        <input
          type="text"
          aria-label={hexLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-32 rounded-lg border border-slate-300 bg-white px-3 font-mono text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <span
          aria-hidden="true"
          className="size-8 rounded-full border border-slate-300 dark:border-slate-600"
          style={{ backgroundColor: isValid ? value : 'transparent' }}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
