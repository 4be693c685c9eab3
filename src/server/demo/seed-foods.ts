import { count } from 'drizzle-orm';
import type { MeasureGrams } from '../../shared/diet-totals.ts';
import type { FoodCategory } from '../../shared/food-categories.ts';
import { foldForSearch } from '../../shared/text.ts';
import type { Database } from '../db/client.ts';
import { foodItems } from '../db/schema/index.ts';
import foodDatabase from './data/foods.json' with { type: 'json' };

// Denge's curated Turkish food list (docs/food-database.md), derived from the USDA SR tables by
// scripts/build-food-database.ts. Loaded only into an empty food_items table, so the dietitian's own
// edits and additions are never overwritten.

/** Fills food_items from data/foods.json when the table is empty. Returns how many rows were added. */
export async function seedFoods(db: Database): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(foodItems);
  if ((existing?.value ?? 0) > 0) return 0;
  const rows = foodDatabase.foods.map((food) => ({
    name: food.name,
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    servingSize: food.serving_size,
    searchText: foldForSearch(food.name),
    source: food.source,
    // The JSON's strings are the build script's keys (scripts/build-food-database.ts); the table's
    // checks refuse any other.
    category: food.category as FoodCategory,
    measureGrams: food.measureGrams as MeasureGrams,
  }));
  await db.insert(foodItems).values(rows);
  return rows.length;
}
