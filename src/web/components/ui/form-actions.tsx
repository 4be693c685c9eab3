import { Save, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * A form's last row: its cancel button, then its submit button, which is busy (and cancel disabled)
 * while the save runs, so a form is never sent twice or left half way. Every form of the panel ends
 * with it, so its buttons stand in one order and one place on every screen.
 */
export function FormActions({
  isPending,
  onCancel,
  texts,
  submitVariant = 'primary',
  isSubmitDisabled = false,
  isCancelShown = true,
  hasIcons = false,
  isStackedOnPhone = false,
  className,
}: {
  isPending: boolean;
  onCancel: () => void;
  /**
   * The buttons' words, often the screen's messages as they are: İptal, the submit's word and its word
   * while the save runs ("Kaydediliyor..."; the submit's word when not given).
   */
  texts: { cancel: string; save: string; saving?: string };
  submitVariant?: 'primary' | 'danger';
  isSubmitDisabled?: boolean;
  /** False where nothing can be cancelled (a settings form not yet changed). */
  isCancelShown?: boolean;
  /** The CMS forms' X and save icons beside the texts. */
  hasIcons?: boolean;
  /** On a phone the submit button on top of a full-width column, from `sm` on a row (long forms). */
  isStackedOnPhone?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        isStackedOnPhone
          ? 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end'
          : 'flex flex-wrap justify-end gap-2',
        className,
      )}
    >
      {isCancelShown && (
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {hasIcons && <X aria-hidden="true" className="size-4" />}
          {texts.cancel}
        </Button>
      )}
      <Button type="submit" variant={submitVariant} isBusy={isPending} disabled={isSubmitDisabled}>
        {hasIcons && <Save aria-hidden="true" className="size-4" />}
        {isPending ? (texts.saving ?? texts.save) : texts.save}
      </Button>
    </div>
  );
}
