import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../../src/server/db/client.ts';
import { curatedFoodOffers, demoPracticeLoads, foodItems } from '../../src/server/db/schema/index.ts';
import foodDatabase from '../../src/server/demo/data/foods.json' with { type: 'json' };
import { addNewCuratedFoods } from '../../src/server/modules/foods/foods-curated-service.ts';
import { foodNameKey } from '../../src/server/modules/foods/foods-service.ts';
import { foldForSearch } from '../../src/shared/text.ts';
import firstRelease from '../fixtures/curated-foods-first-release.json' with { type: 'json' };
import { startAppProcess } from '../support/app-process.ts';
import { createTestDatabase, type TestDatabaseTarget } from '../support/test-database.ts';

// Issue #40 follow-up (ADR 0075, amendment of 2026-11-28): the curated food database grew from 219 to
// 432 foods, and a practice seeded with the 219 gets the new ones at its next start, once: never a food
// it was offered before (deleted or not), never a second food of a name the dietitian has. On PGlite
// and, in the postgres project, on PostgreSQL.

const isPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);
const curatedCount = foodDatabase.foods.length;
const firstReleaseNames = new Set(firstRelease.names);
const newNames = foodDatabase.foods.map((food) => food.name).filter((name) => !firstReleaseNames.has(name));

let target: TestDatabaseTarget | undefined;
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  await target?.drop();
  target = undefined;
});

async function openMigratedDatabase(): Promise<DatabaseHandle> {
  target = await createTestDatabase();
  const database = await openAgain();
  await database.migrate();
  return database;
}

/** Another connection pool on the test's database (PostgreSQL only: PGlite is one process's own). */
async function openAgain(): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: target?.databaseUrl, dataDir: target?.pgliteLocation ?? '' });
  handles.push(database);
  return database;
}

/** Migration 0055's hand-written statement: what an existing database was offered before the table existed. */
function readOfferBackfill(): string {
  const file = readFileSync(path.join(migrationsFolder, '0055_curated_food_offers.sql'), 'utf8');
  const statement = file
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "curated_food_offers"'));
  if (!statement) throw new Error('migration 0055 has no backfill of curated_food_offers');
  return statement;
}

/**
 * A practice as it was before migration 0055: the demo (and with it the first 219 curated foods)
 * loaded, minus the first-release food it deleted. Then the migration's backfill runs on it, as it
 * does on such a database.
 */
async function makeFirstReleasePractice(database: DatabaseHandle, deletedName: string): Promise<void> {
  const rows = foodDatabase.foods
    .filter((food) => firstReleaseNames.has(food.name) && food.name !== deletedName)
    .map((food) => ({
      name: food.name,
      calories: food.calories,
      protein: food.protein,
      carbs: food.carbs,
      fat: food.fat,
      searchText: foldForSearch(food.name),
      source: food.source,
    }));
  await database.db.insert(foodItems).values(rows);
  await database.db.insert(demoPracticeLoads).values({ isLoaded: true });
  await database.db.execute(sql.raw(readOfferBackfill()));
}

async function countFoods(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(foodItems);
  return row?.value ?? 0;
}

async function findFoodsNamed(database: DatabaseHandle, name: string) {
  return database.db
    .select({ name: foodItems.name, calories: foodItems.calories })
    .from(foodItems)
    .where(eq(sql`regexp_replace(${foodItems.searchText}, '\\s+', ' ', 'g')`, foodNameKey(name)));
}

/** Folded names held by more than one food (none may be). */
async function findDuplicateNames(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db
    .select({ key: foodItems.searchText })
    .from(foodItems)
    .groupBy(foodItems.searchText)
    .having(sql`count(*) > 1`);
  return rows.map((row) => row.key);
}

describe('curated foods new since a database was seeded', () => {
  it('the fixture is the first release: 219 foods, all still curated', () => {
    expect(firstRelease.names).toHaveLength(219);
    expect(newNames).toHaveLength(curatedCount - 219);
    expect(new Set(foodDatabase.foods.map((food) => foodNameKey(food.name))).size).toBe(curatedCount);
  });

  it('a database with the first 219 gets the new ones once, without a deleted food or a second food of an own name', async () => {
    const database = await openMigratedDatabase();
    const deletedName = firstRelease.names[1]!;
    await makeFirstReleasePractice(database, deletedName);
    expect(await countFoods(database)).toBe(218);

    // The dietitian's own food, typed before the curated one came: other case, double space.
    const ownName = newNames[0]!;
    const ownSpelling = ownName.toLocaleUpperCase('tr-TR').replace(' ', '  ');
    await database.db.insert(foodItems).values({
      name: ownSpelling,
      calories: 999,
      protein: 1,
      carbs: 1,
      fat: 1,
      searchText: foldForSearch(ownSpelling),
    });

    expect(await addNewCuratedFoods(database.db)).toBe(newNames.length - 1);
    expect(await countFoods(database)).toBe(218 + 1 + newNames.length - 1);
    expect(await findFoodsNamed(database, deletedName)).toEqual([]);
    expect(await findFoodsNamed(database, ownName)).toEqual([{ name: ownSpelling, calories: 999 }]);
    expect(await findFoodsNamed(database, newNames[1]!)).toHaveLength(1);
    const [offers] = await database.db.select({ value: count() }).from(curatedFoodOffers);
    expect(offers?.value).toBe(curatedCount);

    // A restart: nothing new, nothing back.
    expect(await addNewCuratedFoods(database.db)).toBe(0);
    expect(await countFoods(database)).toBe(218 + 1 + newNames.length - 1);
    expect(await findFoodsNamed(database, deletedName)).toEqual([]);
  });

  it('a new database gets every curated food, and one deleted afterwards stays deleted', async () => {
    const database = await openMigratedDatabase();
    expect(await addNewCuratedFoods(database.db)).toBe(curatedCount);
    expect(await countFoods(database)).toBe(curatedCount);

    const deletedName = newNames[2]!;
    await database.db.delete(foodItems).where(eq(foodItems.name, deletedName));
    expect(await addNewCuratedFoods(database.db)).toBe(0);
    expect(await findFoodsNamed(database, deletedName)).toEqual([]);
    expect(await countFoods(database)).toBe(curatedCount - 1);
  });

  it('two starts at once add each food once', async () => {
    const database = await openMigratedDatabase();
    // On PostgreSQL two connection pools, as two processes have; PGlite is one process's own database.
    const other = isPostgres ? await openAgain() : database;
    const added = await Promise.all([addNewCuratedFoods(database.db), addNewCuratedFoods(other.db)]);
    expect(added.toSorted((a, b) => a - b)).toEqual([0, curatedCount]);
    expect(await countFoods(database)).toBe(curatedCount);
    expect(await findDuplicateNames(database)).toEqual([]);
  });

  it.skipIf(!isPostgres)(
    'two app processes starting together on PostgreSQL without SEED_DEMO add each curated food once',
    async () => {
      // A new database: both processes migrate (one waits on the other's lock) and offer the foods.
      target = await createTestDatabase();
      const url = target.databaseUrl ?? '';
      const apps = await Promise.all([startAppProcess(url), startAppProcess(url)]);
      try {
        const database = await openAgain();
        expect(await countFoods(database)).toBe(curatedCount);
        expect(await findDuplicateNames(database)).toEqual([]);
        // Reference data, not the demo: no demo practice without SEED_DEMO.
        expect(await database.db.select().from(demoPracticeLoads)).toEqual([]);
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
      }
    },
    120_000,
  );
});
