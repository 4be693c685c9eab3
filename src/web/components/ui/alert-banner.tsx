import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ALERT_CLEAR_DELAY_MS, ALERT_REPLACE_DELAY_MS, ALERT_VISIBLE_MS } from '../../../shared/constants.ts';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { useTopDialog } from './open-dialogs.ts';

type AlertKind = 'success' | 'error';
type Alert = { kind: AlertKind; message: string };
type ShowAlert = (kind: AlertKind, message: string) => void;

const AlertContext = createContext<ShowAlert>(() => {});

/** Shows a short alert banner (spec 1 §9): 3000 ms, a replacement after 300 ms, cleared 500 ms after hiding. */
export const useAlert = () => useContext(AlertContext);

/** The pending timeouts of the banner, cleared together when an alert is replaced or hidden. */
class TimerSet {
  private ids: number[] = [];
  later(fn: () => void, ms: number) {
    this.ids.push(window.setTimeout(fn, ms));
  }
  clear() {
    for (const id of this.ids) window.clearTimeout(id);
    this.ids = [];
  }
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const [isVisible, setIsVisible] = useState(false);
  const timers = useRef(new TimerSet()).current;
  const isVisibleRef = useRef(false);

  const hide = useCallback(() => {
    timers.clear();
    isVisibleRef.current = false;
    setIsVisible(false);
    timers.later(() => setAlert(null), ALERT_CLEAR_DELAY_MS);
  }, [timers]);

  const show = useCallback<ShowAlert>(
    (kind, message) => {
      const present = () => {
        setAlert({ kind, message });
        isVisibleRef.current = true;
        setIsVisible(true);
        timers.later(hide, ALERT_VISIBLE_MS);
      };
      const wasVisible = isVisibleRef.current;
      timers.clear();
      if (wasVisible) {
        isVisibleRef.current = false;
        setIsVisible(false);
        timers.later(present, ALERT_REPLACE_DELAY_MS);
      } else {
        present();
      }
    },
    [hide, timers],
  );

  useEffect(() => () => timers.clear(), [timers]);
  // Inside an open modal dialog the banner must be in it to be seen, read and closed (open-dialogs.ts).
  const topDialog = useTopDialog();

  // Bottom of the screen, clear of every layout's navigation (issue #18): above the client's tab bar
  // on phones, in the bottom-right corner from md up, left of the public site's floating call buttons.
  const banner = (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+5rem)] z-[60] flex justify-center px-3 md:bottom-6 md:justify-end md:pr-24 md:pl-6"
    >
      {alert && (
        <div
          role={alert.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-3 shadow-lg transition-all duration-300',
            isVisible ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
            alert.kind === 'success'
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100'
              : 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
          )}
        >
          {alert.kind === 'success' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )}
          <p className="flex-1 text-sm font-medium">{alert.message}</p>
          <button type="button" onClick={hide} aria-label="Uyarıyı kapat" className="rounded p-0.5 hover:bg-black/5">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
  return (
    <AlertContext.Provider value={show}>
      {children}
      {topDialog ? createPortal(banner, topDialog) : banner}
    </AlertContext.Provider>
  );
}
