import { Save, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { adminContentMessages } from '../messages.ts';

/** A CMS form's buttons: save ("Ekle" or "Güncelle"), and İptal, which resets the form. */
export function FormActions({
  submitText,
  isPending,
  onCancel,
  isCancelShown = true,
}: {
  submitText: string;
  isPending: boolean;
  onCancel: () => void;
  isCancelShown?: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {isCancelShown && (
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          <X aria-hidden="true" className="size-4" />
          {adminContentMessages.common.cancel}
        </Button>
      )}
      <Button type="submit" isBusy={isPending}>
        <Save aria-hidden="true" className="size-4" />
        {submitText}
      </Button>
    </div>
  );
}
