import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass, useFieldIds } from './field-frame.tsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} ids={ids} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldControlClass(error, 'min-h-11 placeholder:text-slate-400')}
        {...rest}
      />
    </FieldFrame>
  );
});
