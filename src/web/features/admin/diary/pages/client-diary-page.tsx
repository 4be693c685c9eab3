import { Flame } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isIsoDay, todayInIstanbul } from '../../../../../shared/dates.ts';
import { DIARY_EARLIEST_DAY, findDiaryDayProblem } from '../../../../../shared/diary-constants.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { OptionSearch, type SearchOption } from '../../../../components/ui/option-search.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { useAddressParams } from '../../../../lib/use-address-params.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useTypedDay } from '../../../../lib/use-typed-day.ts';
import { useClientOptions } from '../../clients/index.ts';
import { useClientDiaryDay } from '../api/get-client-diary-day.ts';
import { DiaryDayView } from '../components/diary-day-view.tsx';
import { adminDiaryMessages as messages } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';

/**
 * Client calorie tracking (/client-calories, read-only): pick a client and a day (default today in
 * Istanbul). The choice lives in the address (?client=&date=), so a reload or a shared link keeps it.
 */
export function Component() {
  const [params, updateParams] = useAddressParams();
  const clientId = params.get('client');
  const dateParam = params.get('date') ?? '';
  const today = todayInIstanbul();
  const date = isIsoDay(dateParam) && dateParam >= DIARY_EARLIEST_DAY && dateParam <= today ? dateParam : today;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const clientOptions = useClientOptions(debouncedSearch, 20);
  const diary = useClientDiaryDay(clientId, date);

  // Picking a client and typing a day at once keep both (useAddressParams builds on the last write).
  const update = (next: { client?: string; date?: string }) =>
    updateParams(
      (merged) => {
        if (next.client !== undefined) merged.set('client', next.client);
        if (next.date !== undefined) {
          if (next.date) merged.set('date', next.date);
          else merged.delete('date');
        }
      },
      { replace: true },
    );

  // An address whose day the diary cannot show (?date=2026-02-31, a future day) is corrected to the
  // day that is shown, so the address, the box and the diary always name the same day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address's day is not the shown one
  useEffect(() => {
    if (dateParam && dateParam !== date) update({ date: '' });
  }, [dateParam, date]);

  // A day the diary cannot show waits in the box with its message; the address keeps the shown day.
  const typedDay = useTypedDay({
    shownDay: date,
    judge: findDiaryDayProblem,
    requiredMessage: messages.dateRequired,
    onDay: (day) => update({ date: day }),
  });

  const options: SearchOption[] = (clientOptions.data?.clients ?? []).map((client) => ({
    id: client.id,
    label: client.name,
    description: client.email,
  }));

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      {/* One column of the card's width on a phone (grid-cols-1 is minmax(0, 1fr)): an 'auto' column
          grew to the longest unbreakable e-mail in the client list and scrolled the page sideways. */}
      <Card className="mb-6 grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
        <OptionSearch
          label={messages.clientLabel}
          placeholder={messages.searchPlaceholder}
          search={search}
          onSearchChange={setSearch}
          options={options}
          selectedId={clientId}
          onSelect={(option) => update({ client: option.id })}
          isLoading={clientOptions.isFetching}
          error={clientOptions.isError ? messages.loadError : undefined}
          emptyText={messages.noClients}
        />
        <DateField
          label={messages.dateLabel}
          min={DIARY_EARLIEST_DAY}
          max={today}
          value={date}
          onChange={typedDay.type}
          onBlur={typedDay.leave}
          error={typedDay.problem ?? undefined}
          className="md:self-start"
        />
      </Card>
      {!clientId ? (
        <EmptyState text={messages.pickClient} icon={Flame} />
      ) : (
        <QueryState query={diary} errorText={messages.diaryLoadError}>
          {(data) => <DiaryDayView diary={data} />}
        </QueryState>
      )}
    </section>
  );
}
