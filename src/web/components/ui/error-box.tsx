import { CircleAlert } from 'lucide-react';
import { saveErrorText } from '../../lib/form-errors.ts';

/** The red box in which forms show a failure (spec 1 §4: sign-in failure "in a red box"). */
export function ErrorBox({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/**
 * A form's red box for a failed save (saveErrorText): nothing while the save has not failed, when it
 * failed as stale (its notice says so) or when its messages stand under their fields.
 */
export function SaveErrorBox({
  error,
  fallback,
}: {
  error: Error | null;
  fallback: string | ((error: Error) => string);
}) {
  const message = saveErrorText(error, fallback);
  return message ? <ErrorBox message={message} /> : null;
}
