import { BellOff } from 'lucide-react';
import { useState } from 'react';
import type { SentNotificationItem } from '../../../../../shared/schemas/notifications.ts';
import { PagedList, useStepBackFromEmptyPage } from '../../../../components/screen/paged-list.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useDeleteSentNotification } from '../api/delete-sent-notification.ts';
import { useSentNotifications } from '../api/get-sent-notifications.ts';
import { SendNotificationForm } from '../components/send-notification-form.tsx';
import { SentNotificationRow } from '../components/sent-notification-item.tsx';
import { adminNotificationsMessages } from '../messages.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';

/** Send notification (/notifications, 'Bildirim Gönder'): the form and 'Gönderilen Bildirimler'. */
export function Component() {
  const removal = useConfirmedDelete<SentNotificationItem, unknown>(useDeleteSentNotification(), {
    deletedText: adminNotificationsMessages.deleted,
    errorText: adminNotificationsMessages.deleteError,
  });
  const [page, setPage] = useState(1);
  const sent = useSentNotifications(page);
  const data = sent.data;

  useStepBackFromEmptyPage(data, setPage);

  return (
    <section>
      <PageHeader title={adminNotificationsMessages.title} description={adminNotificationsMessages.description} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            {adminNotificationsMessages.formTitle}
          </h2>
          <SendNotificationForm />
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
            {adminNotificationsMessages.listTitle}
            {data && data.total > 0 && (
              <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">({data.total})</span>
            )}
          </h2>
          <PagedList
            query={sent}
            errorText={adminNotificationsMessages.loadError}
            empty={<EmptyState text={adminNotificationsMessages.empty} icon={BellOff} />}
            pageLabel="Gönderilen bildirim sayfaları"
            onPageChange={setPage}
            listClassName="-mx-5 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            getKey={(notification) => notification.id}
            renderItem={(notification) => <SentNotificationRow notification={notification} onDelete={removal.ask} />}
          />
        </Card>
      </div>
      <ConfirmDialog title={adminNotificationsMessages.confirmDelete} {...removal.dialog} />
    </section>
  );
}
