import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlert } from '../components/ui/alert-banner.tsx';
import { userMessageOr } from './api.ts';

// Every delete asks first (spec 2 §8): the row waits in the hook while ConfirmDialog asks, the
// mutation runs on 'Sil', the banner says how it went, and the dialog closes either way.
//
//   const removal = useConfirmedDelete(useDeleteService(), { deletedText, errorText });
//   <RowActions onDelete={() => removal.ask(service)} … />
//   <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />

type DeleteOptions<T, TResult> = {
  /** The banner after a delete. */
  deletedText: string;
  /** The banner when it fails (with isServerMessageShown, only when the server gives no message of its own). */
  errorText: string;
  /** A 4xx's Turkish message instead of errorText (a 409 says why and what to do instead). */
  isServerMessageShown?: boolean;
  /** After a delete, before the banner; `false` says the screen answered it itself (no banner). */
  onDeleted?: (row: T, result: TResult) => undefined | false;
  /** A failure the screen answers itself (true: no banner). */
  catchError?: (error: Error, row: T) => boolean;
};

export function useConfirmedDelete<T extends { id: string }, TResult>(
  deletion: UseMutationResult<TResult, Error, string, unknown>,
  options: DeleteOptions<T, TResult>,
) {
  const showAlert = useAlert();
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (!target) return;
    const row = target;
    deletion.mutate(row.id, {
      onSuccess: (result) => {
        if (options.onDeleted?.(row, result) === false) return;
        showAlert('success', options.deletedText);
      },
      onError: (error) => {
        if (options.catchError?.(error, row)) return;
        showAlert('error', options.isServerMessageShown ? userMessageOr(error, options.errorText) : options.errorText);
      },
      onSettled: () => setTarget(null),
    });
  };

  return {
    /** The row the dialog asks about, if any. */
    target,
    /** Opens the dialog for a row. */
    ask: setTarget,
    /** ConfirmDialog's props but its title. */
    dialog: {
      isOpen: target !== null,
      onConfirm: confirm,
      onCancel: () => setTarget(null),
      isBusy: deletion.isPending,
    },
  };
}
