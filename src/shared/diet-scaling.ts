import { type FoodLineAmount, type FoodLineLike, totalDietWeek } from './diet-totals.ts';
import { weekDays } from './constants.ts';

// Scaling a diet-list template to a client's daily target (issue #40, ADR 0086 amendment). The
// factor is the target over the template's average day (the days that have food lines); the server
// scales every food line by it with scaleFoodLineAmount, the apply dialog shows it ('%87'). The
// totals are diet-totals.ts's own (totalDietWeek), so the measure weights are the ones the editor uses.

/** Grams are rounded to this step; a household-measure count to a quarter. */
const GRAMS_STEP = 5;
const COUNT_STEP = 0.25;
/** The line limits of ADR 0075 (nutrition-programs.ts's FOOD_LINE_* values; kept zod-free here). */
const GRAMS_MAX = 5000;
const COUNT_MIN = 0.25;
const COUNT_MAX = 20;
/** Scaling is offered (ticked by default) when the target and the average day differ by more than this. */
const SUGGEST_ABOVE = 0.05;

/**
 * The template's average day in whole kcal: the mean of the day totals of the days that have at least
 * one food line (a day left to free text says nothing about energy). Null without food lines.
 */
export function averageDayCalories(lines: readonly FoodLineLike[]): number | null {
  const totals = totalDietWeek(lines);
  const days = weekDays.filter((day) => lines.some((line) => line.day === day));
  if (days.length === 0) return null;
  const sum = days.reduce((total, day) => total + totals[day].total.calories, 0);
  return Math.round(sum / days.length);
}

/** The factor a template's lines are multiplied by so that its average day meets the target. */
export function scaleFactorFor(targetCalories: number, averageCalories: number): number {
  return averageCalories > 0 ? targetCalories / averageCalories : 1;
}

/** Whether scaling is worth suggesting: the average day is more than 5 % away from the target. */
export function isScalingSuggested(targetCalories: number | null, averageCalories: number | null): boolean {
  if (targetCalories === null || averageCalories === null || averageCalories <= 0) return false;
  return Math.abs(targetCalories / averageCalories - 1) > SUGGEST_ABOVE;
}

/** The factor as the dialog shows it: a whole percent (0,87 → 87). */
export const scalePercentOf = (factor: number) => Math.round(factor * 100);

/**
 * One line's amount times the factor, rounded as a dietitian writes it and kept within the line limits:
 * grams to 5 g (5–5000 g; a pinch under 5 g is left as it is, since rounding would multiply it), a
 * household-measure count to the nearest quarter (0,25–20). A line never becomes 0.
 */
export function scaleFoodLineAmount(amount: FoodLineAmount, factor: number): FoodLineAmount {
  if (amount.grams !== null) {
    if (amount.grams < GRAMS_STEP) return amount;
    const grams = Math.round((amount.grams * factor) / GRAMS_STEP) * GRAMS_STEP;
    return { grams: Math.min(GRAMS_MAX, Math.max(GRAMS_STEP, grams)), measure: null, measureCount: null };
  }
  const count = Math.round((amount.measureCount * factor) / COUNT_STEP) * COUNT_STEP;
  return {
    grams: null,
    measure: amount.measure,
    measureCount: Math.min(COUNT_MAX, Math.max(COUNT_MIN, count)),
  };
}

/** Every line's amount scaled (the rest of each line, its food and note, as it was). */
export function scaleFoodLines<T extends FoodLineAmount>(lines: readonly T[], factor: number): T[] {
  return lines.map((line) => ({ ...line, ...scaleFoodLineAmount(line, factor) }));
}
