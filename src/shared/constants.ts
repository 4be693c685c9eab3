// Business constants of the spec (spec 1 §9, spec 2 §9), shared by the server and the browser.

export const DAILY_WATER_GOAL_GLASSES = 8;
export const DEFAULT_SERVING_GRAMS = 100;
export const MIN_PORTION_GRAMS = 1;
export const PASSWORD_MIN_LENGTH = 6;
export const CLIENT_AGE_MIN = 0;
export const CLIENT_AGE_MAX = 120;

export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;
export const ALERT_VISIBLE_MS = 3000;
export const ALERT_REPLACE_DELAY_MS = 300;
export const ALERT_CLEAR_DELAY_MS = 500;

/** Fetch retry (spec 1 §7, §9): 3 attempts after the first, delays 1 s, 2 s, 4 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

export const mealTypes = ['breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'evening_snack'] as const;
export type MealType = (typeof mealTypes)[number];

export const mealLabels: Record<MealType, string> = {
  breakfast: 'Kahvaltı',
  morning_snack: 'Kuşluk',
  lunch: 'Öğle Yemeği',
  afternoon_snack: 'İkindi',
  dinner: 'Akşam Yemeği',
  evening_snack: 'Gece',
};

export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

export const weekDayLabels: Record<WeekDay, string> = {
  monday: 'Pazartesi',
  tuesday: 'Salı',
  wednesday: 'Çarşamba',
  thursday: 'Perşembe',
  friday: 'Cuma',
  saturday: 'Cumartesi',
  sunday: 'Pazar',
};

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = { female: 'Kadın', male: 'Erkek' };

export const goalTypes = ['water', 'exercise'] as const;
export type GoalType = (typeof goalTypes)[number];
export const goalTypeLabels: Record<GoalType, string> = { water: 'Su', exercise: 'Egzersiz' };

export const exerciseCategories = ['cardio', 'strength', 'flexibility'] as const;
export type ExerciseCategory = (typeof exerciseCategories)[number];
export const exerciseCategoryLabels: Record<ExerciseCategory, string> = {
  cardio: 'Kardio',
  strength: 'Güç',
  flexibility: 'Esneklik',
};

export const goalStatusLabel = (completed: boolean) => (completed ? 'Tamamlandı' : 'Devam Ediyor');

export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];
