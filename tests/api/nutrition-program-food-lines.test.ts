import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  clientMeasurements,
  foodItems,
  nutritionProgramFoodLines,
  nutritionPrograms,
} from '../../src/server/db/schema/index.ts';
import { totalDietWeek } from '../../src/shared/diet-totals.ts';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Food lines of a programme's meals (issue #40, ADR 0075): saved with the programme's PATCH under its
// version, answered with totals from the shared totalDietWeek, refused whole on bad input.

let server: TestServer;
let admin: ApiClient;
let ids: { clientA: string; clientB: string; clientC: string };
let foods: { id: string; name: string }[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  ids = {
    clientA: await server.userIdOf(demoEmails.clientA),
    clientB: await server.userIdOf(demoEmails.clientB),
    clientC: await server.userIdOf(demoEmails.clientC),
  };
  foods = await db()
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .orderBy(asc(foodItems.name))
    .limit(3);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const path = (clientId: string) => `/api/admin/nutrition-programs/${clientId}`;
const programRow = async (clientId: string) =>
  (await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientId)))[0];
const storedLines = async (clientId: string) =>
  db()
    .select()
    .from(nutritionProgramFoodLines)
    .where(eq(nutritionProgramFoodLines.clientId, clientId))
    .orderBy(
      asc(nutritionProgramFoodLines.day),
      asc(nutritionProgramFoodLines.meal),
      asc(nutritionProgramFoodLines.position),
    );

describe('saving food lines (PATCH /api/admin/nutrition-programs/:clientId)', () => {
  it('saves lines in grams and in a household measure, raises the version, and answers the shared totals', async () => {
    const before = await programRow(ids.clientA);
    const response = await admin.patch(path(ids.clientA), {
      version: before!.version,
      foodLines: {
        monday_breakfast: [
          { foodId: foods[0]!.id, grams: 60 },
          { foodId: foods[1]!.id, measure: 'slice', measureCount: 2, note: 'Kepekli olsun' },
        ],
        monday_dinner: [{ foodId: foods[2]!.id, measure: 'water_glass', measureCount: 1 }],
      },
    });
    expect(response.status).toBe(200);
    const program = response.body.program;
    expect(program.version).toBe(before!.version + 1);
    expect(program.foodLines).toHaveLength(3);
    expect(program.foodLines[0]).toMatchObject({
      day: 'monday',
      meal: 'breakfast',
      grams: 60,
      measure: null,
      measureCount: null,
      note: '',
      food: { id: foods[0]!.id, name: foods[0]!.name },
    });
    expect(program.foodLines[1]).toMatchObject({
      grams: null,
      measure: 'slice',
      measureCount: 2,
      note: 'Kepekli olsun',
    });
    expect(program.totals).toEqual(totalDietWeek(program.foodLines));
    expect(program.totals.monday.total.calories).toBeGreaterThan(0);
    // The text of the meals is untouched by a lines-only save.
    expect((await programRow(ids.clientA))!.monday_lunch).toBe(before!.monday_lunch);

    const read = await admin.get(path(ids.clientA));
    expect(read.body.program.foodLines).toEqual(program.foodLines);
    expect(read.body.program.totals).toEqual(totalDietWeek(read.body.program.foodLines));
    const [newest] = await db()
      .select({ dailyCalories: clientMeasurements.dailyCalories, measurementDate: clientMeasurements.measurementDate })
      .from(clientMeasurements)
      .where(eq(clientMeasurements.clientId, ids.clientA))
      .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
      .limit(1);
    // Without a target of the programme's own, the newest measurement's daily calories are the target.
    expect(read.body.target).toEqual({ ...newest, source: 'measurement' });
    expect(read.body.measurementTarget).toEqual({ ...newest, source: 'measurement' });

    // The client reads the same lines and totals in their own programme.
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const own = await clientA.get('/api/me/nutrition-programs');
    expect(own.body.program.foodLines).toEqual(program.foodLines);
    expect(own.body.program.totals).toEqual(program.totals);
  });

  it('replaces only the meals it names; an empty list clears a meal', async () => {
    const before = await programRow(ids.clientA);
    const response = await admin.patch(path(ids.clientA), {
      version: before!.version,
      foodLines: { monday_dinner: [] },
      meals: { monday_dinner: 'Sebze yemeği' },
    });
    expect(response.status).toBe(200);
    expect(response.body.program.foodLines.map((line: { meal: string }) => line.meal)).toEqual([
      'breakfast',
      'breakfast',
    ]);
    expect(response.body.program.days.monday.dinner).toBe('Sebze yemeği');
    expect(response.body.program.totals.monday.meals.dinner.calories).toBe(0);
  });

  it('refuses a stale version with the house 409 and writes no line', async () => {
    const start = (await programRow(ids.clientA))!.version;
    const linesBefore = await storedLines(ids.clientA);
    const tabOne = await admin.patch(path(ids.clientA), { version: start, notes: 'Birinci sekme' });
    expect(tabOne.status).toBe(200);
    const tabTwo = await admin.patch(path(ids.clientA), {
      version: start,
      foodLines: { tuesday_lunch: [{ foodId: foods[0]!.id, grams: 100 }] },
    });
    expect(tabTwo.status).toBe(409);
    expect(tabTwo.body).toEqual({ code: 'stale_version', message: recordVersionMessages.stale });
    expect(await storedLines(ids.clientA)).toEqual(linesBefore);
  });

  it('refuses an unknown food, a bad amount, an unknown measure or too many lines with a Turkish 400, writing nothing', async () => {
    const before = await programRow(ids.clientA);
    const linesBefore = await storedLines(ids.clientA);
    const food = foods[0]!.id;
    const cases = [
      [
        [{ foodId: '00000000-0000-4000-8000-000000000000', grams: 50 }],
        'Seçilen besin artık besin listesinde yok. Listeyi yenileyip tekrar seçin.',
      ],
      [[{ foodId: food, grams: -5 }], 'Miktar 0 gramdan büyük ve en fazla 5000 gram olmalıdır.'],
      [[{ foodId: food, grams: 0 }], 'Miktar 0 gramdan büyük ve en fazla 5000 gram olmalıdır.'],
      [[{ foodId: food, measure: 'kova', measureCount: 1 }], 'Geçersiz ev ölçüsü.'],
      [[{ foodId: food, measure: 'slice', measureCount: 0 }], 'Ölçü adedi 0,25 ile 20 arasında olmalıdır.'],
      [[{ foodId: food }], 'Miktarı gram ya da ev ölçüsü olarak girin.'],
      [[{ foodId: food, grams: 50, measure: 'slice', measureCount: 1 }], 'Miktarı gram ya da ev ölçüsü olarak girin.'],
      [[{ foodId: food, grams: 50, note: 'n'.repeat(201) }], 'Not en fazla 200 karakter olabilir.'],
      [Array.from({ length: 21 }, () => ({ foodId: food, grams: 10 })), 'Bir öğüne en fazla 20 besin eklenebilir.'],
    ] as const;
    for (const [lines, message] of cases) {
      const response = await admin.patch(path(ids.clientA), {
        version: before!.version,
        // A valid text change beside the bad lines: it must not be written either.
        meals: { sunday_dinner: 'Yazılmamalı' },
        foodLines: { sunday_dinner: lines },
      });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const unknownMeal = await admin.patch(path(ids.clientA), {
      version: before!.version,
      foodLines: { funday_lunch: [{ foodId: food, grams: 10 }] },
    });
    expect(unknownMeal.status).toBe(400);
    expect(unknownMeal.body.message).toBe('Geçersiz program alanı.');
    expect(await programRow(ids.clientA)).toEqual(before);
    expect(await storedLines(ids.clientA)).toEqual(linesBefore);
  });

  it('answers no target for a client without a measurement, and no lines for a new programme', async () => {
    const created = await admin.post('/api/admin/nutrition-programs', { clientId: ids.clientC });
    expect(created.status).toBe(201);
    expect(created.body.program.foodLines).toEqual([]);
    const read = await admin.get(path(ids.clientC));
    expect(read.body.target).toBeNull();
    expect(read.body.program.totals.monday.total).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      shares: { protein: 0, carbs: 0, fat: 0 },
    });
  });
});

describe('a food and its lines', () => {
  it('records each line write in the audit trail under the client, and a deleted food takes its lines with it', async () => {
    const food = await admin.post('/api/admin/foods', {
      name: 'Deneme ezmesi',
      category: 'dishes',
      calories: 200,
      protein: 10,
      carbs: 20,
      fat: 8,
      servingSize: 100,
    });
    expect(food.status).toBe(201);
    const before = await programRow(ids.clientA);
    const saved = await admin.patch(path(ids.clientA), {
      version: before!.version,
      foodLines: { saturday_breakfast: [{ foodId: food.body.food.id, measure: 'tablespoon', measureCount: 2 }] },
    });
    expect(saved.status).toBe(200);
    const [line] = (await storedLines(ids.clientA)).filter((row) => row.foodItemId === food.body.food.id);
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nutrition_program_food_lines'), eq(auditLog.entityId, line!.id)));
    expect(audited).toMatchObject({ action: 'create', clientId: ids.clientA });

    expect((await admin.delete(`/api/admin/foods/${food.body.food.id}`)).status).toBe(200);
    const read = await admin.get(path(ids.clientA));
    expect(read.body.program.foodLines.some((row: { food: { id: string } }) => row.food.id === food.body.food.id)).toBe(
      false,
    );
    expect(read.body.program.totals.saturday.meals.breakfast.calories).toBe(0);
  });
});

describe("another client's lines", () => {
  it('client B never reads client A’s lines through /api/me, and cannot reach the admin route', async () => {
    expect((await storedLines(ids.clientA)).length).toBeGreaterThan(0);
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const own = await clientB.get('/api/me/nutrition-programs');
    expect(own.status).toBe(200);
    const seen = JSON.stringify(own.body);
    for (const line of await storedLines(ids.clientA)) expect(seen).not.toContain(line.id);
    expect((own.body.program?.foodLines ?? []).every((line: { id: string }) => line.id)).toBe(true);
    const adminRoute = await clientB.get(path(ids.clientA));
    expect(adminRoute.status).toBe(403);
  });
});
