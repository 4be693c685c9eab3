import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { type MealType, mealTypes, type WeekDay, weekDays } from '../../../shared/constants.ts';
import type { FoodLineAmount } from '../../../shared/diet-totals.ts';
import {
  type NutritionTarget,
  nutritionProgramsValidationMessages,
  type ProgramFoodLine,
  type ProgramSlotKey,
  programSlotKey,
  type UpdateNutritionProgram,
} from '../../../shared/schemas/nutrition-programs.ts';
import type { Database } from '../../db/client.ts';
import { clientMeasurements, foodItems, nutritionProgramFoodLines } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { foodWithMeasuresColumns } from '../foods/foods-service.ts';

// The food lines of a programme's meals (issue #40, ADR 0075): read with their foods, and replaced
// meal by meal inside the programme's save (nutrition-programs-service.ts), under its version.

type FoodLinesBySlot = UpdateNutritionProgram['foodLines'];

const dayOrder = new Map<WeekDay, number>(weekDays.map((day, index) => [day, index]));
const mealOrder = new Map<MealType, number>(mealTypes.map((meal, index) => [meal, index]));

/** Stored grams/measure columns → the amount's one shape (the table's check allows no other). */
function toFoodLineAmount(row: { grams: number | null; measure: string | null; measureCount: number | null }) {
  return (
    row.grams !== null
      ? { grams: row.grams, measure: null, measureCount: null }
      : { grams: null, measure: row.measure, measureCount: row.measureCount }
  ) as FoodLineAmount;
}

type StoredLine = {
  id: string;
  day: WeekDay;
  meal: MealType;
  position: number;
  alternativeOf: number | null;
  grams: number | null;
  measure: string | null;
  measureCount: number | null;
  note: string;
  food: ProgramFoodLine['food'];
};

/**
 * Stored rows → the meals' lines in week order (day, meal, position), each main line with its
 * alternatives ('veya') in their order. An alternative's main line is in the same meal (the table's
 * foreign key), so none is lost.
 */
function nestFoodLines(rows: StoredLine[]): ProgramFoodLine[] {
  const sorted = [...rows].sort(
    (a, b) =>
      (dayOrder.get(a.day) ?? 0) - (dayOrder.get(b.day) ?? 0) ||
      (mealOrder.get(a.meal) ?? 0) - (mealOrder.get(b.meal) ?? 0) ||
      a.position - b.position,
  );
  const mains = new Map<string, ProgramFoodLine>();
  const slotOf = (row: StoredLine, position: number) => `${row.day}_${row.meal}_${position}`;
  const lines: ProgramFoodLine[] = [];
  for (const row of sorted) {
    if (row.alternativeOf !== null) continue;
    const line: ProgramFoodLine = {
      id: row.id,
      day: row.day,
      meal: row.meal,
      food: row.food,
      note: row.note,
      ...toFoodLineAmount(row),
      alternatives: [],
    };
    mains.set(slotOf(row, row.position), line);
    lines.push(line);
  }
  for (const row of sorted) {
    if (row.alternativeOf === null) continue;
    mains
      .get(slotOf(row, row.alternativeOf))
      ?.alternatives.push({ id: row.id, food: row.food, note: row.note, ...toFoodLineAmount(row) });
  }
  return lines;
}

/** The programme's lines with their foods and alternatives, in week order: day, then meal, then position. */
export async function listProgramFoodLines(db: Database, params: { programId: string }): Promise<ProgramFoodLine[]> {
  const rows = await db
    .select({
      id: nutritionProgramFoodLines.id,
      day: nutritionProgramFoodLines.day,
      meal: nutritionProgramFoodLines.meal,
      position: nutritionProgramFoodLines.position,
      alternativeOf: nutritionProgramFoodLines.alternativeOf,
      grams: nutritionProgramFoodLines.grams,
      measure: nutritionProgramFoodLines.measure,
      measureCount: nutritionProgramFoodLines.measureCount,
      note: nutritionProgramFoodLines.note,
      food: foodWithMeasuresColumns,
    })
    .from(nutritionProgramFoodLines)
    .innerJoin(foodItems, eq(foodItems.id, nutritionProgramFoodLines.foodItemId))
    .where(eq(nutritionProgramFoodLines.programId, params.programId))
    .orderBy(asc(nutritionProgramFoodLines.position));
  return nestFoodLines(rows);
}

type MealLineInput = NonNullable<FoodLinesBySlot[ProgramSlotKey]>[number];

/** A stored line's own columns: its place in the meal and its amount (the programme's and the template's). */
type FoodLineRow = {
  position: number;
  alternativeOf: number | null;
  foodItemId: string;
  grams: number | null;
  measure: FoodLineAmount['measure'];
  measureCount: number | null;
  note: string;
};

/**
 * One meal's lines as rows: the positions run through the meal, each main line followed by its
 * alternatives, which name the main line's position in `alternativeOf`.
 */
export function toFoodLineRows(lines: readonly MealLineInput[]): FoodLineRow[] {
  const rows: FoodLineRow[] = [];
  for (const line of lines) {
    const mainPosition = rows.length;
    const { alternatives, ...main } = line;
    for (const [index, entry] of [main, ...alternatives].entries())
      rows.push({
        position: mainPosition + index,
        alternativeOf: index === 0 ? null : mainPosition,
        foodItemId: entry.foodId,
        grams: entry.grams,
        measure: entry.measure,
        measureCount: entry.measureCount,
        note: entry.note,
      });
  }
  return rows;
}

/** Stored rows of one meal (in position order) → the save's lines, alternatives under their main line. */
export function toMealLineInputs(rows: readonly FoodLineRow[]): MealLineInput[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const byPosition = new Map<number, MealLineInput>();
  const lines: MealLineInput[] = [];
  const inputOf = (row: FoodLineRow) => ({
    foodId: row.foodItemId,
    grams: row.grams,
    measure: row.measure,
    measureCount: row.measureCount,
    note: row.note,
  });
  for (const row of sorted) {
    if (row.alternativeOf !== null) continue;
    const line = { ...inputOf(row), alternatives: [] };
    byPosition.set(row.position, line);
    lines.push(line);
  }
  for (const row of sorted)
    if (row.alternativeOf !== null) byPosition.get(row.alternativeOf)?.alternatives.push(inputOf(row));
  return lines;
}

/** Refuses lines or alternatives naming a food that is not in the database, before anything is written. */
async function checkFoodsExist(tx: Database, foodLines: FoodLinesBySlot): Promise<void> {
  const foodIds = [
    ...new Set(
      Object.values(foodLines).flatMap((lines) =>
        (lines ?? []).flatMap((line) => [line.foodId, ...line.alternatives.map((alternative) => alternative.foodId)]),
      ),
    ),
  ];
  if (foodIds.length === 0) return;
  const found = await tx.select({ id: foodItems.id }).from(foodItems).where(inArray(foodItems.id, foodIds));
  if (found.length === foodIds.length) return;
  const known = new Set(found.map((row) => row.id));
  const fieldErrors: Record<string, string> = {};
  for (const [slot, lines] of Object.entries(foodLines)) {
    (lines ?? []).forEach((line, index) => {
      if (!known.has(line.foodId))
        fieldErrors[`foodLines.${slot}.${index}.foodId`] = nutritionProgramsValidationMessages.unknownFood;
      line.alternatives.forEach((alternative, alternativeIndex) => {
        if (!known.has(alternative.foodId))
          fieldErrors[`foodLines.${slot}.${index}.alternatives.${alternativeIndex}.foodId`] =
            nutritionProgramsValidationMessages.unknownFood;
      });
    });
  }
  throw new AppError('validation', nutritionProgramsValidationMessages.unknownFood, { fieldErrors });
}

/**
 * Gives each meal named in `foodLines` exactly those lines (in that order), leaving other meals as
 * they are. Runs inside the programme's save transaction, after its version check has passed.
 */
export async function replaceMealFoodLines(
  tx: Database,
  params: { programId: string; clientId: string; foodLines: FoodLinesBySlot },
): Promise<void> {
  const slots = Object.keys(params.foodLines) as ProgramSlotKey[];
  if (slots.length === 0) return;
  await checkFoodsExist(tx, params.foodLines);
  const slotsOfWeek = weekDays.flatMap((day) =>
    mealTypes.map((meal) => ({ day, meal, key: programSlotKey(day, meal) })),
  );
  const named = slotsOfWeek.filter((slot) => slots.includes(slot.key));
  await tx
    .delete(nutritionProgramFoodLines)
    .where(
      and(
        eq(nutritionProgramFoodLines.programId, params.programId),
        or(
          ...named.map((slot) =>
            and(eq(nutritionProgramFoodLines.day, slot.day), eq(nutritionProgramFoodLines.meal, slot.meal)),
          ),
        ),
      ),
    );
  const rows = named.flatMap((slot) =>
    toFoodLineRows(params.foodLines[slot.key] ?? []).map((row) => ({
      ...row,
      programId: params.programId,
      clientId: params.clientId,
      day: slot.day,
      meal: slot.meal,
    })),
  );
  if (rows.length > 0) await tx.insert(nutritionProgramFoodLines).values(rows);
}

/** The newest measurement's daily calories as a target, or null without a measurement that has them. */
export async function getMeasurementNutritionTarget(
  db: Database,
  params: { clientId: string },
): Promise<NutritionTarget | null> {
  const [row] = await db
    .select({ dailyCalories: clientMeasurements.dailyCalories, measurementDate: clientMeasurements.measurementDate })
    .from(clientMeasurements)
    .where(eq(clientMeasurements.clientId, params.clientId))
    .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
    .limit(1);
  if (!row || !(row.dailyCalories > 0)) return null;
  return { dailyCalories: row.dailyCalories, source: 'measurement', measurementDate: row.measurementDate };
}
