import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calorieDiary, foodItems } from '../../src/server/db/schema/index.ts';
import foodDatabase from '../../src/server/demo/data/foods.json' with { type: 'json' };
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { FOODS_PAGE_SIZE } from '../../src/shared/schemas/foods.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const foodCount = async () => (await db().select({ n: count() }).from(foodItems))[0]!.n;

describe('the food database (GET /api/admin/foods)', () => {
  it('pages every food in alphabetical order with the total', async () => {
    const total = await foodCount();
    const first = await admin.get('/api/admin/foods');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total, page: 1, pageSize: FOODS_PAGE_SIZE });
    expect(first.body.items).toHaveLength(Math.min(total, FOODS_PAGE_SIZE));
    expect(first.body.items[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        calories: expect.any(Number),
        servingSize: expect.any(Number),
      }),
    );
    const lastPage = Math.ceil(total / FOODS_PAGE_SIZE);
    const last = await admin.get(`/api/admin/foods?page=${lastPage}`);
    expect(last.body.items).toHaveLength(total - (lastPage - 1) * FOODS_PAGE_SIZE);
  });

  it("searches Turkish-aware: 'ıspanak', 'ISPANAK' and 'ispanak' find 'Ispanak'", async () => {
    for (const search of ['ıspanak', 'ISPANAK', 'ispanak', 'Ispa']) {
      const response = await admin.get(`/api/admin/foods?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(
        response.body.items.map((food: { name: string }) => food.name),
        search,
      ).toContain('Ispanak');
    }
    const none = await admin.get('/api/admin/foods?search=zzqq');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    // LIKE wildcards in the search are text, not patterns.
    expect((await admin.get('/api/admin/foods?search=_')).body.total).toBe(0);
  });

  it('holds the whole seeded database (issue #40: 400+ foods, 150+ Turkish dishes)', async () => {
    expect(await foodCount()).toBe(foodDatabase.foods.length);
    expect((await admin.get('/api/admin/foods')).body.total).toBeGreaterThanOrEqual(400);
  });

  it('finds the new dishes typed with or without Turkish letters', async () => {
    const searches = [
      ['karniyarik', 'Karnıyarık'],
      ['KARNIYARIK', 'Karnıyarık'],
      ['hunkar begendi', 'Hünkar beğendi'],
      ['Hünkar beğendi', 'Hünkar beğendi'],
      ['iskembe', 'İşkembe çorbası'],
      ['İŞKEMBE', 'İşkembe çorbası'],
      ['gullac', 'Güllaç'],
      ['sucuklu yumurta', 'Sucuklu yumurta'],
      ['pisi', 'Pişi'],
      ['cig kofte', 'Çiğ köfte (etsiz)'],
      // The word as one says it finds its inflected form in a name (ekmek → ekmeği, kebap → kebabı).
      ['ekmek', 'Tam buğday ekmeği'],
      ['kebap', 'Orman kebabı'],
      ['börek', 'Su böreği'],
      ['balik', 'Ton balığı (konserve, süzülmüş)'],
    ] as const;
    for (const [search, name] of searches) {
      const response = await admin.get(`/api/admin/foods?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(
        response.body.items.map((food: { name: string }) => food.name),
        search,
      ).toContain(name);
      const picks = await admin.get(`/api/admin/foods/picks?search=${encodeURIComponent(search)}`);
      expect(picks.status).toBe(200);
      expect(
        picks.body.foods.map((food: { name: string }) => food.name),
        `picks: ${search}`,
      ).toContain(name);
    }
  });

  it('refuses a bad page number with a Turkish 400', async () => {
    const response = await admin.get('/api/admin/foods?page=0');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Sayfa numarası en az 1 olmalıdır.');
  });
});

describe("'Yeni Besin Ekle' (POST /api/admin/foods)", () => {
  it('adds a food (serving size 100 g by default) that the search and the client picker find', async () => {
    const response = await admin.post('/api/admin/foods', {
      name: '  Şalgam suyu ',
      category: 'drinks',
      calories: 12,
      protein: 0.3,
      carbs: 2.6,
      fat: 0,
    });
    expect(response.status).toBe(201);
    expect(response.body.food).toMatchObject({ name: 'Şalgam suyu', calories: 12, servingSize: 100 });
    const found = await admin.get('/api/admin/foods?search=SALGAM');
    expect(found.body.items.map((food: { name: string }) => food.name)).toContain('Şalgam suyu');
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const picker = await clientA.get('/api/me/foods');
    expect(picker.body.foods.map((food: { name: string }) => food.name)).toContain('Şalgam suyu');
  });

  it('refuses a missing name, a missing or negative value and a zero serving with a Turkish 400, writing nothing', async () => {
    const before = await foodCount();
    const valid = { name: 'Deneme', category: 'other', calories: 10, protein: 1, carbs: 1, fat: 1, servingSize: 100 };
    const cases = [
      [{ ...valid, name: '  ' }, 'name', 'Besin adı gerekli.'],
      [{ ...valid, calories: undefined }, 'calories', 'Bu alan gerekli.'],
      [{ ...valid, protein: 'bir' }, 'protein', 'Geçerli bir sayı girin.'],
      [{ ...valid, fat: -2 }, 'fat', 'Değer negatif olamaz.'],
      [{ ...valid, servingSize: 0 }, 'servingSize', 'Porsiyon miktarı 0’dan büyük olmalıdır.'],
      [{ ...valid, carbs: 5000 }, 'carbs', 'Değer çok büyük.'],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/foods', body);
      expect(response.status, field).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    expect(await foodCount()).toBe(before);
  });
});

describe('categories and household-measure weights (POST /api/admin/foods, ADR 0075 stop 54)', () => {
  const base = { calories: 280, protein: 14, carbs: 3, fat: 23, servingSize: 100 };

  it('answers every seeded food with a category from the fixed list, and the seeded weights', async () => {
    const rows = await db()
      .select({ name: foodItems.name, category: foodItems.category, measureGrams: foodItems.measureGrams })
      .from(foodItems);
    expect(rows.filter((row) => row.category === 'other')).toEqual([]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Beyaz peynir')).toMatchObject({ category: 'dairy', measureGrams: { slice: 30 } });
    expect(byName.get('Beyaz ekmek')).toMatchObject({ category: 'bread_grains', measureGrams: { slice: 30 } });
    expect(byName.get('Elma')).toMatchObject({ category: 'fruits', measureGrams: { medium_piece: 182 } });
    expect(byName.get('Yumurta')?.category).toBe('eggs');
    expect(byName.get('Mercimek çorbası')?.category).toBe('dishes');
    const listed = await admin.get(`/api/admin/foods?search=${encodeURIComponent('Beyaz peynir')}`);
    expect(listed.body.items[0]).toMatchObject({
      name: 'Beyaz peynir',
      category: 'dairy',
      measureGrams: { slice: 30 },
    });
  });

  it('adds a food with its category and its own grams of measures', async () => {
    const response = await admin.post('/api/admin/foods', {
      name: 'Köy peyniri',
      category: 'dairy',
      ...base,
      measureWeights: [
        { measure: 'slice', grams: '35,5' },
        { measure: 'tablespoon', grams: 12 },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body.food).toMatchObject({
      name: 'Köy peyniri',
      category: 'dairy',
      measureGrams: { slice: 35.5, tablespoon: 12 },
    });
    const [stored] = await db()
      .select({ category: foodItems.category, measureGrams: foodItems.measureGrams })
      .from(foodItems)
      .where(eq(foodItems.name, 'Köy peyniri'));
    expect(stored).toEqual({ category: 'dairy', measureGrams: { slice: 35.5, tablespoon: 12 } });
  });

  it('refuses a missing or unknown category, a bad measure, bad grams and a measure twice with Turkish 400s under the fields, writing nothing', async () => {
    const before = await foodCount();
    const valid = { name: 'Ölçülü besin', category: 'dairy', ...base };
    const cases = [
      [{ ...valid, category: undefined }, 'category', 'Bir kategori seçin.'],
      [{ ...valid, category: 'cheese' }, 'category', 'Bir kategori seçin.'],
      [{ ...valid, measureWeights: [{ measure: 'cup', grams: 30 }] }, 'measureWeights.0.measure', 'Bir ölçü seçin.'],
      [
        { ...valid, measureWeights: [{ measure: 'slice', grams: 0 }] },
        'measureWeights.0.grams',
        'Gram 0’dan büyük olmalıdır.',
      ],
      [
        { ...valid, measureWeights: [{ measure: 'slice', grams: -5 }] },
        'measureWeights.0.grams',
        'Gram 0’dan büyük olmalıdır.',
      ],
      [
        { ...valid, measureWeights: [{ measure: 'bowl', grams: 2000.5 }] },
        'measureWeights.0.grams',
        'Bir ölçü en fazla 2.000 g olabilir.',
      ],
      [
        { ...valid, measureWeights: [{ measure: 'slice', grams: 'otuz' }] },
        'measureWeights.0.grams',
        'Geçerli bir sayı girin.',
      ],
      [{ ...valid, measureWeights: [{ measure: 'slice' }] }, 'measureWeights.0.grams', 'Bu alan gerekli.'],
      [
        {
          ...valid,
          measureWeights: [
            { measure: 'slice', grams: 30 },
            { measure: 'bowl', grams: 250 },
            { measure: 'slice', grams: 40 },
          ],
        },
        'measureWeights.2.measure',
        'Bu ölçü bu besin için zaten girildi.',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/foods', body);
      expect(response.status, field).toBe(400);
      expect(response.body.fieldErrors[field], field).toBe(message);
    }
    // Exactly 2000 g is allowed.
    const edge = await admin.post('/api/admin/foods', { ...valid, measureWeights: [{ measure: 'bowl', grams: 2000 }] });
    expect(edge.status).toBe(201);
    expect(await foodCount()).toBe(before + 1);
  });

  it("sets an existing food's category and replaces its weights (PATCH /api/admin/foods/:id), and a programme weighs its lines anew", async () => {
    const [cheese] = await db().select({ id: foodItems.id }).from(foodItems).where(eq(foodItems.name, 'Lor peyniri'));
    const path = `/api/admin/foods/${cheese!.id}`;
    const saved = await admin.patch(path, {
      category: 'dairy',
      measureWeights: [
        { measure: 'tablespoon', grams: '20' },
        { measure: 'slice', grams: 40 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.food).toMatchObject({ name: 'Lor peyniri', measureGrams: { tablespoon: 20, slice: 40 } });
    // The weights are replaced as a whole: the seeded glass weights are gone with this save.
    expect(Object.keys(saved.body.food.measureGrams).sort()).toEqual(['slice', 'tablespoon']);

    // A programme line of 2 tablespoons of it is now 40 g (the default tablespoon is 15 g).
    const clientId = await server.userIdOf(demoEmails.clientA);
    const program = await admin.get(`/api/admin/nutrition-programs/${clientId}`);
    const patched = await admin.patch(`/api/admin/nutrition-programs/${clientId}`, {
      version: program.body.program.version,
      foodLines: { saturday_dinner: [{ foodId: cheese!.id, measure: 'tablespoon', measureCount: 2 }] },
    });
    expect(patched.status).toBe(200);
    const line = patched.body.program.foodLines.find(
      (row: { day: string; meal: string }) => row.day === 'saturday' && row.meal === 'dinner',
    );
    expect(line.food).toMatchObject({ category: 'dairy', measureGrams: { tablespoon: 20 } });
    const perGram = line.food.calories / line.food.servingSize;
    expect(patched.body.program.totals.saturday.meals.dinner.calories).toBe(Math.round(perGram * 40));

    // Bad input: Turkish 400s under the fields, and the stored values stay.
    const bad = await admin.patch(path, { category: 'peynir', measureWeights: [{ measure: 'slice', grams: 3000 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      category: 'Bir kategori seçin.',
      'measureWeights.0.grams': 'Bir ölçü en fazla 2.000 g olabilir.',
    });
    const [kept] = await db()
      .select({ category: foodItems.category, measureGrams: foodItems.measureGrams })
      .from(foodItems)
      .where(eq(foodItems.id, cheese!.id));
    expect(kept).toEqual({ category: 'dairy', measureGrams: { tablespoon: 20, slice: 40 } });
    const unknown = await admin.patch('/api/admin/foods/00000000-0000-4000-8000-000000000000', {
      category: 'dairy',
      measureWeights: [],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Besin bulunamadı.');
  });

  it('keeps a bad weight out of the table even when written past the API (the check constraint)', async () => {
    for (const measureGrams of [{ slice: 0 }, { slice: 2500 }, { cup: 30 }, { slice: 'otuz' }]) {
      await expect(
        db()
          .insert(foodItems)
          .values({
            name: 'Yasak besin',
            calories: 1,
            protein: 0,
            carbs: 0,
            fat: 0,
            measureGrams: measureGrams as never,
          }),
      ).rejects.toThrow();
    }
  });
});

describe('a food that exists once and can exist (POST /api/admin/foods, issue #39)', () => {
  const kebap = { category: 'dishes', calories: 215, protein: 14, carbs: 4, fat: 16, servingSize: 100 };

  it("refuses a second 'Adana kebap' however it is written, with a Turkish 409 on the name", async () => {
    const before = await foodCount();
    for (const name of ['Adana kebap', 'ADANA KEBAP', 'adana  Kebap', ' Adana kebap ', 'Adana kebâp']) {
      const response = await admin.post('/api/admin/foods', { name, ...kebap });
      expect(response.status, name).toBe(409);
      expect(response.body.code).toBe('food_name_taken');
      expect(response.body.fieldErrors.name).toBe('“Adana kebap” adında bir besin zaten var.');
    }
    // İ and ı fold as search folds them: 'IZGARA İNEK' is 'ızgara inek'.
    expect((await admin.post('/api/admin/foods', { name: 'Izgara inek eti', ...kebap })).status).toBe(201);
    const again = await admin.post('/api/admin/foods', { name: 'IZGARA İNEK ETİ', ...kebap });
    expect(again.status).toBe(409);
    expect(await foodCount()).toBe(before + 1);
  });

  it('gives two admins adding the same new food at once one row and one 409', async () => {
    const before = await foodCount();
    const food = { name: 'Kuzu tandır', category: 'dishes', calories: 250, protein: 20, carbs: 0, fat: 18.5 };
    const answers = await Promise.all([admin.post('/api/admin/foods', food), admin.post('/api/admin/foods', food)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await foodCount()).toBe(before + 1);
  });

  it('refuses macros heavier than the serving and more than 9 kcal a gram, writing nothing', async () => {
    const before = await foodCount();
    const heavy = await admin.post('/api/admin/foods', {
      name: 'Ağır besin',
      category: 'other',
      calories: 900,
      protein: 100,
      carbs: 100,
      fat: 40,
      servingSize: 100,
    });
    expect(heavy.status).toBe(400);
    expect(heavy.body.fieldErrors.servingSize).toBe(
      'Protein, karbonhidrat ve yağın toplamı (240 g) porsiyon miktarından (100 g) fazla olamaz.',
    );
    const dense = await admin.post('/api/admin/foods', {
      name: 'Yoğun besin',
      category: 'other',
      calories: 950,
      protein: 0,
      carbs: 0,
      fat: 90,
    });
    expect(dense.status).toBe(400);
    expect(dense.body.fieldErrors.calories).toBe(
      '100 g porsiyonda en fazla 900 kcal olabilir (saf yağ bile gramda 9 kcal’dir).',
    );
    // Confirming does not make an impossible food possible.
    const confirmed = await admin.post('/api/admin/foods', {
      name: 'Ağır besin',
      category: 'other',
      calories: 900,
      protein: 100,
      carbs: 100,
      fat: 40,
      isCaloriesConfirmed: true,
    });
    expect(confirmed.status).toBe(400);
    expect(await foodCount()).toBe(before);
  });

  it('asks to confirm kcal far from 4/4/9 of the macros, and saves them once confirmed', async () => {
    const before = await foodCount();
    const raki = { name: 'Rakı', category: 'drinks', calories: 251, protein: 0, carbs: 0, fat: 0, servingSize: 100 };
    const unconfirmed = await admin.post('/api/admin/foods', raki);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fieldErrors.calories).toBe(
      'Kalori, makro değerlerden hesaplanan yaklaşık 0 kcal ile uyuşmuyor (protein ve karbonhidrat gramda 4, yağ 9 kcal). Değerleri kontrol edin ya da yine de kaydetmek için onaylayın.',
    );
    expect(await foodCount()).toBe(before);
    const confirmed = await admin.post('/api/admin/foods', { ...raki, isCaloriesConfirmed: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.food).toMatchObject({ name: 'Rakı', calories: 251 });
    // Within the tolerance no confirmation is asked: nuts read about 7 % below 4/4/9 in the USDA tables.
    const walnut = {
      name: 'Ceviz (yerli)',
      category: 'fats_olives_nuts',
      calories: 654,
      protein: 15.2,
      carbs: 13.7,
      fat: 65.2,
    };
    expect((await admin.post('/api/admin/foods', walnut)).status).toBe(201);
    expect(await foodCount()).toBe(before + 2);
  });
});

describe('deleting a food (DELETE /api/admin/foods/:id)', () => {
  it('removes it; diary entries that used it keep their name and values', async () => {
    const created = await admin.post('/api/admin/foods', {
      name: 'Silinecek börek',
      category: 'dishes',
      calories: 300,
      protein: 9,
      carbs: 30,
      fat: 16,
    });
    const foodId = created.body.food.id as string;
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const entry = await clientA.post('/api/me/diary', {
      foodItemId: foodId,
      date: todayInIstanbul(),
      mealType: 'lunch',
      portionGrams: 100,
    });
    expect(entry.status).toBe(201);

    const deleted = await admin.delete(`/api/admin/foods/${foodId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(await db().select().from(foodItems).where(eq(foodItems.id, foodId))).toEqual([]);
    const [kept] = await db().select().from(calorieDiary).where(eq(calorieDiary.id, entry.body.entry.id));
    expect(kept).toMatchObject({ foodItemId: null, foodName: 'Silinecek börek', calories: 300, fat: 16 });

    const again = await admin.delete(`/api/admin/foods/${foodId}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Besin bulunamadı.');
  });
});
