import { sql } from 'drizzle-orm';
import type { MeasureGrams } from '../../../shared/diet-totals.ts';
import type { FoodCategory } from '../../../shared/food-categories.ts';
import type { Database } from '../../db/client.ts';
import { curatedFoodOffers, foodItems } from '../../db/schema/index.ts';
import foodDatabase from '../../demo/data/foods.json' with { type: 'json' };
import { FOOD_NAME_LOCK_KEY, foodNameKey, WHITESPACE_RUN } from './foods-service.ts';

// Denge's curated Turkish food list (docs/food-database.md), derived from the USDA SR tables by
// scripts/build-food-database.ts. It is reference data, not demo data: every start offers a database
// the curated foods it has not been offered yet (ADR 0075, amendment of 2026-11-28).

/** The curated foods as food_items rows, each with its key: the name folded as the food-name rule compares names. */
const curatedFoods = foodDatabase.foods.map((food) => ({
  key: foodNameKey(food.name),
  row: {
    name: food.name,
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    servingSize: food.serving_size,
    searchText: foodNameKey(food.name),
    source: food.source,
    // The JSON's strings are the build script's keys (scripts/build-food-database.ts); the table's
    // checks refuse any other.
    category: food.category as FoodCategory,
    measureGrams: food.measureGrams as MeasureGrams,
  },
}));

/**
 * Adds the curated foods this database was never offered, and records every one of them as offered,
 * in one transaction. A food offered before is never added again, deleted or not (issue #39's
 * resurrected data), and one whose name the dietitian already has, in any case or spacing, is
 * recorded but not added: her food stays the only one of that name. The food-name lock makes a second
 * process starting at once (several replicas on PostgreSQL) wait and then find every food offered, and
 * keeps a food the dietitian adds at that moment from slipping past the name check. Returns how many
 * foods were added.
 */
export async function addNewCuratedFoods(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOOD_NAME_LOCK_KEY})`);
    const offered = await tx.select({ key: curatedFoodOffers.foodKey }).from(curatedFoodOffers);
    const offeredKeys = new Set(offered.map((row) => row.key));
    const fresh = curatedFoods.filter((food) => !offeredKeys.has(food.key));
    if (fresh.length === 0) return 0;
    const existing = await tx
      .select({ key: sql<string>`regexp_replace(${foodItems.searchText}, ${WHITESPACE_RUN}, ' ', 'g')` })
      .from(foodItems);
    const takenKeys = new Set(existing.map((row) => row.key));
    const added = fresh.filter((food) => !takenKeys.has(food.key));
    if (added.length > 0) await tx.insert(foodItems).values(added.map((food) => food.row));
    await tx
      .insert(curatedFoodOffers)
      .values(fresh.map((food) => ({ foodKey: food.key })))
      .onConflictDoNothing();
    return added.length;
  });
}
