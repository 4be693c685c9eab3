import type { MealType } from '../constants.ts';
import type { DiaryDay } from '../diary-totals.ts';
import { dayField } from '../fields/day-field.ts';
import { z } from '../zod-turkish.ts';
import { DIARY_EARLIEST_DAY } from './diary.ts';

// The dietitian's read-only view of a client's calorie diary day (spec 2 "Client calorie tracking").

export const clientDiaryQuerySchema = z.object({
  date: dayField(
    { required: 'Tarih gerekli.', invalid: 'Geçerli bir tarih girin (YYYY-AA-GG).' },
    { earliest: DIARY_EARLIEST_DAY, notAfterToday: true },
  ),
});

export type ClientDiaryEntry = {
  id: string;
  foodName: string;
  mealType: MealType;
  quantity: number;
  portionGrams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  createdAt: string;
};

export type ClientDiaryResponse = {
  client: { id: string; name: string };
  date: string;
  day: DiaryDay<ClientDiaryEntry>;
};
