import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealTypes, weekDays } from './constants.ts';
import {
  compareToTarget,
  energySharesOf,
  type FoodLineLike,
  formatLineAmount,
  gramsOfLine,
  householdMeasureKeys,
  householdMeasures,
  MEASURE_GRAMS_MAX,
  nutrientsOfLine,
  totalDietWeek,
} from './diet-totals.ts';

const bread = {
  id: 'b',
  name: 'Tam buğday ekmeği',
  calories: 247,
  protein: 13,
  carbs: 41,
  fat: 3.4,
  servingSize: 100,
  category: 'bread_grains' as const,
  measureGrams: {},
};
const egg = {
  id: 'e',
  name: 'Yumurta',
  calories: 143,
  protein: 12.6,
  carbs: 0.7,
  fat: 9.5,
  servingSize: 100,
  category: 'eggs' as const,
  measureGrams: {},
};
const cheese = { ...egg, id: 'c', name: 'Beyaz peynir', category: 'dairy' as const, measureGrams: { slice: 30 } };

const tenths = (value: number) => Math.round(value * 10);

describe('diet list totals', () => {
  it('reads an amount in grams or as a count of a household measure', () => {
    expect(gramsOfLine({ food: bread, grams: 60, measure: null, measureCount: null })).toBe(60);
    expect(gramsOfLine({ food: bread, grams: null, measure: 'slice', measureCount: 2 })).toBe(50);
    expect(gramsOfLine({ food: bread, grams: null, measure: 'water_glass', measureCount: 0.5 })).toBe(100);
  });

  it("uses the food's own weight of a measure when it has one, the default for the others", () => {
    expect(gramsOfLine({ food: cheese, grams: null, measure: 'slice', measureCount: 2 })).toBe(60);
    expect(gramsOfLine({ food: cheese, grams: null, measure: 'tablespoon', measureCount: 2 })).toBe(30);
    expect(gramsOfLine({ food: cheese, grams: 45, measure: null, measureCount: null })).toBe(45);
    expect(formatLineAmount({ food: cheese, grams: null, measure: 'slice', measureCount: 1.5 })).toBe(
      '1,5 × 1 dilim (45 g)',
    );
  });

  it('totals a meal and a day from the lines as shown, with shares of energy adding up to 100', () => {
    const lines: FoodLineLike[] = [
      { day: 'monday', meal: 'breakfast', food: bread, grams: null, measure: 'slice', measureCount: 2 },
      { day: 'monday', meal: 'breakfast', food: egg, grams: 50, measure: null, measureCount: null },
      { day: 'monday', meal: 'dinner', food: egg, grams: 100, measure: null, measureCount: null },
    ];
    expect(nutrientsOfLine(lines[0]!)).toEqual({ calories: 124, protein: 6.5, carbs: 20.5, fat: 1.7 });
    const week = totalDietWeek(lines);
    expect(week.monday.meals.breakfast).toMatchObject({ calories: 196, protein: 12.8, carbs: 20.9, fat: 6.5 });
    expect(week.monday.total).toMatchObject({ calories: 339, protein: 25.4, carbs: 21.6, fat: 16 });
    const { protein, carbs, fat } = week.monday.total.shares;
    expect(protein + carbs + fat).toBe(100);
    expect(week.tuesday.total).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      shares: { protein: 0, carbs: 0, fat: 0 },
    });
  });

  it('says how far a day is over or under the target', () => {
    expect(compareToTarget(2020, 1900)).toEqual({ state: 'over', difference: 120 });
    expect(compareToTarget(1820, 1900)).toEqual({ state: 'under', difference: 80 });
    expect(compareToTarget(1900.4, 1900)).toEqual({ state: 'on', difference: 0 });
  });

  const food = fc.record({
    id: fc.uuid(),
    name: fc.constant('Besin'),
    calories: fc.double({ min: 0, max: 900, noNaN: true }),
    protein: fc.double({ min: 0, max: 100, noNaN: true }),
    carbs: fc.double({ min: 0, max: 100, noNaN: true }),
    fat: fc.double({ min: 0, max: 100, noNaN: true }),
    servingSize: fc.double({ min: 1, max: 500, noNaN: true }),
    category: fc.constant('other' as const),
    // Some of the measures with a weight of the food's own, the others at their defaults.
    measureGrams: fc.dictionary(
      fc.constantFrom(...householdMeasureKeys),
      fc.double({ min: 0.1, max: MEASURE_GRAMS_MAX, noNaN: true }),
    ),
  });
  const amount = fc.oneof(
    fc.record({
      grams: fc.double({ min: 0.1, max: 5000, noNaN: true }),
      measure: fc.constant(null),
      measureCount: fc.constant(null),
    }),
    fc.record({
      grams: fc.constant(null),
      measure: fc.constantFrom(...householdMeasureKeys),
      measureCount: fc.double({ min: 0.25, max: 20, noNaN: true }),
    }),
  );
  const line = fc
    .tuple(fc.constantFrom(...weekDays), fc.constantFrom(...mealTypes), food, amount)
    .map(([day, meal, lineFood, lineAmount]) => ({ day, meal, food: lineFood, ...lineAmount }) as FoodLineLike);

  it('property: a day is exactly the sum of its meals, a meal exactly the sum of its shown lines, shares add up to 100', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const week = totalDietWeek(lines);
        for (const day of weekDays) {
          const meals = mealTypes.map((meal) => week[day].meals[meal]);
          for (const meal of mealTypes) {
            const shown = lines.filter((l) => l.day === day && l.meal === meal).map(nutrientsOfLine);
            const mealTotals = week[day].meals[meal];
            expect(mealTotals.calories).toBe(shown.reduce((sum, row) => sum + row.calories, 0));
            for (const key of ['protein', 'carbs', 'fat'] as const) {
              expect(tenths(mealTotals[key])).toBe(shown.reduce((sum, row) => sum + tenths(row[key]), 0));
              // A shown macro has at most one decimal: the printed sum is the printed parts' sum.
              expect(tenths(mealTotals[key]) / 10).toBe(mealTotals[key]);
            }
          }
          const total = week[day].total;
          expect(total.calories).toBe(meals.reduce((sum, meal) => sum + meal.calories, 0));
          for (const key of ['protein', 'carbs', 'fat'] as const) {
            expect(tenths(total[key])).toBe(meals.reduce((sum, meal) => sum + tenths(meal[key]), 0));
          }
          const shares = total.shares.protein + total.shares.carbs + total.shares.fat;
          expect(shares).toBe(total.protein + total.carbs + total.fat > 0 ? 100 : 0);
        }
      }),
    );
  });

  it("property: a measured line weighs count × the food's own grams of the measure, else count × the default", () => {
    fc.assert(
      fc.property(line, (generated) => {
        if (generated.grams !== null) {
          expect(gramsOfLine(generated)).toBe(generated.grams);
          return;
        }
        const own = generated.food.measureGrams[generated.measure];
        const fallback = householdMeasures.find((measure) => measure.key === generated.measure)?.grams;
        expect(gramsOfLine(generated)).toBe((own ?? fallback ?? Number.NaN) * generated.measureCount);
      }),
    );
  });

  it('property: each share is within one percent of its exact value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (protein, carbs, fat) => {
          const energy = 4 * protein + 4 * carbs + 9 * fat;
          fc.pre(energy > 0);
          const shares = energySharesOf({ calories: 0, protein, carbs, fat });
          expect(Math.abs(shares.protein - (400 * protein) / energy)).toBeLessThan(1);
          expect(Math.abs(shares.carbs - (400 * carbs) / energy)).toBeLessThan(1);
          expect(Math.abs(shares.fat - (900 * fat) / energy)).toBeLessThan(1);
        },
      ),
    );
  });
});
