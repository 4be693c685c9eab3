import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass, useFieldIds } from './field-frame.tsx';

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
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} ids={ids} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldControlClass(error, 'min-h-11')}
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
    </FieldFrame>
  );
});
