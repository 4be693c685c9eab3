import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass, useFieldIds } from './field-frame.tsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, className, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { error });
  return (
    <FieldFrame label={label} ids={ids} error={error} className={className}>
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
