import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { foodItems, nutritionProgramFoodLines, nutritionPrograms } from '../../src/server/db/schema/index.ts';
import type { MealType } from '../../src/shared/constants.ts';
import { todayInIstanbul, weekDayOfIsoDay } from '../../src/shared/dates.ts';
import type { HouseholdMeasure } from '../../src/shared/diet-totals.ts';

// What the dietitian's measurement form sends (POST /api/admin/measurements without the client, PUT as
// it is): an ordinary adult's values, each overridable.

export const measurementValues = (overrides: Record<string, unknown> = {}) => ({
  measurementDate: '2026-01-10',
  weight: 92.4,
  fatRatio: 31.2,
  waterRatio: 48.5,
  muscleRatio: 33.1,
  bodyComposition: 22.4,
  bellyFat: 14.5,
  boneMass: 3.4,
  dailyCalories: 2150,
  metabolicAge: 47,
  chest: 108.5,
  waist: 101.2,
  hip: 110,
  ...overrides,
});

/**
 * Plans `grams` (or a count of a household measure) of a food for a meal of today's week day in the client's programme (made empty when the
 * client has none), straight in the tables: what 'Yedim' (POST /api/me/diary/from-plan) writes from.
 * Returns the line's id and food.
 */
export async function planFoodForToday(
  db: Database,
  params: { clientId: string; meal: MealType; foodName?: string } & (
    | { grams: number }
    | { measure: HouseholdMeasure; measureCount: number }
  ),
): Promise<{ lineId: string; food: typeof foodItems.$inferSelect }> {
  const [food] = await db
    .select()
    .from(foodItems)
    .where(params.foodName ? eq(foodItems.name, params.foodName) : undefined)
    .limit(1);
  const [existing] = await db
    .select({ id: nutritionPrograms.id })
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, params.clientId));
  const programId =
    existing?.id ??
    (
      await db.insert(nutritionPrograms).values({ clientId: params.clientId }).returning({ id: nutritionPrograms.id })
    )[0]!.id;
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${nutritionProgramFoodLines.position}), -1) + 1` })
    .from(nutritionProgramFoodLines)
    .where(eq(nutritionProgramFoodLines.programId, programId))) as [{ next: number }];
  const [line] = await db
    .insert(nutritionProgramFoodLines)
    .values({
      programId,
      clientId: params.clientId,
      day: weekDayOfIsoDay(todayInIstanbul()),
      meal: params.meal,
      position: Number(next),
      foodItemId: food!.id,
      ...('grams' in params ? { grams: params.grams } : { measure: params.measure, measureCount: params.measureCount }),
    })
    .returning({ id: nutritionProgramFoodLines.id });
  return { lineId: line!.id, food: food! };
}
