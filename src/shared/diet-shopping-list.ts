import { type WeekDay, weekDays } from './constants.ts';
import { type FoodLineLike, gramsOfLine } from './diet-totals.ts';
import { type FoodCategory, foodCategoryKeys, foodCategoryLabels } from './food-categories.ts';

// The shopping list of a diet list (issue #40, ADR 0079, ADR 0075's amendment of stop 54): the foods of
// the chosen days' lines, one row per food with the grams of all its lines summed (a household measure
// counts as its grams in that food, `gramsOfLine`), grouped by the foods' categories in the fixed order
// of `foodCategoryKeys` (a walk through the market), each group in Turkish alphabetical order.

export type ShoppingListItem = { foodId: string; name: string; grams: number };

/** The foods of one category ('Sebzeler'), as the list shows them under its heading. */
export type ShoppingListGroup = { category: FoodCategory; label: string; items: ShoppingListItem[] };

/** The days from `from` to `to` (week order, both included). */
export const weekDaysBetween = (from: WeekDay, to: WeekDay): WeekDay[] =>
  weekDays.slice(weekDays.indexOf(from), weekDays.indexOf(to) + 1);

/** One row per food of the days' lines, its grams summed and then rounded to whole grams, grouped by category. */
export function shoppingListOf(lines: readonly FoodLineLike[], days: readonly WeekDay[]): ShoppingListGroup[] {
  const byFood = new Map<string, ShoppingListItem & { category: FoodCategory }>();
  for (const line of lines) {
    if (!days.includes(line.day)) continue;
    const item = byFood.get(line.food.id) ?? {
      foodId: line.food.id,
      name: line.food.name,
      category: line.food.category,
      grams: 0,
    };
    item.grams += gramsOfLine(line);
    byFood.set(line.food.id, item);
  }
  const rows = [...byFood.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  return foodCategoryKeys
    .map((category) => ({
      category,
      label: foodCategoryLabels[category],
      items: rows
        .filter((row) => row.category === category)
        .map(({ foodId, name, grams }) => ({ foodId, name, grams: Math.round(grams) })),
    }))
    .filter((group) => group.items.length > 0);
}
