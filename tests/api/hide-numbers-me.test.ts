import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calorieDiary, clientMeasurements, clients, foodItems } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul, weekDayOfIsoDay } from '../../src/shared/dates.ts';
import type { Client } from '../../src/shared/schemas/clients.ts';
import type { AuditPage } from '../../src/shared/schemas/clients-audit.ts';
import type { DiaryDayResponse, MeDiaryEntry } from '../../src/shared/schemas/diary.ts';
import type { FoodOptionsResponse } from '../../src/shared/schemas/foods.ts';
import type { ClientHomeResponse } from '../../src/shared/schemas/home.ts';
import type {
  AdminNutritionProgramResponse,
  NutritionProgramResponse,
} from '../../src/shared/schemas/nutrition-programs.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Hide-numbers mode (issue #44, ADR 0090): with the flag on, no client-area answer and no client PDF
// carries a calorie, weight or body-fat number; with it off every answer is as before; the dietitian's
// views are the same either way; the KVKK download keeps everything.

let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let created: Client;
let foods: { id: string; name: string }[];
const today = todayInIstanbul();
const PASSWORD = 'gizli123';

/** The keys a body number travels under in the client's answers (measurements, nutrients, targets). */
const numberKeys = new Set([
  'calories',
  'protein',
  'carbs',
  'fat',
  'weight',
  'fatRatio',
  'waterRatio',
  'muscleRatio',
  'bodyComposition',
  'bellyFat',
  'boneMass',
  'dailyCalories',
  'dailyCaloriesTarget',
  'metabolicAge',
  'chest',
  'waist',
  'hip',
  'totals',
  'changes',
  'bmi',
]);

/** Every path in an answer that names a body number and holds a value (null is "none"). */
function numbersIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    numberKeys.has(key) && inner !== null ? [`${path}.${key}`] : numbersIn(inner, `${path}.${key}`),
  );
}

async function download(caller: ApiClient, path: string) {
  const response = await fetch(server.baseUrl + path, { headers: { cookie: caller.cookieHeader } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** kcal, kg and % values as a PDF or a screen writes them ('1.250 kcal', '68,9 kg', '%31,2'). */
const bodyNumberPattern = /\d+([.,]\d+)?\s*(kcal|kg)\b|%\s*\d|\d+([.,]\d+)?\s*%/i;

/** Saves the flag through the client edit, at the version the form read (ADR 0053). */
async function setHideNumbers(hideNumbers: boolean) {
  const current = (await admin.get<{ client: Client }>(`/api/admin/clients/${created.id}`)).body.client;
  const { name, email, phone, gender, age, version } = current;
  const response = await admin.put<{ client: Client }>(`/api/admin/clients/${created.id}`, {
    name,
    email,
    phone,
    gender,
    age,
    hideNumbers,
    version,
  });
  expect(response.status).toBe(200);
  expect(response.body.client.hideNumbers).toBe(hideNumbers);
}

const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  const email = `sayisiz.${Date.now()}@ornek.com`;
  const response = await admin.post<{ client: Client }>('/api/admin/clients', {
    name: 'Deniz Sayısız',
    gender: 'female',
    age: 29,
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    phone: '0532 111 22 33',
  });
  expect(response.status).toBe(201);
  created = response.body.client;
  client = await signedIn(server.baseUrl, 'client', email, PASSWORD);

  // Two measurements (the weight went down) and a programme with food lines for today and a target.
  const measurement = {
    clientId: created.id,
    fatRatio: 31.2,
    waterRatio: 50.1,
    muscleRatio: 38.4,
    bodyComposition: 22.5,
    bellyFat: 9,
    boneMass: 2.6,
    dailyCalories: 1850,
    metabolicAge: 33,
    chest: 92,
    waist: 78,
    hip: 101,
  };
  await db()
    .insert(clientMeasurements)
    .values([
      { ...measurement, measurementDate: '2026-01-05', weight: 70.4 },
      { ...measurement, measurementDate: '2026-02-05', weight: 68.9 },
    ]);
  foods = await db()
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .orderBy(asc(foodItems.name))
    .limit(2);
  expect((await admin.post('/api/admin/nutrition-programs', { clientId: created.id })).status).toBe(201);
  const program = (await admin.get<AdminNutritionProgramResponse>(`/api/admin/nutrition-programs/${created.id}`)).body
    .program!;
  const slot = `${weekDayOfIsoDay(today)}_breakfast`;
  const saved = await admin.patch(`/api/admin/nutrition-programs/${created.id}`, {
    version: program.version,
    meals: { [slot]: 'Ilık su ile güne başlayın' },
    dailyCaloriesTarget: 1800,
    foodLines: {
      [slot]: [
        { foodId: foods[0]!.id, grams: 60, alternatives: [{ foodId: foods[1]!.id, grams: 45 }] },
        { foodId: foods[1]!.id, measure: 'slice', measureCount: 2 },
      ],
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('the flag on the client edit (PUT /api/admin/clients/:id)', () => {
  it('starts off, saves at the version read, and lands in the audit trail', async () => {
    expect(created.hideNumbers).toBe(false);
    await setHideNumbers(true);
    const [row] = await db()
      .select({ hideNumbers: clients.hideNumbers })
      .from(clients)
      .where(eq(clients.id, created.id));
    expect(row!.hideNumbers).toBe(true);
    const trail = (await admin.get<AuditPage>(`/api/admin/clients/${created.id}/audit`)).body;
    const change = trail.items.find(
      (item) =>
        item.entity === 'clients' &&
        (item.before as Record<string, unknown> | null)?.hide_numbers === false &&
        (item.after as Record<string, unknown> | null)?.hide_numbers === true,
    );
    expect(change?.actorRole).toBe('admin');
    await setHideNumbers(false);
  });

  it('keeps the saved choice when the form leaves it out, refuses a non-boolean and a stale version, writing nothing', async () => {
    await setHideNumbers(true);
    const current = (await admin.get<{ client: Client }>(`/api/admin/clients/${created.id}`)).body.client;
    const { name, email, phone, gender, version } = current;
    const kept = await admin.put<{ client: Client }>(`/api/admin/clients/${created.id}`, {
      name,
      email,
      phone,
      gender,
      age: 30,
      version,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.client.hideNumbers).toBe(true);

    const before = (await db().select().from(clients).where(eq(clients.id, created.id)))[0];
    for (const bad of ['evet', 1, null]) {
      const response = await admin.put(`/api/admin/clients/${created.id}`, {
        name,
        email,
        phone,
        gender,
        age: 30,
        hideNumbers: bad,
        version: version + 1,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'validation',
        message: 'Sayıları gizleme seçeneği açık ya da kapalı olmalıdır.',
        fieldErrors: { hideNumbers: 'Sayıları gizleme seçeneği açık ya da kapalı olmalıdır.' },
      });
    }
    const stale = await admin.put(`/api/admin/clients/${created.id}`, {
      name,
      email,
      phone,
      gender,
      age: 30,
      hideNumbers: false,
      version,
    });
    expect(stale.status).toBe(409);
    expect((await db().select().from(clients).where(eq(clients.id, created.id)))[0]).toEqual(before);
    await setHideNumbers(false);
  });
});

describe('the client area with the flag on', () => {
  it('home: no measurement and no change, the progress in words (the weight went down)', async () => {
    await setHideNumbers(true);
    const response = await client.get<ClientHomeResponse>('/api/me/home');
    expect(response.status).toBe(200);
    const home = response.body;
    expect(numbersIn(home)).toEqual([]);
    expect(home.numbersHidden).toBe(true);
    expect(home.latestMeasurement).toBeNull();
    expect(home.progress).toEqual({ measurementCount: 2, latestMeasurementDate: '2026-02-05', weightTrend: 'down' });
    expect(home.statistics).toMatchObject({ measurementCount: 2, changes: null });
    // No weight reaches the phone under another name either.
    expect(JSON.stringify(home)).not.toMatch(/70\.4|68\.9|31\.2|1850/);
  });

  it('home: the trend follows the last two measurements (up, then the same)', async () => {
    await setHideNumbers(true);
    const [newest] = await db()
      .insert(clientMeasurements)
      .values({
        clientId: created.id,
        measurementDate: '2026-03-05',
        weight: 69.5,
        fatRatio: 31,
        waterRatio: 50,
        muscleRatio: 38,
        bodyComposition: 22,
        bellyFat: 9,
        boneMass: 2.6,
        dailyCalories: 1850,
        metabolicAge: 33,
        chest: 92,
        waist: 78,
        hip: 101,
      })
      .returning({ id: clientMeasurements.id });
    expect((await client.get<ClientHomeResponse>('/api/me/home')).body.progress?.weightTrend).toBe('up');
    await db().update(clientMeasurements).set({ weight: 68.9 }).where(eq(clientMeasurements.id, newest!.id));
    expect((await client.get<ClientHomeResponse>('/api/me/home')).body.progress?.weightTrend).toBe('same');
    await db().delete(clientMeasurements).where(eq(clientMeasurements.id, newest!.id));
  });

  it('diary: the day, an added entry, a quantity change and a planned meal carry foods but no kcal or macros', async () => {
    await setHideNumbers(true);
    const added = await client.post<{ entry: MeDiaryEntry }>('/api/me/diary', {
      foodItemId: foods[0]!.id,
      date: today,
      mealType: 'lunch',
      portionGrams: 150,
    });
    expect(added.status).toBe(201);
    expect(numbersIn(added.body)).toEqual([]);
    expect(added.body.entry).toMatchObject({
      foodName: foods[0]!.name,
      mealType: 'lunch',
      portionGrams: 150,
      quantity: 1,
    });
    // The server still keeps the entry's numbers: the dietitian's view needs them.
    const [stored] = await db().select().from(calorieDiary).where(eq(calorieDiary.id, added.body.entry.id));
    expect(stored!.calories).toBeGreaterThan(0);

    const changed = await client.patch<{ entry: MeDiaryEntry }>(`/api/me/diary/${added.body.entry.id}`, {
      quantity: 2,
    });
    expect(changed.status).toBe(200);
    expect(numbersIn(changed.body)).toEqual([]);
    expect(changed.body.entry.quantity).toBe(2);

    const planned = await client.post<{ entries: MeDiaryEntry[]; addedCount: number }>('/api/me/diary/from-plan', {
      meal: 'breakfast',
    });
    expect(planned.status).toBe(201);
    expect(planned.body.addedCount).toBe(2);
    expect(numbersIn(planned.body)).toEqual([]);

    const day = await client.get<DiaryDayResponse>(`/api/me/diary?date=${today}`);
    expect(day.status).toBe(200);
    expect(day.body.numbersHidden).toBe(true);
    expect(day.body.entries).toHaveLength(3);
    expect(day.body.entries.map((entry) => entry.foodName).sort()).toEqual(
      [foods[0]!.name, foods[0]!.name, foods[1]!.name].sort(),
    );
    expect(numbersIn(day.body)).toEqual([]);
  });

  it("foods: the picker's list has names and servings, no kcal or macros", async () => {
    await setHideNumbers(true);
    const response = await client.get<FoodOptionsResponse>('/api/me/foods');
    expect(response.status).toBe(200);
    expect(response.body.numbersHidden).toBe(true);
    expect(response.body.foods.length).toBeGreaterThan(10);
    expect(response.body.foods[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      servingSize: expect.any(Number),
    });
    expect(numbersIn(response.body)).toEqual([]);
  });

  it('programme: the meals, foods and amounts, no target, no totals, no kcal', async () => {
    await setHideNumbers(true);
    const response = await client.get<NutritionProgramResponse>('/api/me/nutrition-programs');
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.numbersHidden).toBe(true);
    expect(body.target).toBeNull();
    expect(body.program!.days[weekDayOfIsoDay(today)].breakfast).toBe('Ilık su ile güne başlayın');
    expect(body.program!.foodLines.map((line) => line.food.name)).toEqual([foods[0]!.name, foods[1]!.name]);
    expect(body.program!.foodLines[1]).toMatchObject({ measure: 'slice', measureCount: 2 });
    // The alternative ('veya') keeps its food and amount, without its kcal.
    expect(body.program!.foodLines[0]!.alternatives).toEqual([
      expect.objectContaining({ grams: 45, food: expect.objectContaining({ name: foods[1]!.name }) }),
    ]);
    expect(numbersIn(body)).toEqual([]);
  });

  it("the client's diet-list PDF has the foods and amounts but no kcal, no target and no totals", async () => {
    await setHideNumbers(true);
    const { response, bytes } = await download(client, '/api/me/nutrition-programs/pdf');
    expect(response.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain('Beslenme Programı');
    expect(text).toContain('Ilık su ile güne başlayın');
    expect(text).toContain(foods[0]!.name);
    expect(text).toContain('60 g');
    expect(text).toContain(`veya ${foods[1]!.name} — 45 g`);
    expect(text).not.toMatch(bodyNumberPattern);
    expect(text).not.toMatch(/kcal|Günlük hedef|Gün toplamı|Öğün toplamı|Protein/i);
  });

  it("the dietitian's views are unchanged: programme totals and target, the PDF's kcal, the diary's numbers", async () => {
    await setHideNumbers(true);
    const program = (await admin.get<AdminNutritionProgramResponse>(`/api/admin/nutrition-programs/${created.id}`))
      .body;
    expect(program.target).toMatchObject({ dailyCalories: 1800, source: 'program' });
    expect(program.program!.totals[weekDayOfIsoDay(today)].total.calories).toBeGreaterThan(0);
    const { bytes } = await download(admin, `/api/admin/nutrition-programs/${created.id}/pdf`);
    const text = await pdfText(bytes);
    expect(text).toMatch(/Günlük hedef: 1\.800 kcal/);
    expect(text).toMatch(/\d+ kcal/);
    const diary = await admin.get<{ day: { meals: { entries: { calories: number }[] }[] } }>(
      `/api/admin/diary/${created.id}?date=${today}`,
    );
    expect(diary.status).toBe(200);
    expect(diary.body.day.meals.flatMap((meal) => meal.entries).every((entry) => entry.calories > 0)).toBe(true);
    const measurements = await admin.get<{ measurements: { weight: number }[] }>(
      `/api/admin/measurements?clientId=${created.id}`,
    );
    expect(measurements.body.measurements.map((row) => row.weight)).toContain(68.9);
  });

  it('the KVKK data download keeps every number (the right of access)', async () => {
    await setHideNumbers(true);
    const { response, bytes } = await download(client, '/api/me/privacy/data-export');
    expect(response.status).toBe(200);
    const text = bytes.toString('utf8');
    expect(text).toContain('68.9');
    expect(text).toContain('"hideNumbers":true');
  });
});

describe('the client area with the flag off', () => {
  it('answers the numbers as before', async () => {
    await setHideNumbers(false);
    const home = (await client.get<ClientHomeResponse>('/api/me/home')).body;
    expect(home.numbersHidden).toBe(false);
    expect(home.progress).toBeNull();
    expect(home.latestMeasurement).toMatchObject({ weight: 68.9, fatRatio: 31.2 });
    expect(home.statistics.changes?.weight).toEqual({ first: 70.4, latest: 68.9, change: -1.5 });

    const day = (await client.get<DiaryDayResponse>(`/api/me/diary?date=${today}`)).body;
    expect(day.numbersHidden).toBe(false);
    expect(day.entries.every((entry) => 'calories' in entry && entry.calories > 0)).toBe(true);

    const foodList = (await client.get<FoodOptionsResponse>('/api/me/foods')).body;
    expect(foodList.numbersHidden).toBe(false);
    expect(foodList.foods.every((food) => 'calories' in food)).toBe(true);

    const program = (await client.get<NutritionProgramResponse>('/api/me/nutrition-programs')).body;
    expect(program.numbersHidden).toBe(false);
    expect(program.target).toMatchObject({ dailyCalories: 1800 });
    expect(numbersIn(program)).not.toEqual([]);

    const text = await pdfText((await download(client, '/api/me/nutrition-programs/pdf')).bytes);
    expect(text).toMatch(/Günlük hedef: 1\.800 kcal/);
    expect(text).toMatch(bodyNumberPattern);
  });

  it("another client's answers never depend on this client's flag", async () => {
    await setHideNumbers(true);
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const home = (await clientA.get<ClientHomeResponse>('/api/me/home')).body;
    expect(home.numbersHidden).toBe(false);
    expect(home.latestMeasurement?.weight).toEqual(expect.any(Number));
    const [row] = await db()
      .select({ hideNumbers: clients.hideNumbers })
      .from(clients)
      .where(and(eq(clients.email, demoEmails.clientA)));
    expect(row!.hideNumbers).toBe(false);
    await setHideNumbers(false);
  });
});
