import { type MealType, mealLabels, mealTypes } from './constants.ts';
import { type Nutrients, roundNutrients, sumNutrients } from './nutrition.ts';

// Grouping and totals of one calorie-diary day (spec 1 §2.7, spec 2 "Client calorie tracking"):
// entries per meal in the six meal types, four totals per meal and for the day, rounded for display.
// Each calorie_diary row stores the nutrients of the whole entry (portion and quantity applied), so
// totals are plain sums; rounding happens once on the sums, never on each entry.

export type DiaryEntryLike = Nutrients & { mealType: MealType };

/** Totals rounded to whole numbers: kcal for calories, grams for the macros. */
export type NutrientTotals = Nutrients;

export type DiaryMeal<E> = { mealType: MealType; label: string; entries: E[]; totals: NutrientTotals };

export type DiaryDay<E> = { meals: DiaryMeal<E>[]; totals: NutrientTotals; entryCount: number };

/**
 * Puts a day's entries into the six meals in the spec's order (every meal present, empty or not),
 * keeping the entries' own order within a meal, with rounded totals per meal and for the day.
 */
export function groupDiaryDay<E extends DiaryEntryLike>(entries: readonly E[]): DiaryDay<E> {
  const meals = mealTypes.map((mealType) => {
    const mealEntries = entries.filter((entry) => entry.mealType === mealType);
    return {
      mealType,
      label: mealLabels[mealType],
      entries: mealEntries,
      totals: roundNutrients(sumNutrients(mealEntries)),
    };
  });
  return { meals, totals: roundNutrients(sumNutrients(entries)), entryCount: entries.length };
}
