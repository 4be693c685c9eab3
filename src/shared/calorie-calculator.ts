import { DEFAULT_SERVING_GRAMS } from './constants.ts';
import { roundShownRow, sumShownRows } from './diary-totals.ts';
import { multiplyNutrients, type Nutrients } from './nutrition.ts';
import type { FoodOption } from './schemas/foods.ts';

// The calorie and nutrient calculator of the client home (spec 1 §2.5, §5, §9). It runs in the
// browser on the food list the server sends; the rules live here so they are tested once.

/** A food of the calculator: a picker's food, whose serving size may be missing (then 100 g). */
export type CalculatorFood = Omit<FoodOption, 'servingSize'> & { servingSize?: number };

export type CalculatorItem = Required<CalculatorFood> & { quantity: number };

export type NutrientTotals = Nutrients;

/** Adds a food with quantity 1, or raises its quantity by 1 when it is already in the list. */
export function addFood(items: CalculatorItem[], food: CalculatorFood): CalculatorItem[] {
  if (items.some((item) => item.id === food.id)) {
    return items.map((item) => (item.id === food.id ? { ...item, quantity: item.quantity + 1 } : item));
  }
  const servingSize = food.servingSize && food.servingSize > 0 ? food.servingSize : DEFAULT_SERVING_GRAMS;
  return [...items, { ...food, servingSize, quantity: 1 }];
}

/** Plus and minus on a selected food; the quantity never goes below 1. */
export function changeQuantity(items: CalculatorItem[], id: string, delta: number): CalculatorItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity: Math.max(1, item.quantity + delta) } : item));
}

export const removeFood = (items: CalculatorItem[], id: string) => items.filter((item) => item.id !== id);

/** One item's nutrients: value × quantity × serving_size / 100. */
export function itemTotals(item: CalculatorItem): NutrientTotals {
  return multiplyNutrients(item, (item.quantity * item.servingSize) / 100);
}

/** One item's nutrients as its row shows them: kcal whole, the macros to one decimal (diary-totals.ts). */
export const shownItemTotals = (item: CalculatorItem): NutrientTotals => roundShownRow(itemTotals(item));

/** The totals as shown: the sum of the rows as shown, so that they add up on screen (issue #39). */
export const sumTotals = (items: CalculatorItem[]): NutrientTotals => sumShownRows(items.map(itemTotals));

/**
 * Reads a number typed by a person: a decimal comma or point, anything unreadable (or negative,
 * which no nutrient can be) becomes 0.
 */
export function parseDecimal(text: string): number {
  const value = Number.parseFloat(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export type CustomFoodInput = { name: string; calories: string; protein: string; carbs: string; fat: string };

/**
 * A food the client types in. It is only made when it has a name and more than 0 calories;
 * otherwise the result is null and nothing is added.
 */
export function buildCustomFood(input: CustomFoodInput, id: string): CalculatorFood | null {
  const name = input.name.trim();
  const calories = parseDecimal(input.calories);
  if (!name || calories <= 0) return null;
  return {
    id,
    name,
    calories,
    protein: parseDecimal(input.protein),
    carbs: parseDecimal(input.carbs),
    fat: parseDecimal(input.fat),
    servingSize: DEFAULT_SERVING_GRAMS,
  };
}
