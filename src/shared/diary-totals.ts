import { type MealType, mealLabels, mealTypes } from './constants.ts';
import { type Nutrients, roundForDisplay } from './nutrition.ts';

// Grouping and totals of one calorie-diary day (spec 1 §2.7, spec 2 "Client calorie tracking") and of
// the client home's calculator (spec 1 §2.5): entries per meal in the six meal types, four totals per
// meal and for the day.
//
// What is shown adds up (issue #39): each row is rounded once, as it is shown (roundForDisplay: kcal
// whole, the macros to one decimal), and a total is the sum of those rounded rows, never the rounded
// sum of the exact values. Rows of 310.4 and 181.6 kcal are shown as 310 and 182, and their total as
// 492, not as 491. The diary, the admin's calorie tracking and the client home all show rows and totals
// through these functions.

export type DiaryEntryLike = Nutrients & { mealType: MealType };

/** Totals as shown: kcal whole, the macros to one decimal, each the sum of its rows as shown. */
export type NutrientTotals = Nutrients;

export type DiaryMeal<E> = { mealType: MealType; label: string; entries: E[]; totals: NutrientTotals };

export type DiaryDay<E> = { meals: DiaryMeal<E>[]; totals: NutrientTotals; entryCount: number };

/** A row's nutrients as the screens show them: kcal whole, the macros to one decimal. */
export const roundShownRow = (row: Nutrients): Nutrients => roundForDisplay(row);

/**
 * The total of rows as shown: the sum of each row rounded by roundShownRow. Summed in tenths (whole
 * numbers), so 0.1 + 0.2 stays 0.3 and the total prints exactly as the rows add up.
 */
export function sumShownRows(rows: readonly Nutrients[]): NutrientTotals {
  let calories = 0;
  let proteinTenths = 0;
  let carbsTenths = 0;
  let fatTenths = 0;
  for (const row of rows) {
    const shown = roundShownRow(row);
    calories += shown.calories;
    proteinTenths += Math.round(shown.protein * 10);
    carbsTenths += Math.round(shown.carbs * 10);
    fatTenths += Math.round(shown.fat * 10);
  }
  return { calories, protein: proteinTenths / 10, carbs: carbsTenths / 10, fat: fatTenths / 10 };
}

/**
 * Puts a day's entries into the six meals in the spec's order (every meal present, empty or not),
 * keeping the entries' own order within a meal, with the totals of the rows as shown per meal and for
 * the day (the day's total is also the sum of the meals' totals).
 */
export function groupDiaryDay<E extends DiaryEntryLike>(entries: readonly E[]): DiaryDay<E> {
  const meals = mealTypes.map((mealType) => {
    const mealEntries = entries.filter((entry) => entry.mealType === mealType);
    return { mealType, label: mealLabels[mealType], entries: mealEntries, totals: sumShownRows(mealEntries) };
  });
  return { meals, totals: sumShownRows(entries), entryCount: entries.length };
}
