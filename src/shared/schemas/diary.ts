import { type MealType, mealTypes } from '../constants.ts';
import type { DiaryDay } from '../diary-totals.ts';
import { dayField } from '../fields/day-field.ts';
import { MAX_DIARY_QUANTITY, MAX_PORTION_GRAMS } from '../nutrition.ts';
import { z } from '../zod-turkish.ts';
import { diaryDayMessages, diaryDayOptions } from '../diary-constants.ts';

export { DIARY_EARLIEST_DAY } from '../diary-constants.ts';

// Calorie diary inputs (spec 1 §2.7, §5). The browser sends only what the client chose; the server
// computes the nutrients from the food row (values the browser sends are not read).

export const diaryDateSchema = dayField(diaryDayMessages, diaryDayOptions);

export const diaryDayQuerySchema = z.object({ date: diaryDateSchema });

export const addDiaryEntrySchema = z.object({
  foodItemId: z.uuid('Lütfen listeden bir besin seçin.'),
  date: diaryDateSchema,
  mealType: z.enum(mealTypes, 'Geçerli bir öğün seçin.'),
  portionGrams: z
    .number('Porsiyon gram olarak bir sayı olmalıdır.')
    .min(1, 'Porsiyon en az 1 gram olmalıdır.')
    .max(MAX_PORTION_GRAMS, `Porsiyon en fazla ${MAX_PORTION_GRAMS} gram olabilir.`),
  // The id a phone gives an entry it keeps offline (issue #41): the same id again returns the first entry.
  clientEntryId: z.uuid('Kaydın cihaz kimliği geçersiz.').optional(),
});
export type AddDiaryEntryInput = z.infer<typeof addDiaryEntrySchema>;

/** 'Yedim' on today's plan (issue #40): the meal whose planned foods go into today's diary. */
export const logPlannedMealSchema = z.object({ meal: z.enum(mealTypes, 'Geçerli bir öğün seçin.') });
export type LogPlannedMealInput = z.infer<typeof logPlannedMealSchema>;
/** What 'Yedim' wrote: the meal's entries in today's diary, and how many of them are new. */
export type LoggedPlannedMeal = { date: string; entries: DiaryEntry[]; addedCount: number };

export const updateDiaryQuantitySchema = z.object({
  quantity: z
    .number('Miktar bir sayı olmalıdır.')
    .int('Miktar tam sayı olmalıdır.')
    .min(1, 'Miktar en az 1 olmalıdır.')
    .max(MAX_DIARY_QUANTITY, `Miktar en fazla ${MAX_DIARY_QUANTITY} olabilir.`),
});

/** A diary entry's meal photo: its id names it on the private photo routes; the size reserves room. */
export type DiaryPhoto = { id: string; width: number; height: number };

export type DiaryEntry = {
  id: string;
  foodItemId: string | null;
  foodName: string;
  mealType: MealType;
  portionGrams: number;
  quantity: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  createdAt: string;
  /** The meal's photo; absent on an entry kept offline (a photo needs a connection). */
  photo?: DiaryPhoto | null;
};

/** The nutrient numbers of an entry: what hide-numbers mode leaves out (ADR 0090). */
export type DiaryEntryNumberKey = 'calories' | 'protein' | 'carbs' | 'fat';

/** An entry of a hide-numbers client (ADR 0090): the food, meal and amount, no kcal and no macros. */
export type DiaryEntryWithoutNumbers = Omit<DiaryEntry, DiaryEntryNumberKey>;

/** An entry as the client's own answers carry it: with its numbers, or without them in hide-numbers mode. */
export type MeDiaryEntry = DiaryEntry | DiaryEntryWithoutNumbers;

/** A diary day; in hide-numbers mode (numbersHidden) every entry is a DiaryEntryWithoutNumbers. */
export type DiaryDayResponse = { date: string; numbersHidden: boolean; entries: MeDiaryEntry[] };

// The dietitian's read-only view of a client's calorie diary day (spec 2 "Client calorie tracking").

export const clientDiaryQuerySchema = z.object({
  date: dayField({ required: 'Tarih gerekli.', invalid: 'Geçerli bir tarih girin (YYYY-AA-GG).' }, diaryDayOptions),
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
  photo: DiaryPhoto | null;
};

export type ClientDiaryResponse = {
  client: { id: string; name: string };
  date: string;
  day: DiaryDay<ClientDiaryEntry>;
};
