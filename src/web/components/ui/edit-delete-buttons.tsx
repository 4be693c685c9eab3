import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

/**
 * A row's or a card's edit and delete buttons: icons only, each named after its row for screen
 * readers ("Yulaf ezmesi düzenle"), the delete icon red.
 */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  isEditDisabled = false,
  buttonClassName,
  className = 'flex gap-1',
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  isEditDisabled?: boolean;
  /** The buttons' padding where the default is too wide (a card's corner, a dense table). */
  buttonClassName?: string;
  /** The pair's own box: a flex row, or `inline-flex gap-1` beside a row's text. */
  className?: string;
}) {
  return (
    <span className={className}>
      <Button
        variant="ghost"
        aria-label={editLabel}
        onClick={onEdit}
        disabled={isEditDisabled}
        className={buttonClassName}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" aria-label={deleteLabel} onClick={onDelete} className={buttonClassName}>
        <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
      </Button>
    </span>
  );
}
