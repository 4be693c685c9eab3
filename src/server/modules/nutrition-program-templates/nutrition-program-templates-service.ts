import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { mealTypes, weekDays } from '../../../shared/constants.ts';
import type {
  ApplyNutritionProgramTemplate,
  CreateNutritionProgramTemplate,
  NutritionProgramTemplate,
  UpdateNutritionProgramTemplate,
} from '../../../shared/schemas/nutrition-program-templates.ts';
import {
  type AdminNutritionProgram,
  programSlotKey,
  programSlotKeys,
  type UpdateNutritionProgram,
} from '../../../shared/schemas/nutrition-programs.ts';
import { foldForSearch } from '../../../shared/text.ts';
import type { Database } from '../../db/client.ts';
import {
  clients,
  nutritionProgramFoodLines,
  nutritionPrograms,
  nutritionProgramTemplateFoodLines,
  nutritionProgramTemplates,
} from '../../db/schema/index.ts';
import { deleteRow } from '../../db/list-rows.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import {
  createNutritionProgram,
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
} as const;

const errors = nutritionProgramTemplatesErrorMessages;

/** The name as it is compared: Turkish-folded, one space between words ('AKDENİZ' = 'akdeniz'). */
export const toTemplateNameKey = (name: string) => foldForSearch(name).replace(/\s+/g, ' ').trim();

const nameTaken = (name: string) => {
  const message = errors.nameTaken(name);
  return new AppError('template_name_taken', message, { fieldErrors: { name: message } });
};

type TemplateRow = typeof nutritionProgramTemplates.$inferSelect;

function toTemplate(row: TemplateRow, foodLineCount: number): NutritionProgramTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    filledMealCount: programSlotKeys.filter((key) => (row.meals[key] ?? '').trim() !== '').length,
    foodLineCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function countTemplateFoodLines(db: Database, templateIds: string[]): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: nutritionProgramTemplateFoodLines.templateId, lines: count() })
    .from(nutritionProgramTemplateFoodLines)
    // The main lines: an alternative ('veya') is not one more food of the plan.
    .where(
      and(
        inArray(nutritionProgramTemplateFoodLines.templateId, templateIds),
        isNull(nutritionProgramTemplateFoodLines.alternativeOf),
      ),
    )
    .groupBy(nutritionProgramTemplateFoodLines.templateId);
  return new Map(rows.map((row) => [row.templateId, Number(row.lines)]));
}

/** Every template, by name (a practice keeps a few dozen at most). */
export async function listNutritionProgramTemplates(db: Database): Promise<NutritionProgramTemplate[]> {
  const rows = await db.select().from(nutritionProgramTemplates).orderBy(asc(nutritionProgramTemplates.nameKey));
  const lineCounts = await countTemplateFoodLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTemplate(row, lineCounts.get(row.id) ?? 0));
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
      return toTemplate(row, lines.filter((line) => line.alternativeOf === null).length);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/** 'Yeniden adlandır': the name and the description. */
export async function updateNutritionProgramTemplate(
  db: Database,
  params: { templateId: string; input: UpdateNutritionProgramTemplate },
): Promise<NutritionProgramTemplate> {
  const { name, description } = params.input;
  try {
    const [row] = await db
      .update(nutritionProgramTemplates)
      .set({ name, nameKey: toTemplateNameKey(name), description, updatedAt: new Date() })
      .where(eq(nutritionProgramTemplates.id, params.templateId))
      .returning();
    if (!row) throw notFound(errors.notFound);
    const lineCounts = await countTemplateFoodLines(db, [row.id]);
    return toTemplate(row, lineCounts.get(row.id) ?? 0);
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
async function readTemplateAsSave(db: Database, templateId: string): Promise<UpdateNutritionProgram> {
  const [row] = await db
    .select()
    .from(nutritionProgramTemplates)
    .where(eq(nutritionProgramTemplates.id, templateId))
    .limit(1);
  if (!row) throw notFound(errors.notFound);
  const lines = await db
    .select()
    .from(nutritionProgramTemplateFoodLines)
    .where(eq(nutritionProgramTemplateFoodLines.templateId, templateId))
    .orderBy(asc(nutritionProgramTemplateFoodLines.position));
  const meals: UpdateNutritionProgram['meals'] = {};
  const foodLines: UpdateNutritionProgram['foodLines'] = {};
  for (const day of weekDays)
    for (const meal of mealTypes) {
      const key = programSlotKey(day, meal);
      meals[key] = row.meals[key] ?? '';
      foodLines[key] = toMealLineInputs(lines.filter((line) => line.day === day && line.meal === meal));
    }
  return { notes: row.notes, meals, foodLines };
}

/**
 * 'Şablon uygula': the template replaces the client's programme (texts, notes, food lines) through the
 * programme's save at the version the editor holds (stale → 409, nothing written). A client without a
 * programme gets one (version null), in the same transaction.
 */
export async function applyNutritionProgramTemplate(
  db: Database,
  params: { templateId: string; input: ApplyNutritionProgramTemplate },
): Promise<AdminNutritionProgram> {
  const { clientId, version } = params.input;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound(nutritionProgramsErrorMessages.clientNotFound);
  const save = await readTemplateAsSave(db, params.templateId);
  return db.transaction(async (tx) => {
    const atVersion = version ?? (await createNutritionProgram(tx, { clientId })).version;
    return updateNutritionProgram(tx, { clientId, version: atVersion, input: save });
  });
}
