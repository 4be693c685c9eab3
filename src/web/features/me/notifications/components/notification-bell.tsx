import { Bell, Trash2 } from 'lucide-react';
import { useId, useRef, useState, useCallback } from 'react';
import { formatTurkishDateTime } from '../../../../../shared/dates.ts';
import type { ClientNotification } from '../../../../../shared/schemas/notifications.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useSession } from '../../../auth/index.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useLiveNotifications } from '../api/use-live-notifications.ts';
import { announceNotification, askNotificationPermission } from '../lib/announce-notification.ts';
import { meNotificationsMessages as texts } from '../messages.ts';
import { useDismiss } from '../../../../lib/use-dismiss.ts';

/** The bell in the client header with its dropdown (spec 1 §2.10), live through server-sent events. */
export function NotificationBell() {
  const session = useSession();
  const user = session.data?.user;
  const clientId = user?.role === 'client' ? user.id : undefined;
  const notifications = useNotifications();
  useLiveNotifications(clientId, announceNotification);

  const [isOpen, setIsOpen] = useState(false);
  const closePopup = useCallback(() => setIsOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();

  useDismiss(isOpen, container, closePopup);

  const unread = notifications.data?.unreadCount ?? 0;
  const toggle = () => {
    setIsOpen((open) => !open);
    void askNotificationPermission();
  };

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={texts.bellLabel(unread)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-5 font-bold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="fixed inset-x-2 top-16 z-40 rounded-2xl border border-slate-200 bg-white shadow-xl md:absolute md:inset-x-auto md:top-auto md:right-0 md:mt-2 md:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2
            id={headingId}
            className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900 dark:border-slate-700 dark:text-white"
          >
            {texts.title}
          </h2>
          <NotificationPanelBody query={notifications} />
        </section>
      )}
    </div>
  );
}

function NotificationPanelBody({ query }: { query: ReturnType<typeof useNotifications> }) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-700 dark:text-brand-200">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="m-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {texts.loadError}
      </p>
    );
  }
  if (query.data.notifications.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">{texts.empty}</p>;
  }
  return (
    <ul className="max-h-[min(24rem,70dvh)] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
      {query.data.notifications.map((row) => (
        <NotificationItem key={row.id} row={row} />
      ))}
    </ul>
  );
}

function NotificationItem({ row }: { row: ClientNotification }) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const showAlert = useAlert();
  const open = () => {
    if (!row.read) markRead.mutate(row.id, { onError: () => showAlert('error', texts.markReadError) });
  };
  return (
    <li className={cn('flex items-start gap-1 pr-1', !row.read && 'bg-brand-50/70 dark:bg-brand-900/40')}>
      <button
        type="button"
        onClick={open}
        className="flex min-h-11 flex-1 items-start gap-2 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', row.read ? 'bg-transparent' : 'bg-brand-600')}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-slate-900 dark:text-white', !row.read && 'font-semibold')}>
            {row.title}
            {!row.read && <span className="sr-only"> ({texts.unread})</span>}
          </span>
          <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">{row.message}</span>
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
            {formatTurkishDateTime(row.createdAt)}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => remove.mutate(row.id, { onError: () => showAlert('error', texts.deleteError) })}
        disabled={remove.isPending}
        aria-label={texts.delete(row.title)}
        className="mt-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-300"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
