import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MealType, mealTypes } from '../../../../../shared/constants.ts';
import { formatTurkishDate, isIsoDay, todayInIstanbul } from '../../../../../shared/dates.ts';
import { hasDiaryNumbers } from '../../../../../shared/diary-numbers.ts';
import { groupDiaryDay } from '../../../../../shared/diary-totals.ts';
import { DIARY_EARLIEST_DAY, findDiaryDayProblem } from '../../../../../shared/diary-constants.ts';
import type { MeDiaryEntry } from '../../../../../shared/schemas/diary.ts';
import type { MeFoodOption } from '../../../../../shared/schemas/foods.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useAddDiaryEntry } from '../api/add-diary-entry.ts';
import { useDeleteDiaryEntry } from '../api/delete-diary-entry.ts';
import { getDiaryDayQueryOptions, useDiaryDay } from '../api/get-diary-day.ts';
import { useUpdateDiaryQuantity } from '../api/update-diary-quantity.ts';
import { DiaryMealSection } from '../components/diary-meal-section.tsx';
import { DiaryTotals } from '../components/diary-totals.tsx';
import { FoodPickerDialog } from '../components/food-picker-dialog.tsx';
import { meDiaryMessages as t } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { useTypedDay } from '../../../../lib/use-typed-day.ts';
import { getFoodOptionsQueryOptions } from '../../foods/index.ts';
import {
  isNetworkFailure,
  meOfflineMessages,
  PendingWritesList,
  useKeepDiaryEntry,
  usePendingWrites,
  waitingDiaryCalories,
} from '../../offline/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day before or after a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** /kullanici/kalori-gunlugu: the client's calorie diary (spec 1 §2.7). One request per day shown. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayInIstanbul();
  const requested = searchParams.get('tarih') ?? '';
  const date = isIsoDay(requested) && requested >= DIARY_EARLIEST_DAY && requested <= today ? requested : today;
  const setDate = (next: string) =>
    setSearchParams(next === today ? {} : { tarih: next }, { replace: true, preventScrollReset: true });
  // An address whose day the diary cannot show (?tarih=2026-02-31, a future day) is corrected to the
  // day shown, so the address, the box and the diary always name the same day (issue #39).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address's day is not the shown one
  useEffect(() => {
    if (requested && requested !== date) setDate(date);
  }, [requested, date]);
  // A day the diary cannot show waits in the box with its message; the diary stays on its day.
  const typedDay = useTypedDay({
    shownDay: date,
    judge: findDiaryDayProblem,
    requiredMessage: t.dateRequired,
    onDay: setDate,
  });

  const day = useDiaryDay(date);
  const queryClient = useQueryClient();
  // Yesterday's day and the food list are read once with today's, so the service worker keeps them and
  // the diary can be read and written offline (issue #41).
  useEffect(() => {
    void queryClient.prefetchQuery(getDiaryDayQueryOptions(shiftDay(today, -1)));
    void queryClient.prefetchQuery(getFoodOptionsQueryOptions());
  }, [queryClient, today]);
  const addEntry = useAddDiaryEntry();
  const pendingWrites = usePendingWrites();
  const keepDiaryEntry = useKeepDiaryEntry();
  const updateQuantity = useUpdateDiaryQuantity(date);
  const deleteEntry = useDeleteDiaryEntry(date);
  const [pickerMeal, setPickerMeal] = useState<MealType | null>(null);
  const [pendingDelete, setPendingDelete] = useState<MeDiaryEntry | null>(null);

  const entries = day.data?.entries ?? [];
  const waitingCalories = waitingDiaryCalories(pendingWrites, date);
  const busyEntryId = updateQuantity.isPending
    ? (updateQuantity.variables?.entryId ?? null)
    : deleteEntry.isPending
      ? (deleteEntry.variables ?? null)
      : null;

  const pick = (food: MeFoodOption, portionGrams: number) => {
    if (!pickerMeal) return;
    const input = { foodItemId: food.id, date, mealType: pickerMeal, portionGrams };
    // The phone names the entry, so one kept offline and sent later is written once (issue #41).
    const clientEntryId = crypto.randomUUID();
    addEntry.mutate(
      { ...input, clientEntryId },
      {
        onSuccess: () => {
          notify.success(t.addSuccess);
          setPickerMeal(null);
        },
        onError: (error) => {
          if (!isNetworkFailure(error)) return notify.error(t.addError);
          void keepDiaryEntry({ id: clientEntryId, input, food });
          notify.success(meOfflineMessages.keptOffline);
          setPickerMeal(null);
        },
      },
    );
  };

  const changeQuantity = (entry: MeDiaryEntry, quantity: number) => {
    if (quantity < 1) return;
    updateQuantity.mutate({ entryId: entry.id, quantity }, { onError: () => notify.error(t.quantityError) });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    deleteEntry.mutate(pendingDelete.id, {
      onSuccess: () => notify.success(t.deleteSuccess),
      onError: () => notify.error(t.deleteError),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader title={t.title} description={t.description} />

      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" onClick={() => setDate(shiftDay(date, -1))} aria-label={t.previousDay}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <DateField
          id="diary-date"
          label={t.date}
          className="flex-1"
          min={DIARY_EARLIEST_DAY}
          max={today}
          value={date}
          onChange={typedDay.type}
          onBlur={typedDay.leave}
          error={typedDay.problem ?? undefined}
        />
        <Button
          variant="secondary"
          onClick={() => setDate(shiftDay(date, 1))}
          aria-label={t.nextDay}
          disabled={date >= today}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
        {date !== today && (
          <Button variant="ghost" onClick={() => setDate(today)}>
            {t.today}
          </Button>
        )}
      </div>
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">{formatTurkishDate(date)}</p>

      <PendingWritesList writes={pendingWrites} />

      <QueryState query={day} errorText={t.loadError} retryText={t.retry}>
        {() => {
          // Totals of the rows as shown, per meal and for the day: they add up on screen (issue #39). A
          // hide-numbers client's day has the meals and foods only, no totals (ADR 0090).
          const grouped = day.data?.numbersHidden
            ? {
                totals: null,
                meals: mealTypes.map((mealType) => ({
                  mealType,
                  entries: entries.filter((entry) => entry.mealType === mealType),
                  totals: null,
                })),
              }
            : groupDiaryDay(entries.filter(hasDiaryNumbers));
          return (
            <>
              {grouped.totals && <DiaryTotals totals={grouped.totals} waitingCalories={waitingCalories} />}
              <div className="flex flex-col gap-4">
                {grouped.meals.map((meal) => (
                  <DiaryMealSection
                    key={meal.mealType}
                    mealType={meal.mealType}
                    date={date}
                    entries={meal.entries}
                    totals={meal.totals}
                    busyEntryId={busyEntryId}
                    onAdd={setPickerMeal}
                    onChangeQuantity={changeQuantity}
                    onDelete={setPendingDelete}
                  />
                ))}
              </div>
            </>
          );
        }}
      </QueryState>

      <FoodPickerDialog
        mealType={pickerMeal}
        isAdding={addEntry.isPending}
        onPick={pick}
        onClose={() => setPickerMeal(null)}
      />
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title={pendingDelete ? t.deleteTitle(pendingDelete.foodName) : ''}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
        isBusy={deleteEntry.isPending}
      />
    </div>
  );
}
