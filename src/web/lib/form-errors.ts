import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isUserError, userMessageOr } from './api.ts';
import { isStaleVersion } from './use-versioned-edit.ts';

/** Failed saves whose messages applyFieldErrors put under the form's fields. */
const placedOnFields = new WeakSet<object>();

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
  if (applied) placedOnFields.add(error);
  return applied;
}

/**
 * The text of a form's red box for a failed save, or null when the box stays away: no failure, a
 * stale save (its own notice offers the current values) or a failure whose messages are already under
 * their fields (#39 item 16: one message per failure). Otherwise the server's Turkish 4xx message, or
 * `fallback` (a text, or one made from the error) when the server gave none.
 */
export function saveErrorText(error: Error | null, fallback: string | ((error: Error) => string)): string | null {
  if (!error || isStaleVersion(error) || placedOnFields.has(error)) return null;
  return typeof fallback === 'string' ? userMessageOr(error, fallback) : fallback(error);
}
