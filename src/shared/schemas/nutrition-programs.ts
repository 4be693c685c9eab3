import { UUID_PATTERN } from '../fields/id-field.ts';
import { type MealType, mealTypes, type WeekDay, weekDays } from '../constants.ts';
import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';
import { type DietWeekTotals, type FoodLineAmount, type FoodLineFood, householdMeasureKeys } from '../diet-totals.ts';

// The client's weekly programme as the client area reads it (spec 1 §2.6): seven days × six meals,
// every slot present (an empty string is an empty slot), plus the dietitian's notes.

export type NutritionProgramDays = Record<WeekDay, Record<MealType, string>>;

/** An alternative of a food line ('veya'): another food the client may eat instead, with its own amount. */
export type ProgramFoodLineAlternative = FoodLineAmount & { id: string; food: FoodLineFood; note: string };

/**
 * A food line of a meal as answered, in the order of its meal (issue #40, ADR 0075), with its
 * alternatives in their order. Only the line itself counts in the totals (ADR 0075, stop 54).
 */
export type ProgramFoodLine = FoodLineAmount & {
  id: string;
  day: WeekDay;
  meal: MealType;
  food: FoodLineFood;
  note: string;
  alternatives: ProgramFoodLineAlternative[];
};

export type NutritionProgram = {
  notes: string;
  days: NutritionProgramDays;
  /** The meals' food lines, by day, meal and position. */
  foodLines: ProgramFoodLine[];
  /** Every day's and meal's totals of the food lines (totalDietWeek, the editor's own function). */
  totals: DietWeekTotals;
  updatedAt: string;
};

/**
 * The client's answer: the programme and the daily target its day totals are compared with (the
 * programme's own target, else the newest measurement's daily calories; null without either).
 */
export type NutritionProgramResponse =
  | { numbersHidden: false; program: NutritionProgram | null; target: NutritionTarget | null }
  | { numbersHidden: true; program: NutritionProgramWithoutNumbers | null; target: null };

/** A line's food for a hide-numbers client (ADR 0090): its name and measure weights, no kcal and no macros. */
export type FoodLineFoodWithoutNumbers = Pick<
  FoodLineFood,
  'id' | 'name' | 'servingSize' | 'category' | 'measureGrams'
>;

/** An alternative ('veya') of a hide-numbers client's line: the food and its amount, no kcal. */
export type ProgramFoodLineAlternativeWithoutNumbers = FoodLineAmount & {
  id: string;
  food: FoodLineFoodWithoutNumbers;
  note: string;
};

/** A food line of a hide-numbers client (ADR 0090): the food's name and the amount, no kcal and no macros. */
export type ProgramFoodLineWithoutNumbers = FoodLineAmount & {
  id: string;
  day: WeekDay;
  meal: MealType;
  food: FoodLineFoodWithoutNumbers;
  note: string;
  alternatives: ProgramFoodLineAlternativeWithoutNumbers[];
};

/** A hide-numbers client's programme (ADR 0090): the meals and foods with their amounts, no totals. */
export type NutritionProgramWithoutNumbers = Omit<NutritionProgram, 'foodLines' | 'totals'> & {
  foodLines: ProgramFoodLineWithoutNumbers[];
};

/** The column of a day's meal in nutrition_programs, e.g. monday_breakfast. */
export const programSlotKey = (day: WeekDay, meal: MealType) => `${day}_${meal}` as const;

// ---- The dietitian's programme editor (spec 2 "Nutrition programs", §4, §9) ----

export const NUTRITION_PROGRAM_TEXT_MAX = 2000;
export const NUTRITION_PROGRAM_NOTES_MAX = 5000;
/** Autosave after this long without typing (spec 2 §9). */
export const NUTRITION_AUTOSAVE_MS = 1000;

export const programSlotKeys = weekDays.flatMap((day) => mealTypes.map((meal) => programSlotKey(day, meal)));
export type ProgramSlotKey = ReturnType<typeof programSlotKey>;

/** Food lines one meal may hold, and their limits (a typing slip is refused, not stored). */
export const MEAL_FOOD_LINES_MAX = 20;
export const FOOD_LINE_GRAMS_MAX = 5000;
export const FOOD_LINE_COUNT_MIN = 0.25;
export const FOOD_LINE_COUNT_MAX = 20;
export const FOOD_LINE_NOTE_MAX = 200;
/** A daily kcal target set on a programme (or a template): a whole number in this range. */
export const DAILY_TARGET_MIN = 800;
export const DAILY_TARGET_MAX = 5000;
/** Alternatives ('veya') one food line may have. */
export const FOOD_LINE_ALTERNATIVES_MAX = 3;

export const nutritionProgramsValidationMessages = {
  tooManyLines: `Bir öğüne en fazla ${MEAL_FOOD_LINES_MAX} besin eklenebilir.`,
  foodRequired: 'Bir besin seçin.',
  unknownFood: 'Seçilen besin artık besin listesinde yok. Listeyi yenileyip tekrar seçin.',
  gramsInvalid: `Miktar 0 gramdan büyük ve en fazla ${FOOD_LINE_GRAMS_MAX} gram olmalıdır.`,
  measureUnknown: 'Geçersiz ev ölçüsü.',
  countInvalid: 'Ölçü adedi 0,25 ile 20 arasında olmalıdır.',
  amountRequired: 'Miktarı gram ya da ev ölçüsü olarak girin.',
  noteTooLong: `Not en fazla ${FOOD_LINE_NOTE_MAX} karakter olabilir.`,
  tooManyAlternatives: `Bir besine en fazla ${FOOD_LINE_ALTERNATIVES_MAX} alternatif eklenebilir.`,
  nestedAlternative: 'Bir alternatifin kendi alternatifi olamaz; alternatifi ana besine ekleyin.',
  mealTooLong: `Bir öğün en fazla ${NUTRITION_PROGRAM_TEXT_MAX} karakter olabilir.`,
  notesTooLong: `Genel notlar en fazla ${NUTRITION_PROGRAM_NOTES_MAX} karakter olabilir.`,
  nothingToSave: 'Kaydedilecek bir değişiklik yok.',
  unknownField: 'Geçersiz program alanı.',
  shoppingDayInvalid: 'Alışveriş listesi için geçerli bir gün seçin.',
  shoppingRangeInvalid: 'Alışveriş listesinin ilk günü son gününden sonra olamaz.',
  targetInvalid: `Hedef ${DAILY_TARGET_MIN} ile ${DAILY_TARGET_MAX} kcal arasında bir tam sayı olmalıdır.`,
} as const;

/**
 * The admin's view: the programme with its row id and version (for the optimistic check), and the
 * daily kcal target set on it (null: the measurement's is used).
 */
export type AdminNutritionProgram = NutritionProgram & {
  id: string;
  clientId: string;
  version: number;
  dailyCaloriesTarget: number | null;
};
/**
 * The client's daily target (ADR 0075): the one set on the programme ('program') wins over the newest
 * measurement's daily calories ('measurement', with that measurement's day); none without either.
 */
export type NutritionTarget =
  | { dailyCalories: number; source: 'program'; measurementDate: null }
  | { dailyCalories: number; source: 'measurement'; measurementDate: string };

export type AdminNutritionProgramResponse = {
  client: { id: string; name: string };
  program: AdminNutritionProgram | null;
  /** The target in force (the programme's, else the measurement's). */
  target: NutritionTarget | null;
  /** The newest measurement's daily calories: what the target falls back to when the programme's is cleared. */
  measurementTarget: NutritionTarget | null;
};

/** The one rule of a programme's (or a template's) own target: a whole number of kcal, 800–5000. */
export const dailyCaloriesTargetField = z
  .number({ error: nutritionProgramsValidationMessages.targetInvalid })
  .int(nutritionProgramsValidationMessages.targetInvalid)
  .min(DAILY_TARGET_MIN, nutritionProgramsValidationMessages.targetInvalid)
  .max(DAILY_TARGET_MAX, nutritionProgramsValidationMessages.targetInvalid);

export const createNutritionProgramSchema = z.object({
  clientId: z.string({ error: 'Danışan seçin.' }).regex(UUID_PATTERN, 'Geçersiz danışan seçimi.'),
});
export type CreateNutritionProgram = z.infer<typeof createNutritionProgramSchema>;

const mealTextSchema = textField({ error: nutritionProgramsValidationMessages.unknownField, multiline: true }).max(
  NUTRITION_PROGRAM_TEXT_MAX,
  nutritionProgramsValidationMessages.mealTooLong,
);

const mealShape = Object.fromEntries(programSlotKeys.map((key) => [key, mealTextSchema.optional()])) as Record<
  ProgramSlotKey,
  z.ZodOptional<typeof mealTextSchema>
>;

const messages = nutritionProgramsValidationMessages;

/** A food, grams or a count of a household measure, a note: what a line and an alternative both say. */
const foodAmountShape = {
  foodId: z.string({ error: messages.foodRequired }).regex(UUID_PATTERN, messages.unknownFood),
  grams: z
    .number({ error: messages.gramsInvalid })
    .gt(0, messages.gramsInvalid)
    .max(FOOD_LINE_GRAMS_MAX, messages.gramsInvalid)
    .nullable()
    .default(null),
  measure: z.enum(householdMeasureKeys, { error: messages.measureUnknown }).nullable().default(null),
  measureCount: z
    .number({ error: messages.countInvalid })
    .min(FOOD_LINE_COUNT_MIN, messages.countInvalid)
    .max(FOOD_LINE_COUNT_MAX, messages.countInvalid)
    .nullable()
    .default(null),
  note: textField({ error: messages.noteTooLong }).trim().max(FOOD_LINE_NOTE_MAX, messages.noteTooLong).default(''),
};

const hasOneAmountShape = (line: { grams: number | null; measure: string | null; measureCount: number | null }) =>
  line.grams !== null
    ? line.measure === null && line.measureCount === null
    : line.measure !== null && line.measureCount !== null;

/**
 * An alternative ('veya') as the editor sends it: the line's shape without alternatives of its own
 * (an alternative of an alternative is refused, not flattened).
 */
export const foodLineAlternativeInputSchema = z
  .object({
    ...foodAmountShape,
    alternatives: z.array(z.unknown()).max(0, messages.nestedAlternative).optional(),
  })
  .refine(hasOneAmountShape, { message: messages.amountRequired, path: ['grams'] })
  .transform(({ alternatives: _none, ...alternative }) => alternative);

/** One food line as the editor sends it: a food, its amount, a note, and up to three alternatives. */
export const foodLineInputSchema = z
  .object({
    ...foodAmountShape,
    alternatives: z
      .array(foodLineAlternativeInputSchema)
      .max(FOOD_LINE_ALTERNATIVES_MAX, messages.tooManyAlternatives)
      .default([]),
  })
  .refine(hasOneAmountShape, { message: messages.amountRequired, path: ['grams'] });
export type FoodLineInput = z.input<typeof foodLineInputSchema>;

const mealFoodLinesSchema = z.array(foodLineInputSchema).max(MEAL_FOOD_LINES_MAX, messages.tooManyLines);

const foodLinesShape = Object.fromEntries(
  programSlotKeys.map((key) => [key, mealFoodLinesSchema.optional()]),
) as Record<ProgramSlotKey, z.ZodOptional<typeof mealFoodLinesSchema>>;

/**
 * A save (autosave, per-day button or notes): only the changed fields. The body carries the version
 * the editor started from beside them (jsonBodyAtVersion, ADR 0053): a stale version is refused (409)
 * instead of overwriting another tab's edit.
 */
export const updateNutritionProgramSchema = z
  .object({
    notes: textField({ multiline: true })
      .max(NUTRITION_PROGRAM_NOTES_MAX, nutritionProgramsValidationMessages.notesTooLong)
      .optional(),
    /** 'Hedef (kcal/gün)': a whole number 800–5000, or null to fall back to the measurement's. */
    dailyCaloriesTarget: dailyCaloriesTargetField.nullable().optional(),
    meals: z
      .strictObject(mealShape, {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? nutritionProgramsValidationMessages.unknownField : undefined,
      })
      .default({}),
    /** Each meal named here gets exactly these lines (its old ones are replaced); others keep theirs. */
    foodLines: z
      .strictObject(foodLinesShape, {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? nutritionProgramsValidationMessages.unknownField : undefined,
      })
      .default({}),
  })
  .refine(
    (input) =>
      input.notes !== undefined ||
      input.dailyCaloriesTarget !== undefined ||
      Object.keys(input.meals).length > 0 ||
      Object.keys(input.foodLines).length > 0,
    {
      message: nutritionProgramsValidationMessages.nothingToSave,
      path: ['meals'],
    },
  );
export type UpdateNutritionProgramInput = z.input<typeof updateNutritionProgramSchema>;
export type UpdateNutritionProgram = z.output<typeof updateNutritionProgramSchema>;

/**
 * The PDF's shopping list covers the days from `from` to `to` (week days, both included); without
 * them the whole week (issue #40, ADR 0079).
 */
export const dietListPdfQuerySchema = z
  .object({
    from: z.enum(weekDays, { error: nutritionProgramsValidationMessages.shoppingDayInvalid }).default('monday'),
    to: z.enum(weekDays, { error: nutritionProgramsValidationMessages.shoppingDayInvalid }).default('sunday'),
  })
  .refine((range) => weekDays.indexOf(range.from) <= weekDays.indexOf(range.to), {
    message: nutritionProgramsValidationMessages.shoppingRangeInvalid,
    path: ['to'],
  });
export type DietListPdfQuery = z.output<typeof dietListPdfQuerySchema>;
