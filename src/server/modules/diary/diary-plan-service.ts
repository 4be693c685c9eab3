import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MealType } from '../../../shared/constants.ts';
import { todayInIstanbul, weekDayOfIsoDay } from '../../../shared/dates.ts';
import { type FoodLineAmount, gramsOfLine } from '../../../shared/diet-totals.ts';
import { MAX_PORTION_GRAMS } from '../../../shared/nutrition.ts';
import type { LoggedPlannedMeal } from '../../../shared/schemas/diary.ts';
import type { Database } from '../../db/client.ts';
import { calorieDiary, foodItems, nutritionProgramFoodLines } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { addDiaryEntry } from './diary-service.ts';

const diaryPlanErrorMessages = {
  nothingPlanned: 'Bugünün programında bu öğün için besin yok.',
} as const;

/**
 * The diary id of a planned line eaten on a day: the same line and day always give the same id, so a
 * second 'Yedim' (a double tap, a retry after a lost answer) writes nothing new (the diary's unique
 * client_entry_id, as for the phone's offline entries). A UUID v5-shaped name of the two.
 */
function plannedEntryId(lineId: string, day: string): string {
  const hex = createHash('sha1').update(`denge-plan:${lineId}:${day}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * 'Yedim' on today's plan (issue #40): the food lines the programme plans for this meal of today's week
 * day go into today's diary, each at the grams it stands for (a household measure at the food's own
 * weight of it, else the default), computed by the diary as any entry is.
 * Each line is written once a day whatever the repeats; the answer counts what this call added.
 */
export async function logPlannedMeal(
  db: Database,
  params: { clientId: string; meal: MealType },
): Promise<LoggedPlannedMeal> {
  const date = todayInIstanbul();
  const lines = await db
    .select({
      id: nutritionProgramFoodLines.id,
      foodItemId: nutritionProgramFoodLines.foodItemId,
      grams: nutritionProgramFoodLines.grams,
      measure: nutritionProgramFoodLines.measure,
      measureCount: nutritionProgramFoodLines.measureCount,
      food: { measureGrams: foodItems.measureGrams },
    })
    .from(nutritionProgramFoodLines)
    .innerJoin(foodItems, eq(foodItems.id, nutritionProgramFoodLines.foodItemId))
    .where(
      and(
        eq(nutritionProgramFoodLines.clientId, params.clientId),
        eq(nutritionProgramFoodLines.day, weekDayOfIsoDay(date)),
        eq(nutritionProgramFoodLines.meal, params.meal),
        // The main lines: an alternative ('veya') is what the client may eat instead (ADR 0075, stop 54).
        isNull(nutritionProgramFoodLines.alternativeOf),
      ),
    )
    .orderBy(asc(nutritionProgramFoodLines.position));
  const eaten = lines
    .map((line) => ({
      line,
      grams: Math.min(gramsOfLine(line as FoodLineAmount & { food: typeof line.food }), MAX_PORTION_GRAMS),
    }))
    .filter((item) => item.grams >= 1);
  if (eaten.length === 0) throw notFound(diaryPlanErrorMessages.nothingPlanned);

  return db.transaction(async (tx) => {
    const ids = eaten.map((item) => plannedEntryId(item.line.id, date));
    const already = await tx
      .select({ id: calorieDiary.clientEntryId })
      .from(calorieDiary)
      .where(and(eq(calorieDiary.clientId, params.clientId), inArray(calorieDiary.clientEntryId, ids)));
    const entries = [];
    for (const [index, item] of eaten.entries()) {
      entries.push(
        await addDiaryEntry(tx, {
          clientId: params.clientId,
          foodItemId: item.line.foodItemId,
          date,
          mealType: params.meal,
          portionGrams: item.grams,
          clientEntryId: ids[index],
        }),
      );
    }
    return { date, entries, addedCount: eaten.length - already.length };
  });
}
