import { ArrowDown, ArrowUp } from 'lucide-react';
import type { MoveDirection } from '../../../../../shared/schemas/content-admin.ts';
import type { RowPosition } from '../../../../components/screen/managed-list.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { adminContentMessages } from '../messages.ts';

/** Up/down among siblings; the first cannot go up and the last cannot go down (spec 3 §4). */
export function MoveButtons({
  name,
  position: { isFirst, isLast },
  isBusy = false,
  onMove,
}: {
  name: string;
  position: Pick<RowPosition, 'isFirst' | 'isLast'>;
  isBusy?: boolean;
  onMove: (direction: MoveDirection) => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <Button
        variant="ghost"
        aria-label={adminContentMessages.common.moveUp(name)}
        disabled={isFirst || isBusy}
        onClick={() => onMove('up')}
        className="px-2"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        aria-label={adminContentMessages.common.moveDown(name)}
        disabled={isLast || isBusy}
        onClick={() => onMove('down')}
        className="px-2"
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </span>
  );
}
