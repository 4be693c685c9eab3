import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field.tsx';

type FormDateFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** Runs after the form has the new value (the booking form clears the chosen time). */
  onValueChange?: (value: string) => void;
};

/** DateField bound to a react-hook-form field: the form holds YYYY-MM-DD, the box shows gün.ay.yıl. */
export function FormDateField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  onValueChange,
  ...rest
}: FormDateFieldProps<T, O>) {
  const { field } = useController({ control, name });
  return (
    <DateField
      {...rest}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
    />
  );
}
