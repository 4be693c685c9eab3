import { and, asc, count, desc, eq, gt, isNotNull, like, or, sql } from 'drizzle-orm';
import {
  type CreateFood,
  FOOD_PICKS_MAX,
  FOODS_PAGE_SIZE,
  type FoodItem,
  type FoodOption,
  type FoodOptionsResponse,
  type FoodPage,
  type FoodPick,
  RECENT_FOOD_DAYS,
  foodsValidationMessages,
  measureGramsOf,
  type UpdateFoodMeasures,
} from '../../../shared/schemas/foods.ts';
import { foldForSearch, foodSearchNeedles } from '../../../shared/text.ts';
import type { Database } from '../../db/client.ts';
import { adminFavouriteFoods, foodItems, nutritionProgramFoodLines } from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-order.ts';
import { AppError, notFound } from '../../errors.ts';
import { isHidingNumbers } from '../clients/clients-numbers-service.ts';
import { containsPattern } from '../clients/clients-options-service.ts';

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

/** A food with its category and own household-measure weights, as diet-list lines and the admin list read it. */
export const foodWithMeasuresColumns = {
  ...foodOptionColumns,
  category: foodItems.category,
  measureGrams: foodItems.measureGrams,
};

/** Every food for the pickers (the client's through readMeFoodOptions), sorted by name in Turkish order (Ç after C, Ş after S; spec 1 §7). */
async function listFoodOptions(db: Database): Promise<FoodOption[]> {
  return db
    .select(foodOptionColumns)
    .from(foodItems)
    .orderBy(asc(turkishOrder(foodItems.name)), asc(foodItems.id));
}

/**
 * The client's picker list: with every food's numbers, or for a hide-numbers client (ADR 0090) only the
 * names and servings.
 */
export async function readMeFoodOptions(db: Database, params: { clientId: string }): Promise<FoodOptionsResponse> {
  const [foods, numbersHidden] = await Promise.all([listFoodOptions(db), isHidingNumbers(db, params)]);
  return numbersHidden
    ? { numbersHidden: true, foods: foods.map(({ id, name, servingSize }) => ({ id, name, servingSize })) }
    : { numbersHidden: false, foods };
}

// ---- The admin's food database (Kalori Aracı) ----

const foodItemColumns = { ...foodWithMeasuresColumns, createdAt: foodItems.createdAt };

/**
 * A food search on search_text (the name folded: 'Ispanak' → 'ispanak'), with the query folded the same
 * way and its softened form ('ekmek' also as 'ekmeg', so 'Tam buğday ekmeği' is found).
 */
const matchesFoodSearch = (search: string) =>
  or(...foodSearchNeedles(search).map((needle) => like(foodItems.searchText, containsPattern(needle))));

/**
 * One page of the food database in Turkish alphabetical order (food_items_name_turkish_idx), searched Turkish-aware: the name is
 * stored folded in search_text ('Ispanak' → 'ispanak') and the query folded the same way, so
 * 'ıspanak', 'ISPANAK' and 'ispanak' all find it. Paged on the server so thousands of foods stay fast.
 */
export async function listFoods(db: Database, params: { search: string; page: number }): Promise<FoodPage> {
  const where = params.search.trim() ? matchesFoodSearch(params.search) : undefined;
  const offset = (params.page - 1) * FOODS_PAGE_SIZE;
  const rows = await db
    .select(foodItemColumns)
    .from(foodItems)
    .where(where)
    .orderBy(asc(turkishOrder(foodItems.name)), asc(foodItems.id))
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

/** Any fixed number: the transaction lock under which a food's name is checked and inserted. */
export const FOOD_NAME_LOCK_KEY = 391_204_577;
/** PostgreSQL's pattern of a run of white space (names stored before the rule may have double spaces). */
export const WHITESPACE_RUN = '\\s+';

/** A food's name as the food-name rule compares it: search-folded, one space between words. */
export function foodNameKey(name: string): string {
  return foldForSearch(name).replace(/\s+/g, ' ');
}

/**
 * Adds a food unless one of the same name is there (issue #39): names compare as search folds them
 * (Turkish case, ı = i, no accents, one space between words), so 'ADANA KEBAP' and 'Adana  kebap' are
 * the 'Adana kebap' of the list. The check and the insert run under one transaction lock, so two
 * admins adding the same food at once get one row and one Turkish 409. The schema has already refused
 * an impossible food and asked for a confirmation of stray kcal (createFoodSchema).
 */
export async function createFood(db: Database, input: CreateFood): Promise<FoodItem> {
  const { isCaloriesConfirmed: _confirmed, measureWeights, ...values } = input;
  const searchText = foodNameKey(values.name);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOOD_NAME_LOCK_KEY})`);
    const [existing] = await tx
      .select({ name: foodItems.name })
      .from(foodItems)
      .where(sql`regexp_replace(${foodItems.searchText}, ${WHITESPACE_RUN}, ' ', 'g') = ${searchText}`)
      .limit(1);
    if (existing) {
      const message = foodsValidationMessages.nameTaken(existing.name);
      throw new AppError('food_name_taken', message, { fieldErrors: { name: message } });
    }
    const [row] = await tx
      .insert(foodItems)
      .values({ ...values, measureGrams: measureGramsOf(measureWeights), searchText })
      .returning(foodItemColumns);
    if (!row) throw new Error('food insert returned no row');
    return { ...row, createdAt: row.createdAt.toISOString() };
  });
}

/**
 * Sets a food's category and replaces its own grams of household measures (the schema has refused an
 * unknown measure, grams outside (0, 2000] and a measure twice). Diet lists read the weights at each
 * read, so a programme's lines of this food are weighed anew from now on (ADR 0075, stop 54).
 */
export async function updateFoodMeasures(
  db: Database,
  params: { foodId: string; input: UpdateFoodMeasures },
): Promise<FoodItem> {
  const [row] = await db
    .update(foodItems)
    .set({ category: params.input.category, measureGrams: measureGramsOf(params.input.measureWeights) })
    .where(eq(foodItems.id, params.foodId))
    .returning(foodItemColumns);
  if (!row) throw notFound('Besin bulunamadı.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Deletes a food. Diary entries that used it keep their own copy of the name and values
 * (calorie_diary.food_name and nutrients; food_item_id becomes null by the foreign key).
 */
export async function deleteFood(db: Database, params: { foodId: string }): Promise<void> {
  const deleted = await db.delete(foodItems).where(eq(foodItems.id, params.foodId)).returning({ id: foodItems.id });
  if (deleted.length === 0) throw notFound(foodsErrorMessages.notFound);
}

// ---- The programme editor's picker: favourites and recent foods first (ADR 0075, stop 54) ----

export const foodsErrorMessages = {
  notFound: 'Besin bulunamadı.',
} as const;

/**
 * The picker's foods: the admin's favourites (in Turkish order), then the foods of programme lines
 * saved in the last RECENT_FOOD_DAYS days (most lines first, the whole practice's programmes), then
 * the rest in Turkish order. A search narrows all three the Turkish-aware way (search_text, as the
 * food list); without one only the favourites and the recent foods are listed.
 */
export async function listFoodPicks(db: Database, params: { adminId: string; search: string }): Promise<FoodPick[]> {
  const recent = db
    .select({
      foodItemId: nutritionProgramFoodLines.foodItemId,
      uses: sql<number>`cast(count(*) as integer)`.as('uses'),
    })
    .from(nutritionProgramFoodLines)
    .where(gt(nutritionProgramFoodLines.savedAt, sql`now() - make_interval(days => ${RECENT_FOOD_DAYS})`))
    .groupBy(nutritionProgramFoodLines.foodItemId)
    .as('recent');
  const isFavourite = isNotNull(adminFavouriteFoods.foodItemId);
  const isRecent = isNotNull(recent.foodItemId);
  const rows = await db
    .select({ ...foodWithMeasuresColumns, isFavourite: sql<boolean>`${isFavourite}`, uses: recent.uses })
    .from(foodItems)
    .leftJoin(
      adminFavouriteFoods,
      and(eq(adminFavouriteFoods.foodItemId, foodItems.id), eq(adminFavouriteFoods.adminId, params.adminId)),
    )
    .leftJoin(recent, eq(recent.foodItemId, foodItems.id))
    .where(params.search.trim() ? matchesFoodSearch(params.search) : or(isFavourite, isRecent))
    .orderBy(
      sql`case when ${isFavourite} then 0 when ${isRecent} then 1 else 2 end`,
      desc(sql`case when ${isFavourite} then 0 else coalesce(${recent.uses}, 0) end`),
      asc(turkishOrder(foodItems.name)),
      asc(foodItems.id),
    )
    .limit(FOOD_PICKS_MAX);
  return rows.map(({ isFavourite: favourite, uses, ...food }) => ({
    ...food,
    isFavourite: Boolean(favourite),
    group: favourite ? 'favourite' : uses !== null && uses > 0 ? 'recent' : 'other',
  }));
}

/** Stars a food for the admin ('Favorilere ekle'); starring it again changes nothing. */
export async function addFavouriteFood(db: Database, params: { adminId: string; foodId: string }): Promise<void> {
  const [food] = await db.select({ id: foodItems.id }).from(foodItems).where(eq(foodItems.id, params.foodId));
  if (!food) throw notFound(foodsErrorMessages.notFound);
  await db
    .insert(adminFavouriteFoods)
    .values({ adminId: params.adminId, foodItemId: params.foodId })
    .onConflictDoNothing();
}

/** Unstars a food for the admin; a food that was not starred stays so. */
export async function removeFavouriteFood(db: Database, params: { adminId: string; foodId: string }): Promise<void> {
  const [food] = await db.select({ id: foodItems.id }).from(foodItems).where(eq(foodItems.id, params.foodId));
  if (!food) throw notFound(foodsErrorMessages.notFound);
  await db
    .delete(adminFavouriteFoods)
    .where(and(eq(adminFavouriteFoods.adminId, params.adminId), eq(adminFavouriteFoods.foodItemId, params.foodId)));
}
