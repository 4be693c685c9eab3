import { describe, expect, it } from 'vitest';
import { shoppingListOf, weekDaysBetween } from './diet-shopping-list.ts';
import type { FoodLineLike } from './diet-totals.ts';

const bread = {
  id: 'b',
  name: 'Tam buğday ekmeği',
  calories: 247,
  protein: 13,
  carbs: 41,
  fat: 3.4,
  servingSize: 100,
  category: 'bread_grains' as const,
  measureGrams: { slice: 30 },
};
const egg = {
  id: 'e',
  name: 'Haşlanmış yumurta',
  calories: 143,
  protein: 12.6,
  carbs: 0.7,
  fat: 9.5,
  servingSize: 100,
  category: 'eggs' as const,
  measureGrams: {},
};
const cheese = {
  id: 'c',
  name: 'Çökelek',
  calories: 98,
  protein: 11,
  carbs: 3.4,
  fat: 4.3,
  servingSize: 100,
  category: 'dairy' as const,
  measureGrams: {},
};
const yogurt = { ...cheese, id: 'y', name: 'Yoğurt (tam yağlı)', measureGrams: { water_glass: 210 } };
const apple = {
  ...cheese,
  id: 'a',
  name: 'Elma',
  category: 'fruits' as const,
  measureGrams: { medium_piece: 180 },
};

describe('the shopping list of a diet list', () => {
  it('sums each food over the chosen days, a measure as its grams in that food, grouped by category in the fixed order', () => {
    const lines: FoodLineLike[] = [
      { day: 'monday', meal: 'breakfast', food: bread, grams: null, measure: 'slice', measureCount: 2 },
      { day: 'monday', meal: 'breakfast', food: egg, grams: 50, measure: null, measureCount: null },
      { day: 'monday', meal: 'morning_snack', food: apple, grams: null, measure: 'medium_piece', measureCount: 1 },
      { day: 'tuesday', meal: 'dinner', food: egg, grams: 100, measure: null, measureCount: null },
      { day: 'tuesday', meal: 'breakfast', food: cheese, grams: null, measure: 'tablespoon', measureCount: 2.25 },
      { day: 'tuesday', meal: 'dinner', food: yogurt, grams: null, measure: 'water_glass', measureCount: 1 },
      { day: 'friday', meal: 'lunch', food: bread, grams: 500, measure: null, measureCount: null },
    ];
    expect(shoppingListOf(lines, weekDaysBetween('monday', 'tuesday'))).toEqual([
      { category: 'fruits', label: 'Meyveler', items: [{ foodId: 'a', name: 'Elma', grams: 180 }] },
      {
        category: 'dairy',
        label: 'Süt ve süt ürünleri',
        items: [
          { foodId: 'c', name: 'Çökelek', grams: 34 },
          { foodId: 'y', name: 'Yoğurt (tam yağlı)', grams: 210 },
        ],
      },
      { category: 'eggs', label: 'Yumurta', items: [{ foodId: 'e', name: 'Haşlanmış yumurta', grams: 150 }] },
      {
        category: 'bread_grains',
        label: 'Ekmek ve tahıllar',
        items: [{ foodId: 'b', name: 'Tam buğday ekmeği', grams: 60 }],
      },
    ]);
    expect(shoppingListOf(lines, ['friday'])).toEqual([
      {
        category: 'bread_grains',
        label: 'Ekmek ve tahıllar',
        items: [{ foodId: 'b', name: 'Tam buğday ekmeği', grams: 500 }],
      },
    ]);
    expect(shoppingListOf(lines, ['sunday'])).toEqual([]);
  });

  it('reads a day range in week order, both ends included', () => {
    expect(weekDaysBetween('wednesday', 'friday')).toEqual(['wednesday', 'thursday', 'friday']);
    expect(weekDaysBetween('sunday', 'sunday')).toEqual(['sunday']);
  });
});
