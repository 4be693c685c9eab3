import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foodItems,
  nutritionProgramFoodLines,
  nutritionPrograms,
  nutritionProgramTemplateFoodLines,
  nutritionProgramTemplates,
} from '../../src/server/db/schema/index.ts';
import { todayInIstanbul, weekDayOfIsoDay } from '../../src/shared/dates.ts';
import { nutrientsOfLine, totalDietWeek } from '../../src/shared/diet-totals.ts';
import { nutritionProgramsValidationMessages as messages } from '../../src/shared/schemas/nutrition-programs.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Alternatives ('veya') of a programme's food lines (issue #40, ADR 0075 stop 54): saved nested under
// their main line in the programme's PATCH, stored as lines of the same meal that name their main
// line, left out of the totals, the shopping list and 'Yedim', copied into and out of templates.

let server: TestServer;
let admin: ApiClient;
let clientA: ApiClient;
let ids: { clientA: string; clientC: string };
let foods: { id: string; name: string }[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  ids = { clientA: await server.userIdOf(demoEmails.clientA), clientC: await server.userIdOf(demoEmails.clientC) };
  foods = await db()
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .orderBy(asc(foodItems.name))
    .limit(6);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const path = (clientId: string) => `/api/admin/nutrition-programs/${clientId}`;
const programRow = async (clientId: string) =>
  (await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientId)))[0]!;
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

const today = weekDayOfIsoDay(todayInIstanbul());
const todayLunch = `${today}_lunch`;

/** Bread with two alternatives, and a soup without any, on today's lunch. */
const breadWithAlternatives = () => [
  {
    foodId: foods[0]!.id,
    measure: 'slice',
    measureCount: 1,
    alternatives: [
      { foodId: foods[1]!.id, measure: 'tablespoon', measureCount: 2, note: 'Yulaf' },
      { foodId: foods[2]!.id, grams: 40 },
    ],
  },
  { foodId: foods[3]!.id, grams: 200 },
];

describe('saving alternatives with the programme (PATCH /api/admin/nutrition-programs/:clientId)', () => {
  it('answers each line with its alternatives, stores them as lines naming their main line, and totals the main lines only', async () => {
    const before = await programRow(ids.clientA);
    const response = await admin.patch(path(ids.clientA), {
      version: before.version,
      foodLines: { [todayLunch]: breadWithAlternatives() },
    });
    expect(response.status).toBe(200);
    const program = response.body.program;
    expect(program.version).toBe(before.version + 1);
    const lunch = program.foodLines.filter(
      (line: { day: string; meal: string }) => line.day === today && line.meal === 'lunch',
    );
    expect(lunch).toHaveLength(2);
    expect(lunch[0]).toMatchObject({ food: { id: foods[0]!.id }, measure: 'slice', measureCount: 1 });
    expect(lunch[0].alternatives).toHaveLength(2);
    expect(lunch[0].alternatives[0]).toMatchObject({
      food: { id: foods[1]!.id, name: foods[1]!.name },
      grams: null,
      measure: 'tablespoon',
      measureCount: 2,
      note: 'Yulaf',
    });
    expect(lunch[0].alternatives[1]).toMatchObject({ food: { id: foods[2]!.id }, grams: 40, measure: null, note: '' });
    expect(lunch[1].alternatives).toEqual([]);

    // The totals are those of the main lines: the alternatives change nothing.
    const mainCalories = nutrientsOfLine(lunch[0]).calories + nutrientsOfLine(lunch[1]).calories;
    expect(program.totals[today].meals.lunch.calories).toBe(mainCalories);
    expect(program.totals).toEqual(totalDietWeek(program.foodLines));

    const rows = (await storedLines(ids.clientA)).filter((row) => row.day === today && row.meal === 'lunch');
    expect(rows.map((row) => [row.position, row.alternativeOf, row.foodItemId])).toEqual([
      [0, null, foods[0]!.id],
      [1, 0, foods[1]!.id],
      [2, 0, foods[2]!.id],
      [3, null, foods[3]!.id],
    ]);

    // The client reads the same lines and alternatives.
    const own = await clientA.get('/api/me/nutrition-programs');
    expect(own.body.program.foodLines).toEqual(program.foodLines);
  });

  it("shows 'veya' under the line in the PDF, and leaves the alternatives out of its shopping list", async () => {
    const response = await fetch(`${server.baseUrl}/api/me/nutrition-programs/pdf?from=${today}&to=${today}`, {
      headers: { cookie: clientA.cookieHeader },
    });
    expect(response.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(`veya ${foods[1]!.name}`);
    expect(text).toContain(`veya ${foods[2]!.name}`);
    const shopping = text.slice(text.indexOf('Alışveriş Listesi'));
    expect(shopping).toContain(foods[0]!.name);
    expect(shopping).toContain(foods[3]!.name);
    expect(shopping).not.toContain(foods[1]!.name);
    expect(shopping).not.toContain(foods[2]!.name);
  });

  it("'Yedim' logs the main lines, not their alternatives", async () => {
    const logged = await clientA.post('/api/me/diary/from-plan', { meal: 'lunch' });
    expect(logged.status).toBe(201);
    expect(logged.body.entries.map((entry: { foodName: string }) => entry.foodName)).toEqual([
      foods[0]!.name,
      foods[3]!.name,
    ]);
  });

  it.each([
    [
      'an unknown food',
      () => [{ foodId: foods[0]!.id, grams: 50, alternatives: [{ foodId: randomUUID(), grams: 30 }] }],
      messages.unknownFood,
      `foodLines.${todayLunch}.0.alternatives.0.foodId`,
    ],
    [
      'an alternative of an alternative',
      () => [
        {
          foodId: foods[0]!.id,
          grams: 50,
          alternatives: [{ foodId: foods[1]!.id, grams: 30, alternatives: [{ foodId: foods[2]!.id, grams: 20 }] }],
        },
      ],
      messages.nestedAlternative,
      `foodLines.${todayLunch}.0.alternatives.0.alternatives`,
    ],
    [
      'four alternatives',
      () => [
        {
          foodId: foods[0]!.id,
          grams: 50,
          alternatives: [1, 2, 3, 4].map((index) => ({ foodId: foods[index]!.id, grams: 30 })),
        },
      ],
      messages.tooManyAlternatives,
      `foodLines.${todayLunch}.0.alternatives`,
    ],
    [
      'an alternative without an amount',
      () => [{ foodId: foods[0]!.id, grams: 50, alternatives: [{ foodId: foods[1]!.id }] }],
      messages.amountRequired,
      `foodLines.${todayLunch}.0.alternatives.0.grams`,
    ],
  ])(
    'refuses %s with a Turkish 400 and writes nothing, the text of the same save included',
    async (_case, lines, message, field) => {
      const before = await programRow(ids.clientA);
      const linesBefore = await storedLines(ids.clientA);
      const response = await admin.patch(path(ids.clientA), {
        version: before.version,
        meals: { [todayLunch]: 'Bu metin kaydedilmemeli' },
        foodLines: { [todayLunch]: lines() },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation');
      expect(response.body.message).toBe(message);
      expect(response.body.fieldErrors[field]).toBe(message);
      const after = await programRow(ids.clientA);
      expect(after.version).toBe(before.version);
      expect((after as unknown as Record<string, string>)[todayLunch]).toBe(
        (before as unknown as Record<string, string>)[todayLunch],
      );
      expect(await storedLines(ids.clientA)).toEqual(linesBefore);
    },
  );

  it('the table refuses an alternative whose main line is not in the same meal', async () => {
    const program = await programRow(ids.clientA);
    await expect(
      db().insert(nutritionProgramFoodLines).values({
        programId: program.id,
        clientId: ids.clientA,
        day: today,
        meal: 'dinner',
        position: 5,
        alternativeOf: 0,
        foodItemId: foods[1]!.id,
        grams: 30,
      }),
    ).rejects.toThrow();
    await expect(
      db().insert(nutritionProgramFoodLines).values({
        programId: program.id,
        clientId: ids.clientA,
        day: today,
        meal: 'lunch',
        position: 9,
        alternativeOf: 9,
        foodItemId: foods[1]!.id,
        grams: 30,
      }),
    ).rejects.toThrow();
  });
});

describe('templates keep the alternatives', () => {
  it('a template saved from the programme holds them, and applying it gives them to another client', async () => {
    const name = `Veya şablonu ${Date.now()}`;
    const created = await admin.post('/api/admin/nutrition-program-templates', { clientId: ids.clientA, name });
    expect(created.status).toBe(201);
    // The count is of the plan's foods: alternatives are not more foods.
    const mainCount = (await admin.get(path(ids.clientA))).body.program.foodLines.length;
    expect(created.body.template.foodLineCount).toBe(mainCount);
    const [template] = await db()
      .select({ id: nutritionProgramTemplates.id })
      .from(nutritionProgramTemplates)
      .where(eq(nutritionProgramTemplates.name, name));
    const templateRows = await db()
      .select()
      .from(nutritionProgramTemplateFoodLines)
      .where(
        and(
          eq(nutritionProgramTemplateFoodLines.templateId, template!.id),
          eq(nutritionProgramTemplateFoodLines.day, today),
          eq(nutritionProgramTemplateFoodLines.meal, 'lunch'),
        ),
      )
      .orderBy(asc(nutritionProgramTemplateFoodLines.position));
    expect(templateRows.map((row) => row.alternativeOf)).toEqual([null, 0, 0, null]);

    const target = (await admin.get(path(ids.clientC))).body.program;
    const applied = await admin.post(`/api/admin/nutrition-program-templates/${template!.id}/apply`, {
      clientId: ids.clientC,
      version: target?.version ?? null,
    });
    expect(applied.status).toBe(200);
    const source = (await admin.get(path(ids.clientA))).body.program;
    const strip = (lines: { id: string; alternatives: { id: string }[] }[]) =>
      lines.map(({ id: _id, alternatives, ...line }) => ({
        ...line,
        alternatives: alternatives.map(({ id: _alternativeId, ...alternative }) => alternative),
      }));
    expect(strip(applied.body.program.foodLines)).toEqual(strip(source.foodLines));
    expect(applied.body.program.totals).toEqual(source.totals);
  });
});
