import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { adminContentMessages } from '../messages.ts';

/** Edit and delete buttons of a list row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className="inline-flex gap-1">
      <Button
        variant="ghost"
        aria-label={`${name} ${adminContentMessages.common.edit.toLowerCase()}`}
        onClick={onEdit}
        className="px-2"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        aria-label={`${name} ${adminContentMessages.common.remove.toLowerCase()}`}
        onClick={onDelete}
        className="px-2"
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
      </Button>
    </span>
  );
}
