import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calorieDiary } from '../../src/server/db/schema/index.ts';
import type { MealType } from '../../src/shared/constants.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;
let ids: { clientA: string; clientB: string };
const day = '2026-03-10';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  ids = { clientA: await server.userIdOf(demoEmails.clientA), clientB: await server.userIdOf(demoEmails.clientB) };
  const entry = (
    clientId: string,
    date: string,
    mealType: MealType,
    foodName: string,
    nutrients: [number, number, number, number],
    createdAt: string,
  ) => ({
    clientId,
    date,
    mealType,
    foodName,
    portionGrams: 150,
    quantity: 1,
    calories: nutrients[0],
    protein: nutrients[1],
    carbs: nutrients[2],
    fat: nutrients[3],
    createdAt: new Date(createdAt),
  });
  await server.runtime.deps.db.insert(calorieDiary).values([
    entry(ids.clientA, day, 'breakfast', 'Haşlanmış yumurta', [77.5, 6.3, 0.6, 5.3], '2026-03-10T06:00:00Z'),
    entry(ids.clientA, day, 'breakfast', 'Tam buğday ekmeği', [123.4, 4.2, 20.5, 1.6], '2026-03-10T06:01:00Z'),
    entry(ids.clientA, day, 'dinner', 'Izgara köfte', [250.2, 20.4, 3.3, 17.8], '2026-03-10T17:00:00Z'),
    entry(ids.clientA, day, 'evening_snack', 'Yoğurt', [61, 3.5, 4.7, 3.3], '2026-03-10T20:00:00Z'),
    // Another day of A and the same day of B must not show up.
    entry(ids.clientA, '2026-03-11', 'lunch', 'Mercimek çorbası', [180, 9, 28, 4], '2026-03-11T10:00:00Z'),
    entry(ids.clientB, day, 'lunch', 'Pilav', [200, 4, 44, 1], '2026-03-10T10:00:00Z'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe("a client's diary day for the dietitian (GET /api/admin/diary/:clientId)", () => {
  it('returns only that client and day, grouped into the six meals with the totals of the rows as shown', async () => {
    const response = await admin.get(`/api/admin/diary/${ids.clientA}?date=${day}`);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.client).toEqual({ id: ids.clientA, name: 'Ayşe Demir' });
    expect(body.date).toBe(day);
    expect(body.day.meals.map((meal: { label: string }) => meal.label)).toEqual([
      'Kahvaltı',
      'Kuşluk',
      'Öğle Yemeği',
      'İkindi',
      'Akşam Yemeği',
      'Gece',
    ]);
    const [breakfast, morning, lunch, , dinner, evening] = body.day.meals;
    expect(breakfast.entries.map((entry: { foodName: string }) => entry.foodName)).toEqual([
      'Haşlanmış yumurta',
      'Tam buğday ekmeği',
    ]);
    expect(breakfast.entries[0]).toMatchObject({ quantity: 1, portionGrams: 150, calories: 77.5 });
    // The rows as shown (kcal whole, grams to one decimal), added: 78 + 123 kcal, 6,3 + 4,2 g, …
    expect(breakfast.totals).toEqual({ calories: 201, protein: 10.5, carbs: 21.1, fat: 6.9 });
    expect(morning.entries).toEqual([]);
    expect(lunch.entries).toEqual([]);
    expect(dinner.totals).toEqual({ calories: 250, protein: 20.4, carbs: 3.3, fat: 17.8 });
    expect(evening.entries[0].foodName).toBe('Yoğurt');
    // 78 + 123 + 250 + 61 kcal, 34,4 g protein, 29,1 g carbs, 28 g fat
    expect(body.day.totals).toEqual({ calories: 512, protein: 34.4, carbs: 29.1, fat: 28 });
    expect(body.day.entryCount).toBe(4);
  });

  it('shows totals that add up: rows of 310 + 182 kcal make 492, not the 491 of their exact sum (issue #39)', async () => {
    const otherDay = '2026-03-12';
    await server.runtime.deps.db.insert(calorieDiary).values(
      [
        ['Mercimek çorbası', 309.6, 'lunch'],
        ['Pilav', 181.6, 'lunch'],
        ['Cacık', 98.4, 'dinner'],
        ['Köfte', 258.4, 'dinner'],
      ].map(([foodName, calories, mealType], index) => ({
        clientId: ids.clientA,
        date: otherDay,
        mealType: mealType as MealType,
        foodName: String(foodName),
        portionGrams: 100,
        quantity: 1,
        calories: Number(calories),
        protein: 0.05,
        carbs: 0,
        fat: 0,
        createdAt: new Date(`2026-03-12T1${index}:00:00Z`),
      })),
    );
    const response = await admin.get(`/api/admin/diary/${ids.clientA}?date=${otherDay}`);
    expect(response.status).toBe(200);
    const meals = response.body.day.meals as { mealType: string; totals: { calories: number; protein: number } }[];
    const lunch = meals.find((meal) => meal.mealType === 'lunch');
    expect(lunch?.totals.calories).toBe(310 + 182);
    // 0.05 g is shown as 0,1 g on each row; two rows make 0,2 g.
    expect(lunch?.totals.protein).toBe(0.2);
    expect(response.body.day.totals.calories).toBe(310 + 182 + 98 + 258);
    expect(response.body.day.totals.calories).toBe(meals.reduce((sum, meal) => sum + meal.totals.calories, 0));
  });

  it('answers an empty day with six empty meals and zero totals', async () => {
    const response = await admin.get(`/api/admin/diary/${ids.clientA}?date=2026-01-01`);
    expect(response.status).toBe(200);
    expect(response.body.day.entryCount).toBe(0);
    expect(response.body.day.meals).toHaveLength(6);
    expect(response.body.day.totals).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });

  it('answers a bad or missing date with a Turkish 400', async () => {
    for (const query of ['?date=10.03.2026', '?date=2026-02-30x', '']) {
      const response = await admin.get(`/api/admin/diary/${ids.clientA}${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation');
      expect(response.body.message).toMatch(/tarih/i);
    }
  });

  it('answers an unknown client with a Turkish 404', async () => {
    const unknown = await admin.get(`/api/admin/diary/${crypto.randomUUID()}?date=${day}`);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Danışan bulunamadı.' } });
    expect((await admin.get(`/api/admin/diary/abc?date=${day}`)).status).toBe(404);
  });
});
