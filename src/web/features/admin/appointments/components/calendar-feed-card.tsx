import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed.ts';
import { adminAppointmentsMessages as messages } from '../messages.ts';

/** The secret iCal URL for the dietitian's phone, with copy and renewal (the old URL then stops). */
export function CalendarFeedCard({ url }: { url: string }) {
  const showAlert = useAlert();
  const renew = useRenewCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showAlert('success', messages.calendar.copied);
    } catch {
      // Clipboard refused (permissions, http): the field is read-only and selectable by hand.
    }
  };

  const confirmRenew = () =>
    renew.mutate(undefined, {
      onSuccess: () => showAlert('success', messages.calendar.renewed),
      onError: () => showAlert('error', messages.calendar.renewError),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.calendar.description}</p>
      <TextField label={messages.calendar.urlLabel} value={url} readOnly onFocus={(event) => event.target.select()} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {messages.calendar.copy}
        </Button>
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {messages.calendar.renew}
        </Button>
      </div>
      <Dialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={messages.calendar.renewConfirm}
        className="max-w-sm"
      >
        <p className="text-slate-700 dark:text-slate-300">{messages.calendar.renewText}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={renew.isPending}>
            İptal
          </Button>
          <Button onClick={confirmRenew} isBusy={renew.isPending}>
            {messages.calendar.renew}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
