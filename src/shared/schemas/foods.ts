import type { Page } from '../paging.ts';
import { typedNumber } from '../fields/number-field.ts';
import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';

// Foods as pickers show them (GET /api/me/foods, the client home's calculator).

/** A food with its values per `servingSize` grams. */
export type FoodOption = {
  id: string;
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  servingSize: number;
};

export type FoodOptionsResponse = { foods: FoodOption[] };

// ---- The admin's food database (spec 2 "Calorie tool", §5) ----

export const FOOD_NAME_MAX = 120;
export const FOODS_PAGE_SIZE = 24;
/** Generous upper bounds per serving: they stop typing slips (an extra zero), not real foods. */
export const FOOD_CALORIES_MAX = 10_000;
export const FOOD_MACRO_MAX = 1_000;
export const FOOD_SERVING_MAX = 5_000;

export const foodsValidationMessages = {
  nameRequired: 'Besin adı gerekli.',
  nameTooLong: `Besin adı en fazla ${FOOD_NAME_MAX} karakter olabilir.`,
  numberRequired: 'Bu alan gerekli.',
  notNumber: 'Geçerli bir sayı girin.',
  negative: 'Değer negatif olamaz.',
  servingPositive: 'Porsiyon miktarı 0’dan büyük olmalıdır.',
  tooLarge: 'Değer çok büyük.',
} as const;

const nutrient = (max: number) =>
  typedNumber(
    z
      .number({
        // readTypedNumber turns an empty box into undefined (missing) and typed text into NaN.
        error: (issue) =>
          issue.input === undefined ? foodsValidationMessages.numberRequired : foodsValidationMessages.notNumber,
      })
      .min(0, foodsValidationMessages.negative)
      .max(max, foodsValidationMessages.tooLarge),
  );

/** 'Yeni Besin Ekle': name and every value required, serving size default 100 g (spec 2 §5, §9). */
export const createFoodSchema = z.object({
  name: textField({ error: foodsValidationMessages.nameRequired })
    .trim()
    .min(1, foodsValidationMessages.nameRequired)
    .max(FOOD_NAME_MAX, foodsValidationMessages.nameTooLong),
  calories: nutrient(FOOD_CALORIES_MAX),
  protein: nutrient(FOOD_MACRO_MAX),
  carbs: nutrient(FOOD_MACRO_MAX),
  fat: nutrient(FOOD_MACRO_MAX),
  servingSize: nutrient(FOOD_SERVING_MAX)
    .refine((value) => value > 0, foodsValidationMessages.servingPositive)
    .default(100),
});
export type CreateFoodInput = z.input<typeof createFoodSchema>;
export type CreateFood = z.output<typeof createFoodSchema>;

export const foodListQuerySchema = z.object({
  search: textField().trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
  page: z.coerce.number().int().min(1, 'Sayfa numarası en az 1 olmalıdır.').max(100_000).default(1),
});

export type FoodItem = FoodOption & { createdAt: string };
export type FoodPage = Page<FoodItem>;
