import { forwardRef, type InputHTMLAttributes } from 'react';

/** A labelled checkbox (the forms' "Aktif" switch). */
export const CheckboxField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(
  function CheckboxField({ label, ...rest }, ref) {
    return (
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        <input ref={ref} type="checkbox" className="size-5 accent-brand-700" {...rest} />
        {label}
      </label>
    );
  },
);
