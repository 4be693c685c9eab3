import { UUID_PATTERN } from '../fields/id-field.ts';
import { type MealType, mealTypes, type WeekDay, weekDays } from '../constants.ts';
import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';

// The client's weekly programme as the client area reads it (spec 1 §2.6): seven days × six meals,
// every slot present (an empty string is an empty slot), plus the dietitian's notes.

export type NutritionProgramDays = Record<WeekDay, Record<MealType, string>>;

export type NutritionProgram = { notes: string; days: NutritionProgramDays; updatedAt: string };

export type NutritionProgramResponse = { program: NutritionProgram | null };

/** The column of a day's meal in nutrition_programs, e.g. monday_breakfast. */
export const programSlotKey = (day: WeekDay, meal: MealType) => `${day}_${meal}` as const;

// ---- The dietitian's programme editor (spec 2 "Nutrition programs", §4, §9) ----

export const NUTRITION_PROGRAM_TEXT_MAX = 2000;
export const NUTRITION_PROGRAM_NOTES_MAX = 5000;
/** Autosave after this long without typing (spec 2 §9). */
export const NUTRITION_AUTOSAVE_MS = 1000;

export const programSlotKeys = weekDays.flatMap((day) => mealTypes.map((meal) => programSlotKey(day, meal)));
export type ProgramSlotKey = ReturnType<typeof programSlotKey>;

export const nutritionProgramsValidationMessages = {
  mealTooLong: `Bir öğün en fazla ${NUTRITION_PROGRAM_TEXT_MAX} karakter olabilir.`,
  notesTooLong: `Genel notlar en fazla ${NUTRITION_PROGRAM_NOTES_MAX} karakter olabilir.`,
  nothingToSave: 'Kaydedilecek bir değişiklik yok.',
  unknownField: 'Geçersiz program alanı.',
} as const;

/** The admin's view: the programme with its row id and version (for the optimistic check). */
export type AdminNutritionProgram = NutritionProgram & { id: string; clientId: string; version: number };
export type AdminNutritionProgramResponse = {
  client: { id: string; name: string };
  program: AdminNutritionProgram | null;
};

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
    meals: z
      .strictObject(mealShape, {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? nutritionProgramsValidationMessages.unknownField : undefined,
      })
      .default({}),
  })
  .refine((input) => input.notes !== undefined || Object.keys(input.meals).length > 0, {
    message: nutritionProgramsValidationMessages.nothingToSave,
    path: ['meals'],
  });
export type UpdateNutritionProgramInput = z.input<typeof updateNutritionProgramSchema>;
export type UpdateNutritionProgram = z.output<typeof updateNutritionProgramSchema>;
