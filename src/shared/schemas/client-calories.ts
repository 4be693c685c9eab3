import type { MealType } from '../constants.ts';
import { isIsoDay } from '../dates.ts';
import type { DiaryDay } from '../diary-totals.ts';
import { z } from '../zod-turkish.ts';

// The dietitian's read-only view of a client's calorie diary day (spec 2 "Client calorie tracking").

export const clientDiaryQuerySchema = z.object({
  date: z
    .string({ error: 'Tarih gerekli.' })
    .trim()
    .refine((value) => isIsoDay(value), 'Geçerli bir tarih girin (YYYY-AA-GG).'),
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
