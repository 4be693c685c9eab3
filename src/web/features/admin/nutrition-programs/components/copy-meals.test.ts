import { describe, expect, it } from 'vitest';
import { mealTypes, weekDays } from '../../../../../shared/constants.ts';
import { programSlotKey } from '../../../../../shared/schemas/nutrition-programs.ts';
import type { EditorFoodLine, ProgramFoodLines, ProgramValues } from '../api/program-save-queue.ts';
import { overwrittenMeals, planMealCopy } from './copy-meals.ts';

// Copying a meal or a day carries the lines' alternatives ('veya', ADR 0075 stop 54) as new lines of
// the target meal, and a target differing only in an alternative is named as overwritten.

const food = (id: string, name: string) => ({
  id,
  name,
  calories: 100,
  protein: 1,
  carbs: 2,
  fat: 3,
  servingSize: 100,
  category: 'other' as const,
  measureGrams: {},
});
const bread = food('11111111-1111-4111-8111-111111111111', 'Tam buğday ekmeği');
const oats = food('22222222-2222-4222-8222-222222222222', 'Yulaf ezmesi');
const curd = food('33333333-3333-4333-8333-333333333333', 'Lor peyniri');

const line = (alternatives: EditorFoodLine['alternatives']): EditorFoodLine => ({
  id: 'line-1',
  food: bread,
  grams: null,
  measure: 'slice',
  measureCount: 1,
  note: '',
  alternatives,
});

function emptyWeek(): { values: ProgramValues; foodLines: ProgramFoodLines } {
  const values = { notes: '' } as ProgramValues;
  const foodLines = {} as ProgramFoodLines;
  for (const day of weekDays)
    for (const meal of mealTypes) {
      values[programSlotKey(day, meal)] = '';
      foodLines[programSlotKey(day, meal)] = [];
    }
  return { values, foodLines };
}

describe('copying meals with alternatives', () => {
  it('copies each alternative with the line, under new ids', () => {
    const { values, foodLines } = emptyWeek();
    const oatsAlternative = { id: 'alt-1', food: oats, grams: 30, measure: null, measureCount: null, note: 'süt ile' };
    foodLines.monday_breakfast = [line([oatsAlternative])];
    const [copied] = planMealCopy({ day: 'monday', meal: 'breakfast' }, ['tuesday'], values, foodLines);
    expect(copied?.slot).toBe('tuesday_breakfast');
    const [copiedLine] = copied!.lines;
    expect(copiedLine?.id).not.toBe('line-1');
    expect(copiedLine?.alternatives).toHaveLength(1);
    expect(copiedLine?.alternatives[0]).toEqual({ ...oatsAlternative, id: expect.any(String) });
    expect(copiedLine?.alternatives[0]?.id).not.toBe('alt-1');
  });

  it('names a target that differs only in an alternative, and not one that is the same', () => {
    const { values, foodLines } = emptyWeek();
    const oatsAlternative = { id: 'alt-1', food: oats, grams: 30, measure: null, measureCount: null, note: '' };
    foodLines.monday_breakfast = [line([oatsAlternative])];
    foodLines.tuesday_breakfast = [line([{ ...oatsAlternative, food: curd }])];
    foodLines.wednesday_breakfast = [line([{ ...oatsAlternative, id: 'alt-2' }])];
    expect(overwrittenMeals({ day: 'monday', meal: 'breakfast' }, ['tuesday', 'wednesday'], values, foodLines)).toEqual(
      [{ day: 'tuesday', meal: 'breakfast' }],
    );
  });
});
