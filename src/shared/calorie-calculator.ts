import { DEFAULT_SERVING_GRAMS } from './constants.ts';

// The calorie and nutrient calculator of the client home (spec 1 §2.5, §5, §9). It runs in the
// browser on the food list the server sends; the rules live here so they are tested once.

export type CalculatorFood = {
  id: string;
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Grams the nutrient values refer to (default 100). */
  servingSize?: number;
};

export type CalculatorItem = Required<CalculatorFood> & { quantity: number };

export type NutrientTotals = { calories: number; protein: number; carbs: number; fat: number };

export const emptyTotals = (): NutrientTotals => ({ calories: 0, protein: 0, carbs: 0, fat: 0 });

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
  const factor = (item.quantity * item.servingSize) / 100;
  return {
    calories: item.calories * factor,
    protein: item.protein * factor,
    carbs: item.carbs * factor,
    fat: item.fat * factor,
  };
}

export function sumTotals(items: CalculatorItem[]): NutrientTotals {
  const totals = emptyTotals();
  for (const item of items) {
    const one = itemTotals(item);
    totals.calories += one.calories;
    totals.protein += one.protein;
    totals.carbs += one.carbs;
    totals.fat += one.fat;
  }
  return totals;
}

/** Totals are shown rounded: whole kcal and whole grams. */
export function roundTotals(totals: NutrientTotals): NutrientTotals {
  return {
    calories: Math.round(totals.calories),
    protein: Math.round(totals.protein),
    carbs: Math.round(totals.carbs),
    fat: Math.round(totals.fat),
  };
}

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
