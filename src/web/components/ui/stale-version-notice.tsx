import { CircleCheck, RefreshCw } from 'lucide-react';
import { recordVersionMessages } from '../../../shared/record-versions.ts';
import type { StaleNoticeState } from '../../lib/use-versioned-edit.ts';
import { Button } from './button.tsx';
import { ErrorBox } from './error-box.tsx';

/**
 * What an edit form says after a stale save (ADR 0053): the server's one text with 'Güncel hâlini
 * yükle', then that the current values are in the form. Nothing while the form's save is not stale.
 */
export function StaleVersionNotice({ edit }: { edit: { notice: StaleNoticeState; reload: () => Promise<void> } }) {
  const { notice } = edit;
  if (notice.kind === 'none') return null;
  if (notice.kind === 'gone') return <ErrorBox message={recordVersionMessages.gone} />;
  if (notice.kind === 'reloaded') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{recordVersionMessages.reloaded}</span>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <ErrorBox message={notice.message || recordVersionMessages.stale} />
      {notice.kind === 'reload-failed' && <ErrorBox message={recordVersionMessages.reloadError} />}
      <Button variant="secondary" isBusy={notice.kind === 'reloading'} onClick={() => void edit.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {recordVersionMessages.reload}
      </Button>
    </div>
  );
}
