import { Eye } from 'lucide-react';
import { formatTurkishDateTime } from '../../shared/dates.ts';
import type { Page } from '../../shared/paging.ts';
import { accessLogScreenLabel } from '../../shared/access-log-constants.ts';
import type { AccessLogEntry } from '../../shared/schemas/access-log.ts';
import { PagedList } from './screen/paged-list.tsx';
import type { QueryLike } from './screen/query-state.tsx';
import { EmptyState } from './ui/empty-state.tsx';

/**
 * Who opened a client's record (issue #43, ADR 0084), one row per read: the screen, the admin's name
 * and the time, newest first. The same rows on the client detail (admin) and in the client's profile.
 */
export function AccessLogList({
  query,
  onPageChange,
  texts,
}: {
  query: QueryLike<Page<AccessLogEntry>> & { isFetching: boolean };
  onPageChange: (page: number) => void;
  texts: {
    empty: string;
    loadError: string;
    retry: string;
    pageLabel: string;
    removedAdmin: string;
    listLabel: string;
  };
}) {
  return (
    <PagedList
      query={query}
      errorText={texts.loadError}
      retryText={texts.retry}
      empty={<EmptyState text={texts.empty} icon={Eye} />}
      listLabel={texts.listLabel}
      pageLabel={texts.pageLabel}
      onPageChange={onPageChange}
      listClassName="-mx-5 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      getKey={(entry) => `${entry.at}|${entry.screen}|${entry.adminName ?? ''}`}
      renderItem={(entry) => (
        <div className="flex flex-col gap-1 px-5 py-3 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="min-w-0 break-words">
            <span className="font-semibold text-slate-900 dark:text-white">{accessLogScreenLabel(entry.screen)}</span>
            <span className="text-slate-700 dark:text-slate-300"> · {entry.adminName ?? texts.removedAdmin}</span>
          </p>
          <time dateTime={entry.at} className="shrink-0 text-slate-600 dark:text-slate-400">
            {formatTurkishDateTime(entry.at)}
          </time>
        </div>
      )}
    />
  );
}
