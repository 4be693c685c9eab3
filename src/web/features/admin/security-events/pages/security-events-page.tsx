import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { formatTurkishDateTime } from '../../../../../shared/dates.ts';
import { type SecurityEventAction, securityEventLabels } from '../../../../../shared/security-event-constants.ts';
import { PagedList } from '../../../../components/screen/paged-list.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useSecurityEvents } from '../api/get-security-events.ts';
import { adminSecurityEventsMessages as messages } from '../messages.ts';

/** An owner's own change (two-factor on, a new password) is news; a defence's refusal or a spent backup code, a warning. */
const isAccountChange = (action: SecurityEventAction) =>
  action === 'two_factor_enabled' || action === 'password_changed';

/** Güvenlik Olayları (/site-settings/security-events): what the sign-in defences recorded, newest first. */
export function Component() {
  const [page, setPage] = useState(1);
  const events = useSecurityEvents(page);
  const total = events.data?.total ?? 0;
  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          {messages.listTitle}
          {total > 0 && <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">({total})</span>}
        </h2>
        <PagedList
          query={events}
          errorText={messages.loadError}
          retryText={messages.retry}
          empty={<EmptyState text={messages.empty} icon={ShieldAlert} />}
          listLabel={messages.listLabel}
          pageLabel={messages.pageLabel}
          onPageChange={setPage}
          listClassName="-mx-5 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          getKey={(event) => event.id}
          renderItem={(event) => (
            <div className="flex flex-col gap-1 px-5 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                  <Badge tone={isAccountChange(event.action) ? 'info' : 'warning'}>
                    {securityEventLabels[event.action]}
                  </Badge>
                  <span className="break-all">{event.email ?? messages.unknownAccount}</span>
                </h3>
                <time dateTime={event.at} className="text-slate-600 dark:text-slate-400">
                  {formatTurkishDateTime(event.at)}
                </time>
              </div>
              <p className="text-slate-700 dark:text-slate-300">{messages.details(event)}</p>
            </div>
          )}
        />
      </Card>
    </section>
  );
}
