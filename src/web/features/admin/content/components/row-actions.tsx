import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';
import { adminContentMessages } from '../messages.ts';

/** Edit and delete buttons of a CMS list row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <EditDeleteButtons
      editLabel={`${name} ${adminContentMessages.common.edit.toLowerCase()}`}
      deleteLabel={`${name} ${adminContentMessages.common.remove.toLowerCase()}`}
      onEdit={onEdit}
      onDelete={onDelete}
      buttonClassName="px-2"
      className="inline-flex gap-1"
    />
  );
}
