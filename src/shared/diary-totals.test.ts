import { describe, expect, it } from 'vitest';
import { mealLabels, mealTypes } from './constants.ts';
import { groupDiaryDay } from './diary-totals.ts';
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
    expect(breakfast.totals).toEqual({ calories: 151, protein: 11, carbs: 15, fat: 1 });
    expect(day.meals.find((meal) => meal.mealType === 'dinner')!.totals).toEqual({
      calories: 300,
      protein: 20,
      carbs: 30,
      fat: 10,
    });
    expect(day.totals).toEqual({ calories: 451, protein: 31, carbs: 45, fat: 11 });
    expect(day.entryCount).toBe(3);
  });

  it('rounds the sums, not each entry (three entries of 0.4 kcal make 1 kcal)', () => {
    const day = groupDiaryDay([entry('lunch', 0.4), entry('lunch', 0.4), entry('lunch', 0.4)]);
    expect(day.meals[2]!.totals.calories).toBe(1);
    expect(day.totals.calories).toBe(1);
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
