import { type MealType, mealTypes, type WeekDay, weekDays } from './constants.ts';
import { type Nutrients, scaleToPortion } from './nutrition.ts';
import { sumShownRows, roundShownRow } from './diary-totals.ts';
import type { FoodCategory } from './food-categories.ts';
import { formatNumber } from './format.ts';

// The food lines of a diet list (issue #40, ADR 0075) and their totals, computed by the same code on
// the server (the programme's answer) and in the editor (live while typing).
//
// Rounding rule (the diary's, issue #39): a line is rounded once, as it is shown (kcal whole, the
// macros to one decimal); a meal's total is the exact sum of its lines as shown, and a day's the exact
// sum of its meals, so what is shown always adds up, to the last digit. The shares of energy are whole
// percents of the shown macros' energy (4/4/9 kcal per gram), split by largest remainder so that the
// three shown percents add up to exactly 100 (0 each when there is no macro energy).

/** A Turkish household measure (ev ölçüsü) with the grams it stands for when the food has no own value. */
export type HouseholdMeasure =
  | 'water_glass'
  | 'tea_glass'
  | 'tablespoon'
  | 'dessert_spoon'
  | 'teaspoon'
  | 'slice'
  | 'medium_piece'
  | 'handful'
  | 'portion'
  | 'bowl';

/** The fixed list, in the order the editor offers it; grams are common Turkish dietetic defaults. */
export const householdMeasures: readonly { key: HouseholdMeasure; label: string; grams: number }[] = [
  { key: 'water_glass', label: '1 su bardağı', grams: 200 },
  { key: 'tea_glass', label: '1 çay bardağı', grams: 100 },
  { key: 'tablespoon', label: '1 yemek kaşığı', grams: 15 },
  { key: 'dessert_spoon', label: '1 tatlı kaşığı', grams: 10 },
  { key: 'teaspoon', label: '1 çay kaşığı', grams: 5 },
  { key: 'slice', label: '1 dilim', grams: 25 },
  { key: 'medium_piece', label: '1 orta boy', grams: 150 },
  { key: 'handful', label: '1 avuç', grams: 30 },
  { key: 'portion', label: '1 porsiyon', grams: 200 },
  { key: 'bowl', label: '1 kase', grams: 250 },
];

export const householdMeasureKeys = householdMeasures.map((measure) => measure.key) as [
  HouseholdMeasure,
  ...HouseholdMeasure[],
];

const measureByKey = new Map(householdMeasures.map((measure) => [measure.key, measure]));

/** The most grams one household measure may stand for in a food's own weights (a 'kase' of soup is 250 g). */
export const MEASURE_GRAMS_MAX = 2000;

/**
 * A food's own weights of household measures ('1 dilim' of bread 30 g, '1 orta boy' apple 180 g): only
 * the measures the food says something about; every other measure keeps its default grams.
 */
export type MeasureGrams = Partial<Record<HouseholdMeasure, number>>;

/** The grams one measure stands for in a food: the food's own weight when it has one, else the default. */
export const gramsOfMeasure = (measure: HouseholdMeasure, measureGrams: MeasureGrams): number =>
  measureGrams[measure] ?? measureByKey.get(measure)?.grams ?? 0;

/** An amount: grams, or a count of a household measure ('2 × 1 dilim'). */
export type FoodLineAmount =
  | { grams: number; measure: null; measureCount: null }
  | {
      grams: null;
      measure: HouseholdMeasure;
      measureCount: number;
    };

/** The food a line uses, with its values per servingSize grams (a FoodOption). */
export type FoodLineFood = Nutrients & {
  id: string;
  name: string;
  servingSize: number;
  category: FoodCategory;
  measureGrams: MeasureGrams;
};

/** A line's amount with what it needs of its food: the food's own measure weights. */
type AmountOfFood = FoodLineAmount & { food: Pick<FoodLineFood, 'measureGrams'> };

export type FoodLineLike = FoodLineAmount & { day: WeekDay; meal: MealType; food: FoodLineFood };

/** The grams a line stands for: its grams, or count × the measure's grams in its food (else the default). */
export function gramsOfLine(line: AmountOfFood): number {
  if (line.grams !== null) return line.grams;
  return gramsOfMeasure(line.measure, line.food.measureGrams) * line.measureCount;
}

/** '2 × 1 dilim (50 g)'-style text is the screen's; this is the measure's label ('1 dilim'). */
const measureLabel = (measure: HouseholdMeasure) => measureByKey.get(measure)?.label ?? '';

/** '60 g' or '2 × 1 dilim (50 g)': a line's amount as typed, with the grams it stands for. */
export function formatLineAmount(line: AmountOfFood): string {
  if (line.grams !== null) return `${formatNumber(line.grams)} g`;
  return `${formatNumber(line.measureCount, 2)} × ${measureLabel(line.measure)} (${formatNumber(gramsOfLine(line))} g)`;
}

/** Whole percents of the energy from protein, carbohydrate and fat. */
type EnergyShares = { protein: number; carbs: number; fat: number };

/** Nutrients as shown (kcal whole, macros to one decimal) with the macros' shares of energy. */
export type DietTotals = Nutrients & { shares: EnergyShares };

type DietDayTotals = { meals: Record<MealType, DietTotals>; total: DietTotals };

export type DietWeekTotals = Record<WeekDay, DietDayTotals>;

/** A line's nutrients as shown: the food scaled to the line's grams, rounded once. */
export const nutrientsOfLine = (line: FoodLineAmount & { food: FoodLineFood }): Nutrients =>
  roundShownRow(scaleToPortion(line.food, line.food.servingSize, gramsOfLine(line)));

const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
const shareKeys = ['protein', 'carbs', 'fat'] as const;

/** The macros' whole-percent shares of their energy (4/4/9), adding up to exactly 100 (largest remainder). */
export function energySharesOf(totals: Nutrients): EnergyShares {
  const energies = shareKeys.map((key) => totals[key] * KCAL_PER_GRAM[key]);
  const energy = energies.reduce((sum, value) => sum + value, 0);
  if (!(energy > 0)) return { protein: 0, carbs: 0, fat: 0 };
  const exact = energies.map((value) => (value * 100) / energy);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return { protein: floors[0] ?? 0, carbs: floors[1] ?? 0, fat: floors[2] ?? 0 };
}

const withShares = (totals: Nutrients): DietTotals => ({ ...totals, shares: energySharesOf(totals) });

/** The totals of one meal's lines: the sum of the lines as shown. */
export const totalMeal = (lines: readonly (FoodLineAmount & { food: FoodLineFood })[]): DietTotals =>
  withShares(sumShownRows(lines.map(nutrientsOfLine)));

/**
 * Every day's and meal's totals of a week's lines (every day and meal present). A day's total is the
 * sum of its meals' totals; a meal's the sum of its lines as shown.
 */
export function totalDietWeek(lines: readonly FoodLineLike[]): DietWeekTotals {
  return Object.fromEntries(
    weekDays.map((day) => {
      const meals = Object.fromEntries(
        mealTypes.map((meal) => [meal, totalMeal(lines.filter((line) => line.day === day && line.meal === meal))]),
      ) as Record<MealType, DietTotals>;
      return [day, { meals, total: withShares(sumShownRows(Object.values(meals))) }];
    }),
  ) as DietWeekTotals;
}

type TargetComparison = { state: 'over' | 'under' | 'on'; difference: number };

/** The day's kcal against the daily target: how many whole kcal over or under it. */
export function compareToTarget(dayCalories: number, targetCalories: number): TargetComparison {
  const difference = Math.round(dayCalories - targetCalories);
  if (difference > 0) return { state: 'over', difference };
  if (difference < 0) return { state: 'under', difference: -difference };
  return { state: 'on', difference: 0 };
}
