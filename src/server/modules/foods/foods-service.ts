import { asc } from 'drizzle-orm';
import type { FoodOption } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foodItems } from '../../db/schema/index.ts';

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** The columns of a food as pickers and the client home show it (values per serving_size grams). */
export const foodOptionColumns = {
  id: foodItems.id,
  name: foodItems.name,
  calories: foodItems.calories,
  protein: foodItems.protein,
  carbs: foodItems.carbs,
  fat: foodItems.fat,
  servingSize: foodItems.servingSize,
};

/** Every food for the pickers, sorted by name in Turkish order (Ç after C, Ş after S; spec 1 §7). */
export async function listFoodOptions(db: Database): Promise<FoodOption[]> {
  const rows = await db.select(foodOptionColumns).from(foodItems).orderBy(asc(foodItems.name));
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
