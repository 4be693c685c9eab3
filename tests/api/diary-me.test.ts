import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, calorieDiary, foodItems } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { DiaryDayResponse, DiaryEntry } from '../../src/shared/schemas/diary.ts';
import type { FoodOptionsResponse } from '../../src/shared/schemas/foods.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let clientA: ApiClient;
let clientB: ApiClient;
let clientAId: string;

const db = () => server.runtime.deps.db;
const diaryRowCount = async () => (await db().select({ value: count() }).from(calorieDiary))[0]!.value;
const foodNamed = async (name: string) => (await db().select().from(foodItems).where(eq(foodItems.name, name)))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  clientAId = (
    await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, demoEmails.clientA))
  )[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/me/foods', () => {
  it('lists the curated food database in Turkish order with values per serving, cacheable for the session', async () => {
    const response = await clientA.get<FoodOptionsResponse>('/api/me/foods');
    expect(response.status).toBe(200);
    const names = response.body.foods.map((food) => food.name);
    expect(names.length).toBeGreaterThanOrEqual(150);
    expect(names).toEqual(expect.arrayContaining(['Ispanak', 'Çilek', 'Mercimek çorbası', 'Karnıyarık', 'Simit']));
    // Turkish alphabet: Ç after C, Ş after S, İ after I.
    expect(names.indexOf('Çilek')).toBeGreaterThan(names.indexOf('Cacık'));
    expect(names.indexOf('Çilek')).toBeLessThan(names.indexOf('Domates'));
    const spinach = response.body.foods.find((food) => food.name === 'Ispanak')!;
    expect(spinach).toMatchObject({ calories: 23, protein: 2.9, carbs: 3.6, fat: 0.4, servingSize: 100 });
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
  });
});

describe('GET /api/me/diary', () => {
  it("answers client A's seeded day in created order, and nothing of A's to client B", async () => {
    const today = todayInIstanbul();
    const response = await clientA.get<DiaryDayResponse>(`/api/me/diary?date=${today}`);
    expect(response.status).toBe(200);
    expect(response.body.date).toBe(today);
    expect(response.body.entries.length).toBeGreaterThan(0);
    const times = response.body.entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort());
    expect(response.body.entries[0]).toMatchObject({ foodName: 'Yulaf ezmesi', mealType: 'breakfast', quantity: 1 });

    const other = await clientB.get<DiaryDayResponse>(`/api/me/diary?date=${today}`);
    expect(other.status).toBe(200);
    expect(other.body.entries).toEqual([]);
  });

  it('refuses a missing or impossible date with a Turkish 400', async () => {
    for (const query of ['', '?date=', '?date=2026-02-30', '?date=15.01.2026', '?date=bugün']) {
      const response = await clientA.get(`/api/me/diary${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe('Geçerli bir tarih seçin.');
    }
  });
});

describe('POST /api/me/diary', () => {
  it('stores values the server computed from the food row (browser numbers ignored), quantity 1, a name copy', async () => {
    const spinach = await foodNamed('Ispanak');
    const response = await clientA.post<{ entry: DiaryEntry }>('/api/me/diary', {
      foodItemId: spinach.id,
      date: '2026-03-10',
      mealType: 'lunch',
      portionGrams: 250,
      // A tampered browser: none of these may be stored.
      calories: 1,
      protein: 999,
      carbs: 0,
      fat: 0,
      quantity: 7,
      foodName: 'Baklava',
      clientId: 'someone-else',
    });
    expect(response.status).toBe(201);
    const [row] = await db().select().from(calorieDiary).where(eq(calorieDiary.id, response.body.entry.id));
    expect(row).toMatchObject({
      clientId: clientAId,
      foodItemId: spinach.id,
      foodName: 'Ispanak',
      date: '2026-03-10',
      mealType: 'lunch',
      portionGrams: 250,
      quantity: 1,
    });
    expect(row!.calories).toBeCloseTo((spinach.calories * 250) / spinach.servingSize, 6);
    expect(row!.protein).toBeCloseTo((spinach.protein * 250) / 100, 6);
    expect(row!.carbs).toBeCloseTo((spinach.carbs * 250) / 100, 6);
    expect(row!.fat).toBeCloseTo((spinach.fat * 250) / 100, 6);
    expect(response.body.entry.calories).toBe(row!.calories);
  });

  it('scales by the food’s own serving size when it is not 100 g', async () => {
    const [food] = await db()
      .insert(foodItems)
      .values({
        name: 'Test kurabiyesi',
        calories: 150,
        protein: 3,
        carbs: 20,
        fat: 6,
        servingSize: 30,
        searchText: 'test kurabiyesi',
      })
      .returning();
    const response = await clientA.post<{ entry: DiaryEntry }>('/api/me/diary', {
      foodItemId: food!.id,
      date: '2026-03-10',
      mealType: 'afternoon_snack',
      portionGrams: 45,
    });
    expect(response.status).toBe(201);
    expect(response.body.entry).toMatchObject({ calories: 225, protein: 4.5, carbs: 30, fat: 9, quantity: 1 });
  });

  it('answers every bad input with a Turkish 4xx and writes nothing', async () => {
    const food = await foodNamed('Çilek');
    const valid = { foodItemId: food.id, date: '2026-03-11', mealType: 'dinner', portionGrams: 100 };
    const cases: Array<[unknown, number, string]> = [
      [{ ...valid, foodItemId: undefined }, 400, 'Lütfen listeden bir besin seçin.'],
      [{ ...valid, foodItemId: 'not-a-uuid' }, 400, 'Lütfen listeden bir besin seçin.'],
      [{ ...valid, foodItemId: '00000000-0000-4000-8000-000000000000' }, 404, 'Seçilen besin bulunamadı.'],
      [{ ...valid, date: '2026-13-01' }, 400, 'Geçerli bir tarih seçin.'],
      [{ ...valid, date: undefined }, 400, 'Geçerli bir tarih seçin.'],
      [{ ...valid, mealType: 'brunch' }, 400, 'Geçerli bir öğün seçin.'],
      [{ ...valid, portionGrams: 0 }, 400, 'Porsiyon en az 1 gram olmalıdır.'],
      [{ ...valid, portionGrams: -50 }, 400, 'Porsiyon en az 1 gram olmalıdır.'],
      [{ ...valid, portionGrams: '100' }, 400, 'Porsiyon gram olarak bir sayı olmalıdır.'],
      [{ ...valid, portionGrams: 5001 }, 400, 'Porsiyon en fazla 5000 gram olabilir.'],
      ['{"foodItemId": ', 400, 'İstek gövdesi okunamadı. Lütfen formu tekrar gönderin.'],
    ];
    const before = await diaryRowCount();
    for (const [body, status, message] of cases) {
      const response = await clientA.post('/api/me/diary', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await diaryRowCount()).toBe(before);
  });
});

describe('PATCH /api/me/diary/:id', () => {
  async function addEntry(caller: ApiClient, grams = 200) {
    const food = await foodNamed('Mercimek çorbası');
    const response = await caller.post<{ entry: DiaryEntry }>('/api/me/diary', {
      foodItemId: food.id,
      date: '2026-03-12',
      mealType: 'dinner',
      portionGrams: grams,
    });
    return { entry: response.body.entry, food };
  }

  it('sets the quantity and recomputes from the stored per-portion base, not from the food row', async () => {
    const { entry, food } = await addEntry(clientA);
    // The dietitian later changes the food: the eaten entry keeps its own base.
    await db().update(foodItems).set({ calories: 999 }).where(eq(foodItems.id, food.id));
    try {
      const three = await clientA.patch<{ entry: DiaryEntry }>(`/api/me/diary/${entry.id}`, { quantity: 3 });
      expect(three.status).toBe(200);
      expect(three.body.entry.quantity).toBe(3);
      expect(three.body.entry.calories).toBeCloseTo(entry.calories * 3, 6);
      const two = await clientA.patch<{ entry: DiaryEntry }>(`/api/me/diary/${entry.id}`, {
        quantity: 2,
        calories: 5,
      });
      expect(two.body.entry.calories).toBeCloseTo(entry.calories * 2, 6);
      expect(two.body.entry.fat).toBeCloseTo(entry.fat * 2, 6);
      const [row] = await db().select().from(calorieDiary).where(eq(calorieDiary.id, entry.id));
      expect(row).toMatchObject({ quantity: 2, portionGrams: 200 });
    } finally {
      await db().update(foodItems).set({ calories: food.calories }).where(eq(foodItems.id, food.id));
    }
  });

  it('never goes below 1 and refuses bad quantities with a Turkish 400, changing nothing', async () => {
    const { entry } = await addEntry(clientA);
    const cases: Array<[unknown, string]> = [
      [{ quantity: 0 }, 'Miktar en az 1 olmalıdır.'],
      [{ quantity: -1 }, 'Miktar en az 1 olmalıdır.'],
      [{ quantity: 1.5 }, 'Miktar tam sayı olmalıdır.'],
      [{ quantity: 'iki' }, 'Miktar bir sayı olmalıdır.'],
      [{}, 'Miktar bir sayı olmalıdır.'],
      [{ quantity: 100 }, 'Miktar en fazla 99 olabilir.'],
    ];
    for (const [body, message] of cases) {
      const response = await clientA.patch(`/api/me/diary/${entry.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const [row] = await db().select().from(calorieDiary).where(eq(calorieDiary.id, entry.id));
    expect(row).toMatchObject({ quantity: 1, calories: entry.calories });
  });

  it("gives client B a 404 for client A's row and leaves it as it was", async () => {
    const { entry } = await addEntry(clientA);
    const response = await clientB.patch(`/api/me/diary/${entry.id}`, { quantity: 5 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Günlük kaydı bulunamadı.');
    const [row] = await db().select().from(calorieDiary).where(eq(calorieDiary.id, entry.id));
    expect(row!.quantity).toBe(1);
    expect((await clientA.patch('/api/me/diary/not-a-uuid', { quantity: 2 })).status).toBe(404);
  });
});

describe('DELETE /api/me/diary/:id', () => {
  it("deletes the client's own row; client B gets 404 and A's row stays", async () => {
    const food = await foodNamed('Simit');
    const { body } = await clientA.post<{ entry: DiaryEntry }>('/api/me/diary', {
      foodItemId: food.id,
      date: '2026-03-13',
      mealType: 'breakfast',
      portionGrams: 100,
    });
    const id = body.entry.id;
    const stolen = await clientB.delete(`/api/me/diary/${id}`);
    expect(stolen.status).toBe(404);
    expect(await db().select().from(calorieDiary).where(eq(calorieDiary.id, id))).toHaveLength(1);

    const response = await clientA.delete(`/api/me/diary/${id}`);
    expect(response.status).toBe(200);
    expect(await db().select().from(calorieDiary).where(eq(calorieDiary.id, id))).toHaveLength(0);
    expect((await clientA.delete(`/api/me/diary/${id}`)).status).toBe(404);
  });
});

describe('audience', () => {
  it('is for signed-in clients only', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.get(`/api/me/diary?date=${todayInIstanbul()}`)).status).toBe(403);
  });
});
