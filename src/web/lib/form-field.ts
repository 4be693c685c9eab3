import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A form's fields as one spread each (issue #46): the registration and the field's error text, for
 * TextField / TextareaField / SelectField. Called while rendering, so the form state's errors are watched.
 *
 *   const field = fieldsOf(form);
 *   <TextField label={messages.taxNumber} autoComplete="off" {...field('taxNumber')} />
 */
export function fieldsOf<TInput extends FieldValues, TOutput extends FieldValues>(form: {
  register: UseFormRegister<TInput>;
  formState: UseFormReturn<TInput, unknown, TOutput>['formState'];
}) {
  return <TName extends FieldPath<TInput>>(name: TName, options?: RegisterOptions<TInput, TName>) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}
