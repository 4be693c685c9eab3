import { describe, expect, it } from 'vitest';
import {
  formatOneDecimal,
  multiplyNutrients,
  parsePortionGrams,
  perPortionOf,
  roundForDisplay,
  scaleToPortion,
  sumNutrients,
} from './nutrition.ts';

const spinach = { calories: 23, protein: 2.86, carbs: 3.63, fat: 0.39 };

describe('scaleToPortion', () => {
  it('scales values per serving to the portion: value × portion ÷ serving_size', () => {
    expect(scaleToPortion(spinach, 100, 250)).toEqual({
      calories: 57.5,
      protein: expect.closeTo(7.15, 10),
      carbs: expect.closeTo(9.075, 10),
      fat: expect.closeTo(0.975, 10),
    });
    // A food listed per 30 g serving: 150 kcal per 30 g → 45 g is 225 kcal.
    expect(scaleToPortion({ calories: 150, protein: 3, carbs: 20, fat: 6 }, 30, 45)).toEqual({
      calories: 225,
      protein: 4.5,
      carbs: 30,
      fat: 9,
    });
  });

  it('treats a missing serving size as 100 g', () => {
    expect(scaleToPortion(spinach, 0, 100).calories).toBe(23);
  });
});

describe('quantity', () => {
  it('multiplies a portion and recovers the per-portion base from a stored entry', () => {
    const portion = scaleToPortion(spinach, 100, 200);
    const tripled = multiplyNutrients(portion, 3);
    expect(tripled.calories).toBeCloseTo(138, 10);
    const base = perPortionOf({ ...tripled, quantity: 3 });
    expect(base.calories).toBeCloseTo(46, 10);
    expect(multiplyNutrients(base, 2).fat).toBeCloseTo(1.56, 10);
  });
});

describe('totals and display', () => {
  it('sums entries and rounds kcal to whole numbers, macros to one decimal', () => {
    const total = sumNutrients([
      { calories: 100.4, protein: 1.24, carbs: 10.05, fat: 0.33 },
      { calories: 50.3, protein: 2.22, carbs: 0.1, fat: 4.01 },
    ]);
    expect(roundForDisplay(total)).toEqual({ calories: 151, protein: 3.5, carbs: 10.2, fat: 4.3 });
    expect(sumNutrients([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });

  it('formats one decimal with a Turkish comma', () => {
    expect(formatOneDecimal(2.86)).toBe('2,9');
    expect(formatOneDecimal(23)).toBe('23,0');
  });
});

describe('parsePortionGrams', () => {
  it('keeps numbers, accepts a decimal comma, and turns anything else into 1 (minimum 1)', () => {
    expect(parsePortionGrams('100')).toBe(100);
    expect(parsePortionGrams(' 12,5 ')).toBe(12.5);
    expect(parsePortionGrams('abc')).toBe(1);
    expect(parsePortionGrams('')).toBe(1);
    expect(parsePortionGrams('0')).toBe(1);
    expect(parsePortionGrams('-20')).toBe(1);
    expect(parsePortionGrams(250)).toBe(250);
    expect(parsePortionGrams('999999')).toBe(5000);
  });
});
