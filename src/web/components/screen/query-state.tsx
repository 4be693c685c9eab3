import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { ErrorBox } from '../ui/error-box.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** What QueryState reads of a TanStack Query result. */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The screen's own text when loading fails (the spec's "… yüklenirken bir hata oluştu"). */
  errorText: string;
  /** A 'Tekrar dene' button under the error when given. */
  retryText?: string;
  /** Whether the loaded data counts as empty; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** A failed refetch keeps showing the last data, with the error above it (paged lists). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * The one loading / error / empty / content ladder of a screen section: a spinner while the first
 * answer is on its way, the screen's error text (and retry) when it failed, `empty` when there is
 * nothing, else `children(data)`. Every screen uses this instead of spelling the ladder out.
 */
export function QueryState<T>({
  query,
  errorText,
  retryText,
  isEmpty,
  empty,
  keepDataOnError = false,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }
  const error = retryText ? (
    <div className="flex flex-col items-start gap-3">
      <ErrorBox message={errorText} />
      <Button variant="secondary" onClick={() => query.refetch()}>
        {retryText}
      </Button>
    </div>
  ) : (
    <ErrorBox message={errorText} />
  );
  const { data } = query;
  if (data === undefined || (query.isError && !keepDataOnError)) return query.isError ? error : null;
  if (isEmpty?.(data)) return <>{empty}</>;
  return (
    <>
      {query.isError && <ErrorBox message={errorText} />}
      {children(data)}
    </>
  );
}
