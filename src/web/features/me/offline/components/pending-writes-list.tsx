import { CloudOff, X } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { mealLabels } from '../../../../../shared/constants.ts';
import { useDismissPendingWrite } from '../api/use-pending-writes.ts';
import type { PendingWrite } from '../lib/pending-writes-store.ts';
import { meOfflineMessages as t } from '../messages.ts';

/**
 * What the phone keeps until it can send it (issue #41): each write with 'Bekliyor', or the server's
 * reason when it refused one (then the client removes it). Nothing when nothing waits.
 */
export function PendingWritesList({ writes }: { writes: PendingWrite[] }) {
  const dismiss = useDismissPendingWrite();
  if (writes.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-writes-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
    >
      <h2
        id="pending-writes-heading"
        className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-100"
      >
        <CloudOff aria-hidden="true" className="size-5" />
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">{t.explanation}</p>
      <ul aria-label={t.listLabel} className="mt-3 flex flex-col gap-2">
        {writes.map((write) => {
          const what = describeWrite(write);
          return (
            <li
              key={write.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm text-slate-800 dark:bg-slate-900 dark:text-slate-100"
            >
              <span>
                {what}
                <span className="block text-xs text-slate-600 dark:text-slate-300">{whenOf(write)}</span>
              </span>
              {write.failure ? (
                <span className="flex items-center gap-2">
                  <span className="font-medium text-red-700 dark:text-red-300">{t.failed(write.failure)}</span>
                  <button
                    type="button"
                    onClick={() => void dismiss(write.id)}
                    aria-label={t.dismissLabel(what)}
                    className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </span>
              ) : (
                <span className="shrink-0 rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
                  {t.waiting}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const describeWrite = (write: PendingWrite) =>
  write.kind === 'diary-entry' ? t.diaryEntry(write.foodName, write.calories) : t.waterGlass;

const whenOf = (write: PendingWrite) =>
  write.kind === 'diary-entry'
    ? `${formatTurkishDate(write.input.date)} · ${mealLabels[write.input.mealType]}`
    : formatTurkishDate(write.date);
