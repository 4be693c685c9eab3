import { DEFAULT_SERVING_GRAMS, MIN_PORTION_GRAMS } from './constants.ts';
import { formatNumber } from './format.ts';

// Nutrient arithmetic of the calorie diary and the calculator (spec 1 §2.5, §2.7, §9), shared by the
// server (which computes what is stored) and the browser (which previews it in the picker).

export type Nutrients = { calories: number; protein: number; carbs: number; fat: number };

export const nutrientKeys = ['calories', 'protein', 'carbs', 'fat'] as const satisfies ReadonlyArray<keyof Nutrients>;

const mapNutrients = (value: Nutrients, fn: (n: number) => number): Nutrients => ({
  calories: fn(value.calories),
  protein: fn(value.protein),
  carbs: fn(value.carbs),
  fat: fn(value.fat),
});

/**
 * The nutrients of a portion of a food: value × portion ÷ serving_size (spec 1 §9: "the diary scales
 * stored values by portion divided by serving_size"). A missing or non-positive serving size counts
 * as the default 100 g.
 */
export function scaleToPortion(perServing: Nutrients, servingSize: number, portionGrams: number): Nutrients {
  const serving = servingSize > 0 ? servingSize : DEFAULT_SERVING_GRAMS;
  return mapNutrients(perServing, (value) => (value * portionGrams) / serving);
}

/** An entry's nutrients for a quantity of its portion: per-portion value × quantity. */
export function multiplyNutrients(perPortion: Nutrients, quantity: number): Nutrients {
  return mapNutrients(perPortion, (value) => value * quantity);
}

/**
 * The per-portion base of a stored diary entry. Entries store the nutrients of the whole entry
 * (portion × quantity), so the base is the stored value ÷ quantity; changing the quantity multiplies
 * that base again, whatever happened to the food row since.
 */
export function perPortionOf(entry: Nutrients & { quantity: number }): Nutrients {
  const quantity = entry.quantity > 0 ? entry.quantity : 1;
  return mapNutrients(entry, (value) => value / quantity);
}

export const emptyNutrients = (): Nutrients => ({ calories: 0, protein: 0, carbs: 0, fat: 0 });

export function sumNutrients(entries: readonly Nutrients[]): Nutrients {
  const total = emptyNutrients();
  for (const entry of entries) for (const key of nutrientKeys) total[key] += entry[key];
  return total;
}

/** Totals as whole numbers: kcal for calories, grams for the macros (rounded once, on the sum). */
export const roundNutrients = (value: Nutrients): Nutrients => mapNutrients(value, Math.round);

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Kcal as a whole number, the macros to one decimal: how the diary shows amounts. */
export function roundForDisplay(value: Nutrients): Nutrients {
  return {
    calories: Math.round(value.calories),
    protein: roundTo(value.protein, 1),
    carbs: roundTo(value.carbs, 1),
    fat: roundTo(value.fat, 1),
  };
}

/** "12,5" style one-decimal text in Turkish (the picker shows macros to one decimal, spec 1 §2.7). */
export const formatOneDecimal = (value: number) => formatNumber(roundTo(value, 1), 1, 1);

/**
 * The portion field of the food picker (spec 1 §2.7, §5): grams, default 100, minimum 1; anything
 * that is not a number becomes 1. Accepts a Turkish decimal comma.
 */
export function parsePortionGrams(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(input.trim().replace(',', '.'));
  if (!Number.isFinite(value)) return MIN_PORTION_GRAMS;
  return Math.max(MIN_PORTION_GRAMS, Math.min(MAX_PORTION_GRAMS, value));
}

/** Largest portion one diary entry takes (5 kg): a typo such as 10000 g is refused, not stored. */
export const MAX_PORTION_GRAMS = 5000;
/** Largest quantity of one entry. */
export const MAX_DIARY_QUANTITY = 99;
