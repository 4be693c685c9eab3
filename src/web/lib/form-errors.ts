import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isUserError } from './api.ts';

/**
 * Puts a failed request's per-field messages (a 400 `validation` answer's `fieldErrors`) on the
 * react-hook-form fields they name, so the message appears under the field, as the form's own zod
 * check would have put it. Returns true when at least one field got a message; otherwise the caller
 * shows the error as the form's banner (`userMessageOr(error, fallback)`).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!isUserError(error)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => name === path || path.startsWith(`${name}.`));
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
