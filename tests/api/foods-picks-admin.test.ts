import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminFavouriteFoods,
  foodItems,
  nutritionProgramFoodLines,
  nutritionPrograms,
} from '../../src/server/db/schema/index.ts';
import type { FoodPick } from '../../src/shared/schemas/foods.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The programme editor's food picker (issue #40, ADR 0075 stop 54): GET /api/admin/foods/picks answers
// the admin's favourites first, then the foods of programme lines saved in the last 30 days (most
// used first), then the rest in Turkish order; PUT/DELETE /api/admin/foods/:id/favourite star a food.

let server: TestServer;
let admin: ApiClient;
let otherAdmin: ApiClient;
let adminId: string;
let clientAId: string;

const db = () => server.runtime.deps.db;
const picks = async (caller: ApiClient, search = '') => {
  const response = await caller.get<{ foods: FoodPick[] }>(
    `/api/admin/foods/picks${search ? `?search=${encodeURIComponent(search)}` : ''}`,
  );
  expect(response.status).toBe(200);
  return response.body.foods;
};
const foodIdOf = async (name: string) =>
  (await db().select({ id: foodItems.id }).from(foodItems).where(eq(foodItems.name, name)))[0]!.id;
const favouriteCount = async () => (await db().select({ n: count() }).from(adminFavouriteFoods))[0]!.n;
const groupOrder = { favourite: 0, recent: 1, other: 2 } as const;

/** The recent foods and their uses as the database holds them: lines saved in the last 30 days. */
async function recentUses(): Promise<Map<string, number>> {
  const rows = await db()
    .select({ foodId: nutritionProgramFoodLines.foodItemId, uses: count() })
    .from(nutritionProgramFoodLines)
    .where(gt(nutritionProgramFoodLines.savedAt, sql`now() - interval '30 days'`))
    .groupBy(nutritionProgramFoodLines.foodItemId);
  return new Map(rows.map((row) => [row.foodId, Number(row.uses)]));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  adminId = await server.userIdOf(demoEmails.admin);
  clientAId = await server.userIdOf(demoEmails.clientA);
  const email = `ikinci.diyetisyen.${Date.now()}@ornek.com`;
  const created = await admin.post('/api/admin/admins', {
    name: 'İkinci',
    surname: 'Diyetisyen',
    email,
    password: 'Papatya-Bahcesi-2026',
  });
  expect(created.status).toBe(201);
  otherAdmin = await signedIn(server.baseUrl, 'admin', email, 'Papatya-Bahcesi-2026');
});
afterAll(async () => {
  await server?.close();
});

describe('starring a food (PUT/DELETE /api/admin/foods/:id/favourite)', () => {
  it("puts the admin's favourites first, for that admin only, and unstars them", async () => {
    const spinach = await foodIdOf('Ispanak');
    expect((await admin.put(`/api/admin/foods/${spinach}/favourite`)).status).toBe(200);
    // Starring twice is one star.
    expect((await admin.put(`/api/admin/foods/${spinach}/favourite`)).status).toBe(200);
    const rows = await db().select().from(adminFavouriteFoods).where(eq(adminFavouriteFoods.foodItemId, spinach));
    expect(rows.map((row) => row.adminId)).toEqual([adminId]);

    const empty = await picks(admin);
    expect(empty[0]).toMatchObject({ id: spinach, name: 'Ispanak', group: 'favourite', isFavourite: true });
    const withSearch = await picks(admin, 'a');
    expect(withSearch[0]).toMatchObject({ id: spinach, group: 'favourite' });

    // The other admin has no favourites of their own: the spinach is not one of theirs.
    const others = await picks(otherAdmin, 'ıspanak');
    expect(others.find((food) => food.id === spinach)).toMatchObject({ isFavourite: false });
    expect(others.some((food) => food.group === 'favourite')).toBe(false);

    expect((await admin.delete(`/api/admin/foods/${spinach}/favourite`)).status).toBe(200);
    expect((await picks(admin)).some((food) => food.id === spinach && food.isFavourite)).toBe(false);
    // Unstarring a food that is not starred changes nothing.
    expect((await admin.delete(`/api/admin/foods/${spinach}/favourite`)).status).toBe(200);
  });

  it('answers a Turkish 404 for an unknown food or a bad id and writes nothing', async () => {
    const before = await favouriteCount();
    const unknown = await admin.put(`/api/admin/foods/${randomUUID()}/favourite`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Besin bulunamadı.');
    const unknownDelete = await admin.delete(`/api/admin/foods/${randomUUID()}/favourite`);
    expect(unknownDelete.status).toBe(404);
    expect(unknownDelete.body.message).toBe('Besin bulunamadı.');
    expect((await admin.put('/api/admin/foods/ıspanak/favourite')).status).toBe(404);
    expect(await favouriteCount()).toBe(before);
  });
});

describe("the picker's order (GET /api/admin/foods/picks)", () => {
  it('without a search lists the favourites, then the recent foods most used first, and nothing else', async () => {
    const lentil = await foodIdOf('Mercimek çorbası');
    const [spinach, oats] = [await foodIdOf('Ispanak'), await foodIdOf('Yulaf ezmesi')];
    const [program] = await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientAId));
    // Spinach in two lines, oats once (as an alternative: an alternative is a use too).
    const saved = await admin.patch(`/api/admin/nutrition-programs/${clientAId}`, {
      version: program!.version,
      foodLines: {
        tuesday_lunch: [{ foodId: spinach, grams: 100, alternatives: [{ foodId: oats, grams: 40 }] }],
        tuesday_dinner: [{ foodId: spinach, grams: 150 }],
      },
    });
    expect(saved.status).toBe(200);
    await admin.put(`/api/admin/foods/${lentil}/favourite`);
    const foods = await picks(admin);
    const uses = await recentUses();
    expect(foods.map((food) => food.group)).not.toContain('other');
    expect(foods[0]).toMatchObject({ id: lentil, group: 'favourite' });
    const recent = foods.filter((food) => food.group === 'recent');
    expect(recent.length).toBeGreaterThan(0);
    for (const food of recent) expect(uses.get(food.id)).toBeGreaterThan(0);
    const recentUsesShown = recent.map((food) => uses.get(food.id) ?? 0);
    expect(recentUsesShown).toEqual([...recentUsesShown].sort((a, b) => b - a));
    expect(recent.findIndex((food) => food.id === spinach)).toBeLessThan(recent.findIndex((food) => food.id === oats));
    // Every recently used food that is not a favourite is there (the demo uses fewer than the limit).
    expect(new Set(recent.map((food) => food.id))).toEqual(new Set([...uses.keys()].filter((id) => id !== lentil)));
    await admin.delete(`/api/admin/foods/${lentil}/favourite`);
  });

  it('a search keeps the groups in order, searches Turkish-aware, and sorts the rest in Turkish order', async () => {
    for (const search of ['ıspanak', 'ISPANAK', 'ispanak']) {
      expect((await picks(admin, search)).map((food) => food.name)).toContain('Ispanak');
    }
    const foods = await picks(admin, 'e');
    const ranks = foods.map((food) => groupOrder[food.group]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const rest = foods.filter((food) => food.group === 'other').map((food) => food.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('a food saved in a programme becomes recent; a line older than 30 days does not count', async () => {
    const [unused] = await db()
      .insert(foodItems)
      .values({ name: 'Çörek otu', calories: 345, protein: 16, carbs: 44, fat: 22, searchText: 'corek otu' })
      .returning({ id: foodItems.id });
    expect((await picks(admin, 'çörek otu'))[0]).toMatchObject({ id: unused!.id, group: 'other' });

    const [program] = await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientAId));
    const saved = await admin.patch(`/api/admin/nutrition-programs/${clientAId}`, {
      version: program!.version,
      foodLines: { sunday_evening_snack: [{ foodId: unused!.id, grams: 5 }] },
    });
    expect(saved.status).toBe(200);
    expect((await picks(admin, 'ÇÖREK')).find((food) => food.id === unused!.id)).toMatchObject({ group: 'recent' });
    expect((await picks(admin)).some((food) => food.id === unused!.id)).toBe(true);

    await db()
      .update(nutritionProgramFoodLines)
      .set({ savedAt: sql`now() - interval '31 days'` })
      .where(and(eq(nutritionProgramFoodLines.foodItemId, unused!.id)));
    expect((await picks(admin, 'çörek otu'))[0]).toMatchObject({ id: unused!.id, group: 'other' });
    expect((await picks(admin)).some((food) => food.id === unused!.id)).toBe(false);
  });

  it('refuses a search longer than 100 characters with a Turkish 400', async () => {
    const response = await admin.get(`/api/admin/foods/picks?search=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Arama metni en fazla 100 karakter olabilir.');
  });
});
