import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlert } from '../components/ui/alert-banner.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.ts';

// The admin list screens' one shape (issue #46): a form (inline or in a dialog) that edits one row
// or adds a new one, the rows under it with one-click commands (Aktif/Pasif, up/down) whose outcome
// is the banner, and delete behind ConfirmDialog. A deleted row that is being edited leaves the form.
//
//   const rows = useManagedRows<AdminService>({ deletion: useDeleteService(), deletedText, deleteErrorText });
//   const toggle = useRowCommand(useSetServiceActive(), { successText: common.statusUpdated, errorText });
//   <ServiceForm key={rows.editing?.id ?? 'new'} service={rows.editing} onDone={rows.stopEditing} />
//   <ConfirmDialog title={messages.confirmDelete} {...rows.removal.dialog} />

export function useManagedRows<T extends { id: string }>(options: {
  deletion: UseMutationResult<unknown, Error, string, unknown>;
  deletedText: string;
  deleteErrorText: string;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const removal = useConfirmedDelete<T, unknown>(options.deletion, {
    deletedText: options.deletedText,
    errorText: options.deleteErrorText,
    onDeleted: (row) => {
      setEditing((current) => (current?.id === row.id ? null : current));
      return undefined;
    },
  });
  return { editing, edit: setEditing, stopEditing: () => setEditing(null), removal };
}

/** A one-click row command (Aktif/Pasif, up/down): the banner says how it went. */
export function useRowCommand<TVariables>(
  mutation: UseMutationResult<unknown, Error, TVariables, unknown>,
  texts: { successText?: string; errorText: string },
) {
  const showAlert = useAlert();
  /** `successText` here: a row's own text ('Ayşe Yılmaz artık aktif'). */
  return (variables: TVariables, successText = texts.successText) =>
    mutation.mutate(variables, {
      onSuccess: () => {
        if (successText) showAlert('success', successText);
      },
      onError: () => showAlert('error', texts.errorText),
    });
}

/** A list's add/edit dialog: the row it edits (null: a new one) stays while the dialog closes. */
export function useEditDialog<T>() {
  const [record, setRecord] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    record,
    isOpen,
    open: (row: T | null) => {
      setRecord(row);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
  };
}
