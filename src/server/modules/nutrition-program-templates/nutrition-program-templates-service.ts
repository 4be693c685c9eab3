import { asc, eq, inArray } from 'drizzle-orm';
import { mealTypes, weekDays } from '../../../shared/constants.ts';
import { averageDayCalories, scaleFactorFor, scaleFoodLines, scalePercentOf } from '../../../shared/diet-scaling.ts';
import type { FoodLineAmount, FoodLineLike } from '../../../shared/diet-totals.ts';
import type {
  AppliedNutritionProgramTemplate,
  ApplyNutritionProgramTemplate,
  CreateNutritionProgramTemplate,
  NutritionProgramTemplate,
  UpdateNutritionProgramTemplate,
} from '../../../shared/schemas/nutrition-program-templates.ts';
import {
  programSlotKey,
  programSlotKeys,
  type UpdateNutritionProgram,
} from '../../../shared/schemas/nutrition-programs.ts';
import { foldForSearch } from '../../../shared/text.ts';
import type { Database } from '../../db/client.ts';
import {
  clients,
  foodItems,
  nutritionProgramFoodLines,
  nutritionPrograms,
  nutritionProgramTemplateFoodLines,
  nutritionProgramTemplates,
} from '../../db/schema/index.ts';
import { deleteRow } from '../../db/list-rows.ts';
import { updateAtVersion } from '../../db/record-versions.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import { foodWithMeasuresColumns } from '../foods/foods-service.ts';
import {
  createNutritionProgram,
  getClientNutritionTarget,
  nutritionProgramsErrorMessages,
  updateNutritionProgram,
} from '../nutrition-programs/nutrition-programs-service.ts';
import { toMealLineInputs } from '../nutrition-programs/nutrition-programs-food-lines-service.ts';

// Diet-list templates (issue #40, ADR 0086): the practice's named weeks. Saved from a client's
// programme (a copy: texts, notes, food lines), applied to a client's programme through the
// programme's own save (updateNutritionProgram), so the version check and the food-line rules are one.

export const nutritionProgramTemplatesErrorMessages = {
  notFound: 'Şablon bulunamadı.',
  nameTaken: (name: string) => `'${name}' adında bir şablon zaten var. Başka bir ad seçin.`,
  noProgram: 'Bu danışanın kaydedilecek bir beslenme programı yok.',
  noTargetToScale:
    'Danışanın günlük kalori hedefi yok; ölçeklemek için programa bir hedef girin ya da bir ölçüm ekleyin.',
  noLinesToScale: 'Bu şablonda besin satırı yok; ölçeklenecek bir miktar bulunmuyor.',
} as const;

const errors = nutritionProgramTemplatesErrorMessages;

/** The name as it is compared: Turkish-folded, one space between words ('AKDENİZ' = 'akdeniz'). */
export const toTemplateNameKey = (name: string) => foldForSearch(name).replace(/\s+/g, ' ').trim();

const nameTaken = (name: string) => {
  const message = errors.nameTaken(name);
  return new AppError('template_name_taken', message, { fieldErrors: { name: message } });
};

type TemplateRow = typeof nutritionProgramTemplates.$inferSelect;

type TemplateFoodLine = FoodLineLike & {
  templateId: string;
  foodId: string;
  note: string;
  position: number;
  /** The main line's position for an alternative ('veya'); null for a main line. */
  alternativeOf: number | null;
};

/** The main lines: an alternative ('veya') is not one more food of the plan, nor part of its totals. */
const mainLinesOf = (lines: readonly TemplateFoodLine[]) => lines.filter((line) => line.alternativeOf === null);

function toTemplate(row: TemplateRow, lines: readonly TemplateFoodLine[]): NutritionProgramTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    filledMealCount: programSlotKeys.filter((key) => (row.meals[key] ?? '').trim() !== '').length,
    foodLineCount: mainLinesOf(lines).length,
    dailyCaloriesTarget: row.dailyCaloriesTarget,
    averageDayCalories: averageDayCalories(mainLinesOf(lines)),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stored grams/measure columns → the amount's one shape (the table's check allows no other). */
const toAmount = (row: { grams: number | null; measure: string | null; measureCount: number | null }) =>
  (row.grams !== null
    ? { grams: row.grams, measure: null, measureCount: null }
    : { grams: null, measure: row.measure, measureCount: row.measureCount }) as FoodLineAmount;

/** The templates' food lines with their foods' values (for the totals), in position order. */
async function listTemplateFoodLines(db: Database, templateIds: string[]): Promise<TemplateFoodLine[]> {
  if (templateIds.length === 0) return [];
  const rows = await db
    .select({
      templateId: nutritionProgramTemplateFoodLines.templateId,
      day: nutritionProgramTemplateFoodLines.day,
      meal: nutritionProgramTemplateFoodLines.meal,
      grams: nutritionProgramTemplateFoodLines.grams,
      measure: nutritionProgramTemplateFoodLines.measure,
      measureCount: nutritionProgramTemplateFoodLines.measureCount,
      note: nutritionProgramTemplateFoodLines.note,
      position: nutritionProgramTemplateFoodLines.position,
      alternativeOf: nutritionProgramTemplateFoodLines.alternativeOf,
      food: foodWithMeasuresColumns,
    })
    .from(nutritionProgramTemplateFoodLines)
    .innerJoin(foodItems, eq(foodItems.id, nutritionProgramTemplateFoodLines.foodItemId))
    .where(inArray(nutritionProgramTemplateFoodLines.templateId, templateIds))
    .orderBy(asc(nutritionProgramTemplateFoodLines.position));
  return rows.map(({ grams, measure, measureCount, ...line }) => ({
    ...line,
    foodId: line.food.id,
    ...toAmount({ grams, measure, measureCount }),
  }));
}

const linesOf = (lines: readonly TemplateFoodLine[], templateId: string) =>
  lines.filter((line) => line.templateId === templateId);

/**
 * Every template, by name (a practice keeps a few dozen at most), with its target and its average day
 * (the shared totals of its food lines).
 */
export async function listNutritionProgramTemplates(db: Database): Promise<NutritionProgramTemplate[]> {
  const rows = await db.select().from(nutritionProgramTemplates).orderBy(asc(nutritionProgramTemplates.nameKey));
  const lines = await listTemplateFoodLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTemplate(row, linesOf(lines, row.id)));
}

/** 'Şablon olarak kaydet': a copy of the client's programme (42 texts, notes, food lines) under a name. */
export async function createNutritionProgramTemplate(
  db: Database,
  input: CreateNutritionProgramTemplate,
): Promise<NutritionProgramTemplate> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId)).limit(1);
  if (!client) throw notFound(nutritionProgramsErrorMessages.clientNotFound);
  const [program] = await db
    .select()
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, input.clientId))
    .limit(1);
  if (!program) throw notFound(errors.noProgram);
  const slots = program as unknown as Record<string, string>;
  const meals = Object.fromEntries(programSlotKeys.map((key) => [key, slots[key] ?? '']));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(nutritionProgramTemplates)
        .values({
          name: input.name,
          nameKey: toTemplateNameKey(input.name),
          description: input.description,
          notes: program.notes,
          meals,
          dailyCaloriesTarget: program.dailyCaloriesTarget,
        })
        .returning();
      if (!row) throw new Error('template insert returned no row');
      const lines = await tx
        .select()
        .from(nutritionProgramFoodLines)
        .where(eq(nutritionProgramFoodLines.programId, program.id));
      if (lines.length > 0)
        await tx.insert(nutritionProgramTemplateFoodLines).values(
          lines.map((line) => ({
            templateId: row.id,
            day: line.day,
            meal: line.meal,
            position: line.position,
            alternativeOf: line.alternativeOf,
            foodItemId: line.foodItemId,
            grams: line.grams,
            measure: line.measure,
            measureCount: line.measureCount,
            note: line.note,
          })),
        );
      return toTemplate(row, await listTemplateFoodLines(tx, [row.id]));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/**
 * 'Yeniden adlandır': the name and the description, at the version the form read (ADR 0053): a rename in
 * another tab since then answers 409 `stale_version` and writes nothing.
 */
export async function updateNutritionProgramTemplate(
  db: Database,
  params: { templateId: string; version: number; input: UpdateNutritionProgramTemplate },
): Promise<NutritionProgramTemplate> {
  const { name, description } = params.input;
  try {
    const row = await updateAtVersion(
      db,
      nutritionProgramTemplates,
      { id: params.templateId, version: params.version },
      { name, nameKey: toTemplateNameKey(name), description, updatedAt: new Date() },
      errors.notFound,
    );
    return toTemplate(row, await listTemplateFoodLines(db, [row.id]));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Deletes a template and its lines (programmes made from it keep their copy). */
export async function deleteNutritionProgramTemplate(db: Database, params: { templateId: string }): Promise<void> {
  await deleteRow(db, nutritionProgramTemplates, params.templateId, errors.notFound);
}

/** The template as a save of the whole programme: every meal's text and lines, and the notes. */
function toProgramSave(row: TemplateRow, lines: readonly TemplateFoodLine[]): UpdateNutritionProgram {
  const meals: UpdateNutritionProgram['meals'] = {};
  const foodLines: UpdateNutritionProgram['foodLines'] = {};
  for (const day of weekDays)
    for (const meal of mealTypes) {
      const key = programSlotKey(day, meal);
      meals[key] = row.meals[key] ?? '';
      foodLines[key] = toMealLineInputs(
        lines
          .filter((line) => line.day === day && line.meal === meal)
          .map((line) => ({ ...line, foodItemId: line.foodId })),
      );
    }
  return { notes: row.notes, meals, foodLines };
}

/**
 * 'Şablon uygula': the template replaces the client's programme (texts, notes, food lines) through the
 * programme's save at the version the editor holds (stale → 409, nothing written). A client without a
 * programme gets one (version null), in the same transaction.
 * 'Hedefe göre ölçekle' (ADR 0086 amendment): every food line's amount is multiplied by the client's
 * target over the template's average day (scaleFoodLines: grams to 5 g, counts to a quarter, within
 * the line limits); the free texts stay as written. A client with no target of any kind takes the
 * template's target onto the programme, so its day totals have something to be compared with.
 */
export async function applyNutritionProgramTemplate(
  db: Database,
  params: { templateId: string; input: ApplyNutritionProgramTemplate },
): Promise<AppliedNutritionProgramTemplate> {
  const { clientId, version, scaleToTarget } = params.input;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound(nutritionProgramsErrorMessages.clientNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(nutritionProgramTemplates)
      .where(eq(nutritionProgramTemplates.id, params.templateId))
      .limit(1);
    if (!row) throw notFound(errors.notFound);
    const lines = await listTemplateFoodLines(tx, [row.id]);
    const target = await getClientNutritionTarget(tx, { clientId });
    let factor: number | null = null;
    if (scaleToTarget) {
      const average = averageDayCalories(mainLinesOf(lines));
      if (!target) throw scaleRefused(errors.noTargetToScale);
      if (average === null) throw scaleRefused(errors.noLinesToScale);
      factor = scaleFactorFor(target.dailyCalories, average);
    }
    const save = toProgramSave(row, factor === null ? lines : scaleFoodLines(lines, factor));
    if (!target && row.dailyCaloriesTarget !== null) save.dailyCaloriesTarget = row.dailyCaloriesTarget;
    const atVersion = version ?? (await createNutritionProgram(tx, { clientId })).version;
    const program = await updateNutritionProgram(tx, { clientId, version: atVersion, input: save });
    return { program, scalePercent: factor === null ? null : scalePercentOf(factor) };
  });
}

const scaleRefused = (message: string) =>
  new AppError('validation', message, { fieldErrors: { scaleToTarget: message } });
