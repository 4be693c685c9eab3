import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageDayCalories,
  isScalingSuggested,
  scaleFactorFor,
  scaleFoodLineAmount,
  scaleFoodLines,
  scalePercentOf,
} from './diet-scaling.ts';
import { type FoodLineAmount, type FoodLineFood, type FoodLineLike, householdMeasureKeys } from './diet-totals.ts';

const food: FoodLineFood = {
  id: 'f',
  name: 'Bulgur pilavı',
  calories: 150,
  protein: 4,
  carbs: 28,
  fat: 3,
  servingSize: 100,
  category: 'dishes',
  measureGrams: {},
};
const grams = (value: number): FoodLineAmount => ({ grams: value, measure: null, measureCount: null });
const count = (value: number): FoodLineAmount => ({ grams: null, measure: 'tablespoon', measureCount: value });

describe('scaleFoodLineAmount', () => {
  it('rounds grams to 5 g and counts to a quarter', () => {
    expect(scaleFoodLineAmount(grams(123), 0.87)).toEqual(grams(105));
    expect(scaleFoodLineAmount(grams(150), 1.2)).toEqual(grams(180));
    expect(scaleFoodLineAmount(count(1), 0.87)).toEqual(count(0.75));
    expect(scaleFoodLineAmount(count(4), 1.3)).toEqual(count(5.25));
  });

  it('never makes a line 0: at least 5 g or a quarter; a pinch under 5 g stays as it is', () => {
    expect(scaleFoodLineAmount(grams(10), 0.1)).toEqual(grams(5));
    expect(scaleFoodLineAmount(count(0.25), 0.3)).toEqual(count(0.25));
    expect(scaleFoodLineAmount(grams(2), 0.5)).toEqual(grams(2));
    expect(scaleFoodLineAmount(grams(2), 3)).toEqual(grams(2));
  });

  it('holds the line limits (5000 g, 20 of a measure)', () => {
    expect(scaleFoodLineAmount(grams(4000), 2)).toEqual(grams(5000));
    expect(scaleFoodLineAmount(count(15), 2)).toEqual(count(20));
  });

  it('keeps every scaled amount a valid line for any amount and factor (property)', () => {
    const amount = fc.oneof(
      fc.double({ min: 0.1, max: 5000, noNaN: true }).map(grams),
      fc
        .tuple(fc.constantFrom(...householdMeasureKeys), fc.integer({ min: 1, max: 80 }))
        .map(([measure, quarters]) => ({ grams: null, measure, measureCount: quarters / 4 }) as FoodLineAmount),
    );
    fc.assert(
      fc.property(amount, fc.double({ min: 0.2, max: 5, noNaN: true }), (line, factor) => {
        const scaled = scaleFoodLineAmount(line, factor);
        if (line.grams !== null) {
          expect(scaled.grams).not.toBeNull();
          if (line.grams < 5) expect(scaled.grams).toBe(line.grams);
          else {
            expect(scaled.grams! % 5).toBe(0);
            expect(scaled.grams).toBeGreaterThanOrEqual(5);
            expect(scaled.grams).toBeLessThanOrEqual(5000);
          }
        } else {
          expect(scaled.measure).toBe(line.measure);
          expect((scaled.measureCount! * 4) % 1).toBe(0);
          expect(scaled.measureCount).toBeGreaterThanOrEqual(0.25);
          expect(scaled.measureCount).toBeLessThanOrEqual(20);
          // Rounded to the nearest quarter unless a limit held it.
          const exact = line.measureCount * factor;
          if (exact >= 0.25 && exact <= 20) expect(Math.abs(scaled.measureCount! - exact)).toBeLessThanOrEqual(0.125);
        }
      }),
    );
  });
});

describe('the average day and the factor', () => {
  const line = (day: FoodLineLike['day'], amount: FoodLineAmount): FoodLineLike => ({
    ...amount,
    day,
    meal: 'lunch',
    food,
  });

  it('averages only the days that have food lines, and is null without lines', () => {
    expect(averageDayCalories([])).toBeNull();
    // Monday 300 kcal, Wednesday 150 kcal, the other days empty: (300 + 150) / 2.
    expect(averageDayCalories([line('monday', grams(200)), line('wednesday', grams(100))])).toBe(225);
  });

  it('gives the factor as target over average and its whole percent', () => {
    expect(scaleFactorFor(1600, 2000)).toBe(0.8);
    expect(scalePercentOf(scaleFactorFor(1750, 2010))).toBe(87);
    expect(scaleFactorFor(1600, 0)).toBe(1);
  });

  it('suggests scaling only beyond 5 % and with both a target and lines', () => {
    expect(isScalingSuggested(1600, 1500)).toBe(true);
    expect(isScalingSuggested(1600, 1560)).toBe(false);
    expect(isScalingSuggested(1500, 1580)).toBe(true);
    expect(isScalingSuggested(null, 1500)).toBe(false);
    expect(isScalingSuggested(1600, null)).toBe(false);
  });

  it('scales every line and keeps its food and place', () => {
    const lines = [line('monday', grams(200)), line('tuesday', count(2))];
    const scaled = scaleFoodLines(lines, 0.5);
    expect(scaled.map((row) => [row.day, row.food, row.grams, row.measureCount])).toEqual([
      ['monday', food, 100, null],
      ['tuesday', food, null, 1],
    ]);
  });
});
