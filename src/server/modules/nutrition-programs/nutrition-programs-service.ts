import { eq } from 'drizzle-orm';
import { mealTypes, weekDays } from '../../../shared/constants.ts';
import type { NutritionProgram, NutritionProgramDays } from '../../../shared/schemas/nutrition-programs.ts';
import { programSlotKey } from '../../../shared/schemas/nutrition-programs.ts';
import type { Database } from '../../db/client.ts';
import { nutritionPrograms } from '../../db/schema/index.ts';

type ProgramRow = typeof nutritionPrograms.$inferSelect;

/** Turns the 42 {day}_{meal} columns into days × meals, every slot present (spec 1 §2.6). */
export function toProgramDays(row: ProgramRow): NutritionProgramDays {
  const slots = row as unknown as Record<string, string>;
  return Object.fromEntries(
    weekDays.map((day) => [
      day,
      Object.fromEntries(mealTypes.map((meal) => [meal, (slots[programSlotKey(day, meal)] ?? '').trim()])),
    ]),
  ) as NutritionProgramDays;
}

/** The signed-in client's programme (one per client), or null when the dietitian has not made one. */
export async function getClientNutritionProgram(
  db: Database,
  params: { clientId: string },
): Promise<NutritionProgram | null> {
  const [row] = await db
    .select()
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, params.clientId))
    .limit(1);
  if (!row) return null;
  return { notes: row.notes.trim(), days: toProgramDays(row), updatedAt: row.updatedAt.toISOString() };
}
