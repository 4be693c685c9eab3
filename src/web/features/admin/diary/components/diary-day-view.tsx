import { type NutrientTotals, roundShownRow } from '../../../../../shared/diary-totals.ts';
import type { ClientDiaryResponse } from '../../../../../shared/schemas/diary.ts';
import { formatGrams, formatKcal, formatNumber, formatTurkishDate } from '../../../../../shared/format.ts';
import { MessagePhotos } from '../../../../components/conversation/message-photos.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { adminDiaryPhotoUrl } from '../api/diary-photo-url.ts';
import { adminDiaryMessages as messages } from '../messages.ts';

/** The four totals (kcal, protein, carbs, fat) as a compact line: the sums of the rows as shown. */
function TotalsLine({ totals }: { totals: NutrientTotals }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <span className="font-semibold text-slate-900 dark:text-white">{formatKcal(totals.calories)}</span>
      {' · '}
      {messages.protein} {formatGrams(totals.protein)}
      {' · '}
      {messages.carbs} {formatGrams(totals.carbs)}
      {' · '}
      {messages.fat} {formatGrams(totals.fat)}
    </p>
  );
}

/** A client's diary day: the day's four totals, then the six meals with their entries and totals. */
export function DiaryDayView({ diary }: { diary: ClientDiaryResponse }) {
  const { day } = diary;
  const tiles: Array<{ label: string; value: string }> = [
    { label: messages.calories, value: formatKcal(day.totals.calories) },
    { label: messages.protein, value: formatGrams(day.totals.protein) },
    { label: messages.carbs, value: formatGrams(day.totals.carbs) },
    { label: messages.fat, value: formatGrams(day.totals.fat) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="diary-day-totals">
        <h2 id="diary-day-totals" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          {diary.client.name} · {formatTurkishDate(diary.date)} · {messages.dayTotals}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map((tile) => (
            <div
              key={tile.label}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{tile.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{tile.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {day.entryCount === 0 ? (
        <EmptyState text={messages.emptyDay} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {day.meals.map((meal) => (
            <Card key={meal.mealType} className="flex flex-col gap-3" data-meal={meal.mealType}>
              <section aria-label={meal.label} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-base font-semibold text-slate-900 dark:text-white">{meal.label}</h3>
                  <TotalsLine totals={meal.totals} />
                </div>
                {meal.entries.length === 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{messages.emptyMeal}</p>
                ) : (
                  <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                    {meal.entries.map((entry) => {
                      // The row rounded once, as the meal's total adds it (shared/diary-totals.ts).
                      const shown = roundShownRow(entry);
                      return (
                        <li key={entry.id} className="flex items-center gap-3 py-2">
                          {entry.photo && (
                            <MessagePhotos
                              images={[entry.photo]}
                              photoUrl={adminDiaryPhotoUrl}
                              texts={{
                                open: () => messages.photoOpen(entry.foodName),
                                fullViewAlt: () => messages.photoAlt(entry.foodName),
                              }}
                              thumbnailClassName="size-14"
                            />
                          )}
                          <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                            <span className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">
                              {entry.foodName}
                              <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                                {formatGrams(entry.portionGrams)}
                                {entry.quantity !== 1 && ` × ${formatNumber(entry.quantity)}`}
                              </span>
                            </span>
                            <span className="text-sm text-slate-700 dark:text-slate-300">
                              {formatKcal(shown.calories)} · P {formatGrams(shown.protein)} · K{' '}
                              {formatGrams(shown.carbs)} · Y {formatGrams(shown.fat)}
                            </span>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
