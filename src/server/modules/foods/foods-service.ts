import { asc, count, eq, like } from 'drizzle-orm';
import {
  type CreateFood,
  FOODS_PAGE_SIZE,
  type FoodItem,
  type FoodOption,
  type FoodPage,
} from '../../../shared/schemas/foods.ts';
import { foldForSearch } from '../../../shared/text.ts';
import type { Database } from '../../db/client.ts';
import { foodItems } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { containsPattern } from '../clients/clients-options-service.ts';

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

// ---- The admin's food database (Kalori Aracı) ----

const foodItemColumns = { ...foodOptionColumns, createdAt: foodItems.createdAt };

/**
 * One page of the food database in (folded) alphabetical order, searched Turkish-aware: the name is
 * stored folded in search_text ('Ispanak' → 'ispanak') and the query folded the same way, so
 * 'ıspanak', 'ISPANAK' and 'ispanak' all find it. Paged on the server so thousands of foods stay fast.
 */
export async function listFoods(db: Database, params: { search: string; page: number }): Promise<FoodPage> {
  const needle = foldForSearch(params.search);
  const where = needle ? like(foodItems.searchText, containsPattern(needle)) : undefined;
  const offset = (params.page - 1) * FOODS_PAGE_SIZE;
  const rows = await db
    .select(foodItemColumns)
    .from(foodItems)
    .where(where)
    .orderBy(asc(foodItems.searchText), asc(foodItems.name), asc(foodItems.id))
    .limit(FOODS_PAGE_SIZE)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(foodItems).where(where);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page: params.page,
    pageSize: FOODS_PAGE_SIZE,
  };
}

export async function createFood(db: Database, input: CreateFood): Promise<FoodItem> {
  const [row] = await db
    .insert(foodItems)
    .values({ ...input, searchText: foldForSearch(input.name) })
    .returning(foodItemColumns);
  if (!row) throw new Error('food insert returned no row');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Deletes a food. Diary entries that used it keep their own copy of the name and values
 * (calorie_diary.food_name and nutrients; food_item_id becomes null by the foreign key).
 */
export async function deleteFood(db: Database, params: { foodId: string }): Promise<void> {
  const deleted = await db.delete(foodItems).where(eq(foodItems.id, params.foodId)).returning({ id: foodItems.id });
  if (deleted.length === 0) throw notFound('Besin bulunamadı.');
}
