import type { MealType, WeekDay } from '../constants.ts';

// The client's weekly programme as the client area reads it (spec 1 §2.6): seven days × six meals,
// every slot present (an empty string is an empty slot), plus the dietitian's notes.

export type NutritionProgramDays = Record<WeekDay, Record<MealType, string>>;

export type NutritionProgram = { notes: string; days: NutritionProgramDays; updatedAt: string };

export type NutritionProgramResponse = { program: NutritionProgram | null };

/** The column of a day's meal in nutrition_programs, e.g. monday_breakfast. */
export const programSlotKey = (day: WeekDay, meal: MealType) => `${day}_${meal}` as const;
