import { describe, expect, it } from 'vitest';
import { mealLabels, mealTypes } from './constants.ts';
import { groupDiaryDay, roundShownRow, sumShownRows } from './diary-totals.ts';
import { formatKcal, formatNumber } from './format.ts';
import fc from 'fast-check';
import { roundNutrients, sumNutrients } from './nutrition.ts';

const entry = (mealType: (typeof mealTypes)[number], calories: number, protein = 0, carbs = 0, fat = 0, name = '') => ({
  name,
  mealType,
  calories,
  protein,
  carbs,
  fat,
});

describe('diary day totals', () => {
  it('lists the six meals in the spec order with their Turkish labels, even when empty', () => {
    const day = groupDiaryDay([]);
    expect(day.meals.map((meal) => meal.mealType)).toEqual([...mealTypes]);
    expect(day.meals.map((meal) => meal.label)).toEqual([
      'Kahvaltı',
      'Kuşluk',
      'Öğle Yemeği',
      'İkindi',
      'Akşam Yemeği',
      'Gece',
    ]);
    expect(day.meals.every((meal) => meal.entries.length === 0)).toBe(true);
    expect(day.totals).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(day.entryCount).toBe(0);
    expect(mealLabels.breakfast).toBe('Kahvaltı');
  });

  it('groups entries per meal keeping their order, and sums per meal and for the day', () => {
    const day = groupDiaryDay([
      entry('breakfast', 100.4, 10.2, 5.1, 1.2, 'yumurta'),
      entry('dinner', 300, 20, 30, 10, 'köfte'),
      entry('breakfast', 50.4, 1.2, 10.2, 0.2, 'ekmek'),
    ]);
    const breakfast = day.meals.find((meal) => meal.mealType === 'breakfast')!;
    expect(breakfast.entries.map((e) => e.name)).toEqual(['yumurta', 'ekmek']);
    // The rows as shown (100 + 50 kcal, 10,2 + 1,2 g …) and their sums.
    expect(breakfast.totals).toEqual({ calories: 150, protein: 11.4, carbs: 15.3, fat: 1.4 });
    expect(day.meals.find((meal) => meal.mealType === 'dinner')!.totals).toEqual({
      calories: 300,
      protein: 20,
      carbs: 30,
      fat: 10,
    });
    expect(day.totals).toEqual({ calories: 450, protein: 31.4, carbs: 45.3, fat: 11.4 });
    expect(day.entryCount).toBe(3);
  });

  it('adds the rows as shown: 310,4 + 181,6 kcal are shown as 310 + 182 and total 492 (issue #39)', () => {
    const day = groupDiaryDay([entry('lunch', 310.4, 20.04, 0, 0), entry('lunch', 181.6, 10.05, 0, 0)]);
    const lunch = day.meals[2]!;
    expect(lunch.entries.map((row) => roundShownRow(row).calories)).toEqual([310, 182]);
    expect(lunch.totals.calories).toBe(492);
    expect(lunch.totals.protein).toBe(30.1);
    expect(day.totals.calories).toBe(492);
  });

  it('sums and rounds plain nutrient values', () => {
    expect(roundNutrients(sumNutrients([entry('evening_snack', 1.5, 2.5, 0.49, 0.51)]))).toEqual({
      calories: 2,
      protein: 3,
      carbs: 0,
      fat: 1,
    });
  });
});

// What a person reads: the texts the screens print for a row and for a total (formatKcal, and the
// macros with one decimal), read back as numbers.
const readShown = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
const shownKcal = (value: number) => readShown(formatKcal(value));
const shownGrams = (value: number) => readShown(formatNumber(value, 1));
const tenths = (value: number) => Math.round(value * 10);

const nutrientValue = fc.double({ min: 0, max: 3000, noNaN: true, noDefaultInfinity: true });
const diaryEntry = fc.record({
  mealType: fc.constantFrom(...mealTypes),
  calories: nutrientValue,
  protein: fc.double({ min: 0, max: 300, noNaN: true, noDefaultInfinity: true }),
  carbs: fc.double({ min: 0, max: 300, noNaN: true, noDefaultInfinity: true }),
  fat: fc.double({ min: 0, max: 300, noNaN: true, noDefaultInfinity: true }),
});

describe('shown totals add up (property, issue #39)', () => {
  it('each meal total, as printed, is the sum of its rows as printed; the day is the sum of the meals', () => {
    fc.assert(
      fc.property(fc.array(diaryEntry, { maxLength: 40 }), (entries) => {
        const day = groupDiaryDay(entries);
        for (const meal of day.meals) {
          const rows = meal.entries.map(roundShownRow);
          expect(shownKcal(meal.totals.calories)).toBe(rows.reduce((sum, row) => sum + shownKcal(row.calories), 0));
          for (const macro of ['protein', 'carbs', 'fat'] as const) {
            const rowTenths = rows.reduce((sum, row) => sum + tenths(shownGrams(row[macro])), 0);
            expect(tenths(shownGrams(meal.totals[macro]))).toBe(rowTenths);
          }
        }
        expect(day.totals.calories).toBe(day.meals.reduce((sum, meal) => sum + meal.totals.calories, 0));
        for (const macro of ['protein', 'carbs', 'fat'] as const) {
          expect(tenths(day.totals[macro])).toBe(day.meals.reduce((sum, meal) => sum + tenths(meal.totals[macro]), 0));
        }
        expect(day.entryCount).toBe(entries.length);
      }),
      { numRuns: 500 },
    );
  });

  it('a total never prints a value no row sum gives (no float drift: 0,1 + 0,2 is 0,3)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 30 }), (proteinTenths) => {
        const rows = proteinTenths.map((value) => ({ calories: 0, protein: value / 10, carbs: 0, fat: 0 }));
        const total = sumShownRows(rows);
        expect(tenths(total.protein)).toBe(proteinTenths.reduce((sum, value) => sum + value, 0));
        expect(String(total.protein)).toMatch(/^\d+(\.\d)?$/);
      }),
    );
  });
});
