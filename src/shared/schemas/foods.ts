import { type HouseholdMeasure, householdMeasureKeys, MEASURE_GRAMS_MAX, type MeasureGrams } from '../diet-totals.ts';
import { type FoodCategory, foodCategoryKeys } from '../food-categories.ts';
import type { Page } from '../paging.ts';
import { typedNumber } from '../fields/number-field.ts';
import { formatNumber } from '../format.ts';
import type { Nutrients } from '../nutrition.ts';
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

/** A food as a diet list's line uses it: its category (the shopping list) and its own measure weights. */
export type FoodWithMeasures = FoodOption & { category: FoodCategory; measureGrams: MeasureGrams };

/** A food of a hide-numbers client's picker (ADR 0090): its name and serving, no kcal and no macros. */
export type FoodOptionWithoutNumbers = Pick<FoodOption, 'id' | 'name' | 'servingSize'>;

/** A food of the client's picker: with its numbers, or without them in hide-numbers mode. */
export type MeFoodOption = FoodOption | FoodOptionWithoutNumbers;

export type FoodOptionsResponse =
  | { numbersHidden: false; foods: FoodOption[] }
  | { numbersHidden: true; foods: FoodOptionWithoutNumbers[] };

// ---- The admin's food database (spec 2 "Calorie tool", §5) ----

export const FOOD_NAME_MAX = 120;
export const FOODS_PAGE_SIZE = 24;
/** Generous upper bounds per serving: they stop typing slips (an extra zero), not real foods. */
export const FOOD_CALORIES_MAX = 10_000;
export const FOOD_MACRO_MAX = 1_000;
export const FOOD_SERVING_MAX = 5_000;

// ---- A food that can exist (issue #39, ADR 0057) ----
// Protein, carbohydrate and fat are part of the serving's mass, so together they can never weigh more
// than the serving; and nothing carries more than 9 kcal per gram (pure fat). Energy is about 4 kcal
// per gram of protein and of carbohydrate and 9 per gram of fat (Atwater). Real foods stray from that
// (fibre, polyols, food-specific factors: nuts and dried fruit read 7–10 % lower in the USDA tables
// Denge's list comes from, a lemon 15 kcal) and alcohol has 7 kcal/g and no macro at all, so a
// difference is only a warning: beyond FOOD_ENERGY_TOLERANCE the dietitian confirms before saving.

/** The most energy a gram of food can hold: pure fat. */
export const FOOD_KCAL_PER_GRAM_MAX = 9;
/** How far the kcal may stray from 4/4/9 of the macros without a confirmation: both, the larger wins. */
export const FOOD_ENERGY_TOLERANCE = { kcal: 20, share: 0.2 } as const;

export type FoodEnergyCheck = { estimatedCalories: number; isConsistent: boolean };

/** The kcal that 4/4/9 of the macros give, and whether the typed kcal is within the tolerance of it. */
export function checkFoodEnergy(food: Nutrients): FoodEnergyCheck {
  const estimatedCalories = 4 * food.protein + 4 * food.carbs + 9 * food.fat;
  const allowed = Math.max(FOOD_ENERGY_TOLERANCE.kcal, FOOD_ENERGY_TOLERANCE.share * estimatedCalories);
  return { estimatedCalories, isConsistent: Math.abs(food.calories - estimatedCalories) <= allowed };
}

export const foodsValidationMessages = {
  nameRequired: 'Besin adı gerekli.',
  nameTooLong: `Besin adı en fazla ${FOOD_NAME_MAX} karakter olabilir.`,
  numberRequired: 'Bu alan gerekli.',
  notNumber: 'Geçerli bir sayı girin.',
  negative: 'Değer negatif olamaz.',
  servingPositive: 'Porsiyon miktarı 0’dan büyük olmalıdır.',
  tooLarge: 'Değer çok büyük.',
  macrosOverServing: (macros: number, serving: number) =>
    `Protein, karbonhidrat ve yağın toplamı (${formatNumber(macros)} g) porsiyon miktarından (${formatNumber(serving)} g) fazla olamaz.`,
  caloriesOverServing: (serving: number) =>
    `${formatNumber(serving)} g porsiyonda en fazla ${formatNumber(serving * FOOD_KCAL_PER_GRAM_MAX, 0)} kcal olabilir (saf yağ bile gramda 9 kcal’dir).`,
  caloriesInconsistent: (estimated: number) =>
    `Kalori, makro değerlerden hesaplanan yaklaşık ${formatNumber(estimated, 0)} kcal ile uyuşmuyor (protein ve karbonhidrat gramda 4, yağ 9 kcal). Değerleri kontrol edin ya da yine de kaydetmek için onaylayın.`,
  nameTaken: (name: string) => `“${name}” adında bir besin zaten var.`,
  categoryRequired: 'Bir kategori seçin.',
  measureRequired: 'Bir ölçü seçin.',
  measureDuplicate: 'Bu ölçü bu besin için zaten girildi.',
  measureGramsPositive: 'Gram 0’dan büyük olmalıdır.',
  measureGramsTooLarge: `Bir ölçü en fazla ${formatNumber(MEASURE_GRAMS_MAX)} g olabilir.`,
  measureWeightsTooMany: `En fazla ${householdMeasureKeys.length} ölçü karşılığı girilebilir.`,
} as const;

/**
 * 'Ölçü karşılıkları': how many grams one household measure stands for in this food ('1 dilim' → 30 g).
 * A measure from the fixed list, grams > 0 and ≤ MEASURE_GRAMS_MAX, each measure at most once.
 */
const measureWeightsField = z
  .array(
    z.object({
      measure: z.enum(householdMeasureKeys, { error: foodsValidationMessages.measureRequired }),
      grams: typedNumber(
        z
          .number({
            error: (issue) =>
              issue.input === undefined ? foodsValidationMessages.numberRequired : foodsValidationMessages.notNumber,
          })
          .gt(0, foodsValidationMessages.measureGramsPositive)
          .max(MEASURE_GRAMS_MAX, foodsValidationMessages.measureGramsTooLarge),
      ),
    }),
  )
  .max(householdMeasureKeys.length, foodsValidationMessages.measureWeightsTooMany)
  .superRefine((rows, ctx) => {
    const seen = new Set<HouseholdMeasure>();
    rows.forEach((row, index) => {
      if (seen.has(row.measure))
        ctx.addIssue({ code: 'custom', path: [index, 'measure'], message: foodsValidationMessages.measureDuplicate });
      seen.add(row.measure);
    });
  })
  .default([]);

/** The rows of the form as the stored object: `[{ measure: 'slice', grams: 30 }]` → `{ slice: 30 }`. */
export const measureGramsOf = (rows: readonly { measure: HouseholdMeasure; grams: number }[]): MeasureGrams =>
  Object.fromEntries(rows.map((row) => [row.measure, row.grams]));

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

/**
 * 'Yeni Besin Ekle': name and every value required, serving size default 100 g (spec 2 §5, §9); a food
 * that cannot exist is refused, one whose kcal stray from its macros needs `isCaloriesConfirmed`.
 */
export const createFoodSchema = z
  .object({
    name: textField({ error: foodsValidationMessages.nameRequired })
      // One space between words: 'Adana  kebap' is the 'Adana kebap' already in the list.
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(
        textField()
          .min(1, foodsValidationMessages.nameRequired)
          .max(FOOD_NAME_MAX, foodsValidationMessages.nameTooLong),
      ),
    calories: nutrient(FOOD_CALORIES_MAX),
    protein: nutrient(FOOD_MACRO_MAX),
    carbs: nutrient(FOOD_MACRO_MAX),
    fat: nutrient(FOOD_MACRO_MAX),
    servingSize: nutrient(FOOD_SERVING_MAX)
      .refine((value) => value > 0, foodsValidationMessages.servingPositive)
      .default(100),
    /** The dietitian saw the kcal warning and saves anyway (an alcoholic drink, a food-specific factor). */
    isCaloriesConfirmed: z.boolean().default(false),
    category: z.enum(foodCategoryKeys, { error: foodsValidationMessages.categoryRequired }),
    measureWeights: measureWeightsField,
  })
  .superRefine((food, ctx) => {
    const macros = food.protein + food.carbs + food.fat;
    if (macros > food.servingSize + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        path: ['servingSize'],
        message: foodsValidationMessages.macrosOverServing(macros, food.servingSize),
      });
      return;
    }
    if (food.calories > food.servingSize * FOOD_KCAL_PER_GRAM_MAX + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        path: ['calories'],
        message: foodsValidationMessages.caloriesOverServing(food.servingSize),
      });
      return;
    }
    const energy = checkFoodEnergy(food);
    if (!energy.isConsistent && !food.isCaloriesConfirmed) {
      ctx.addIssue({
        code: 'custom',
        path: ['calories'],
        message: foodsValidationMessages.caloriesInconsistent(energy.estimatedCalories),
      });
    }
  });
/**
 * 'Kategori ve ölçüler' of a food already in the database (a seeded one, or one added before categories
 * existed): its category and its own grams of household measures, replaced as a whole.
 */
export const updateFoodMeasuresSchema = z.object({
  category: z.enum(foodCategoryKeys, { error: foodsValidationMessages.categoryRequired }),
  measureWeights: measureWeightsField,
});
export type UpdateFoodMeasuresInput = z.input<typeof updateFoodMeasuresSchema>;
export type UpdateFoodMeasures = z.output<typeof updateFoodMeasuresSchema>;

export type CreateFoodInput = z.input<typeof createFoodSchema>;
export type CreateFood = z.output<typeof createFoodSchema>;

export const foodListQuerySchema = z.object({
  search: textField().trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
  page: z.coerce.number().int().min(1, 'Sayfa numarası en az 1 olmalıdır.').max(100_000).default(1),
});

export type FoodItem = FoodWithMeasures & { createdAt: string };
export type FoodPage = Page<FoodItem>;

// ---- The programme editor's food picker (issue #40, ADR 0075 stop 54) ----

/** Foods the picker lists at most; a longer list is narrowed by typing. */
export const FOOD_PICKS_MAX = 24;
/** A food used in a programme saved within this many days is 'Son kullanılan'. */
export const RECENT_FOOD_DAYS = 30;

/** Why a food stands where it does: the admin's favourite, recently used in programmes, or the rest. */
export type FoodPickGroup = 'favourite' | 'recent' | 'other';

/** A food of the editor's picker: with its own measure weights, so the line shows what a measure weighs. */
export type FoodPick = FoodWithMeasures & { group: FoodPickGroup; isFavourite: boolean };
export type FoodPicksResponse = { foods: FoodPick[] };

/** Without a search the picker lists the favourites and the recent foods only. */
export const foodPicksQuerySchema = z.object({
  search: textField().trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
});
