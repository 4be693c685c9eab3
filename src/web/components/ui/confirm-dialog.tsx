import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
};

/** Every delete asks first (spec 2 §8): 'Bu işlem geri alınamaz.' with Sil and İptal. */
export function ConfirmDialog({ isOpen, title, onConfirm, onCancel, isBusy = false }: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={title} className="max-w-sm">
      <p className="text-slate-700 dark:text-slate-300">Bu işlem geri alınamaz.</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          İptal
        </Button>
        <Button variant="danger" onClick={onConfirm} isBusy={isBusy}>
          Sil
        </Button>
      </div>
    </Dialog>
  );
}
