import { type WeekDay, weekDays } from './constants.ts';
import { type FoodLineLike, gramsOfLine } from './diet-totals.ts';

// The shopping list of a diet list (issue #40, ADR 0079): the foods of the chosen days' lines, one row
// per food with the grams of all its lines summed (a household measure counts as its grams), in
// Turkish alphabetical order. Food categories are not in the database yet; the list is by food.

export type ShoppingListItem = { foodId: string; name: string; grams: number };

/** The days from `from` to `to` (week order, both included). */
export const weekDaysBetween = (from: WeekDay, to: WeekDay): WeekDay[] =>
  weekDays.slice(weekDays.indexOf(from), weekDays.indexOf(to) + 1);

/** One row per food of the days' lines, its grams summed and then rounded to whole grams. */
export function shoppingListOf(lines: readonly FoodLineLike[], days: readonly WeekDay[]): ShoppingListItem[] {
  const byFood = new Map<string, ShoppingListItem>();
  for (const line of lines) {
    if (!days.includes(line.day)) continue;
    const item = byFood.get(line.food.id) ?? { foodId: line.food.id, name: line.food.name, grams: 0 };
    item.grams += gramsOfLine(line);
    byFood.set(line.food.id, item);
  }
  return [...byFood.values()]
    .map((item) => ({ ...item, grams: Math.round(item.grams) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
