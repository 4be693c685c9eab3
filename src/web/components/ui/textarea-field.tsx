import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass, useFieldIds } from './field-frame.tsx';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled multi-line text box with its error under it (the sibling of TextField). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, className, id, rows = 4, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { error });
  return (
    <FieldFrame label={label} ids={ids} error={error} className={className}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldControlClass(error, 'placeholder:text-slate-400')}
        {...rest}
      />
    </FieldFrame>
  );
});
