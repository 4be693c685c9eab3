import { cn } from '../../../../lib/cn.ts';
import { adminContentMessages } from '../messages.ts';

/** One-click Aktif/Pasif (spec 3 §4 "Activation"): the button shows the state and flips it. */
export function ActiveToggle({
  name,
  isActive,
  isBusy = false,
  onToggle,
}: {
  /** What the row is called, for the button's accessible name. */
  name: string;
  isActive: boolean;
  isBusy?: boolean;
  onToggle: (isActive: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-label={adminContentMessages.common.toggleActive(name, isActive)}
      aria-pressed={isActive}
      disabled={isBusy}
      onClick={() => onToggle(!isActive)}
      className={cn(
        'inline-flex min-h-9 items-center rounded-full px-3 text-xs font-semibold ring-1 ring-inset disabled:opacity-60',
        isActive
          ? 'bg-emerald-100 text-emerald-900 ring-emerald-300 hover:bg-emerald-200 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {isActive ? adminContentMessages.common.active : adminContentMessages.common.passive}
    </button>
  );
}
