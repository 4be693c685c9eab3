import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foodItems,
  nutritionPrograms,
  nutritionProgramTemplateFoodLines,
  nutritionProgramTemplates,
} from '../../src/server/db/schema/index.ts';
import { totalDietWeek } from '../../src/shared/diet-totals.ts';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { clearProgrammeFoodLines } from '../support/clinical-fixtures.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Diet-list templates (issue #40, ADR 0086): saved from a client's programme, applied to another
// client's through the programme's save (version check, food-line rules), refused whole on bad input.

let server: TestServer;
let admin: ApiClient;
let ids: { clientA: string; clientB: string; clientC: string };
let foods: { id: string; name: string }[];

const base = '/api/admin/nutrition-program-templates';
const db = () => server.runtime.deps.db;
const programPath = (clientId: string) => `/api/admin/nutrition-programs/${clientId}`;
const programRow = async (clientId: string) =>
  (await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientId)))[0];
const templateCount = async () => Number((await db().select({ n: count() }).from(nutritionProgramTemplates))[0]!.n);

/** Client A's programme with two meals of text, notes and three food lines. */
async function fillSourceProgram() {
  await db().insert(nutritionPrograms).values({ clientId: ids.clientA }).onConflictDoNothing();
  const response = await admin.patch(programPath(ids.clientA), {
    version: (await programRow(ids.clientA))!.version,
    notes: 'Bol su için.',
    meals: { monday_breakfast: 'Yulaf ve süt', wednesday_dinner: 'Zeytinyağlı fasulye' },
    foodLines: {
      monday_breakfast: [
        { foodId: foods[0]!.id, grams: 60 },
        { foodId: foods[1]!.id, measure: 'slice', measureCount: 2, note: 'Kepekli' },
      ],
      wednesday_dinner: [{ foodId: foods[2]!.id, measure: 'water_glass', measureCount: 1 }],
    },
  });
  expect(response.status).toBe(200);
  return response.body.program;
}

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
    .limit(4);
  // The demo client's week comes with food lines; these tests build their own on that programme.
  await clearProgrammeFoodLines(server.runtime.deps.db, ids.clientA);
});
afterAll(async () => {
  await server?.close();
});

describe('saving a programme as a template', () => {
  it('copies the texts, the notes and the food lines under the name, and lists it', async () => {
    const source = await fillSourceProgram();
    const response = await admin.post(base, {
      clientId: ids.clientA,
      name: '  1500 kcal Akdeniz ',
      description: 'Hafif akdeniz menüsü',
    });
    expect(response.status).toBe(201);
    expect(response.body.template).toMatchObject({
      name: '1500 kcal Akdeniz',
      description: 'Hafif akdeniz menüsü',
      filledMealCount: Object.values(source.days as Record<string, Record<string, string>>)
        .flatMap((meals) => Object.values(meals))
        .filter((text) => text.trim() !== '').length,
      foodLineCount: source.foodLines.length,
    });
    const list = await admin.get(base);
    expect(list.status).toBe(200);
    expect(list.body.templates.map((t: { name: string }) => t.name)).toContain('1500 kcal Akdeniz');
  });

  it('answers a Turkish 409 for a name already used (Turkish case folded), and writes nothing', async () => {
    const before = await templateCount();
    const response = await admin.post(base, { clientId: ids.clientA, name: '1500 KCAL akdeniz' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('template_name_taken');
    expect(response.body.message).toContain('adında bir şablon zaten var');
    expect(response.body.fieldErrors.name).toBeTruthy();
    expect(await templateCount()).toBe(before);
  });

  it('refuses bad input with a Turkish 400 and writes nothing', async () => {
    const before = await templateCount();
    const cases: [unknown, string][] = [
      [{ clientId: ids.clientA, name: '   ' }, 'Şablon adı zorunludur.'],
      [{ clientId: ids.clientA }, 'Şablon adı zorunludur.'],
      [{ clientId: ids.clientA, name: 'x'.repeat(81) }, 'Şablon adı en fazla 80 karakter olabilir.'],
      [
        { clientId: ids.clientA, name: 'Uzun', description: 'x'.repeat(301) },
        'Açıklama en fazla 300 karakter olabilir.',
      ],
      [{ clientId: 'abc', name: 'Geçersiz' }, 'Geçersiz danışan seçimi.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post(base, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await templateCount()).toBe(before);
  });

  it('answers 404 in Turkish for an unknown client or a client without a programme', async () => {
    const unknown = await admin.post(base, { clientId: randomUUID(), name: 'Yok' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    await db().delete(nutritionPrograms).where(eq(nutritionPrograms.clientId, ids.clientC));
    const noProgram = await admin.post(base, { clientId: ids.clientC, name: 'Boş' });
    expect(noProgram.status).toBe(404);
    expect(noProgram.body.message).toBe('Bu danışanın kaydedilecek bir beslenme programı yok.');
  });
});

describe('applying a template to a client', () => {
  const templateId = async (name: string) =>
    (await admin.get(base)).body.templates.find((t: { name: string }) => t.name === name).id as string;

  it('replaces the texts, notes and food lines at the version, with totals equal to the source', async () => {
    const source = (await admin.get(programPath(ids.clientA))).body.program;
    await db().insert(nutritionPrograms).values({ clientId: ids.clientB }).onConflictDoNothing();
    const before = (
      await admin.patch(programPath(ids.clientB), {
        version: (await programRow(ids.clientB))!.version,
        meals: { friday_lunch: 'Eski metin' },
        foodLines: { friday_lunch: [{ foodId: foods[3]!.id, grams: 100 }] },
      })
    ).body.program;
    const response = await admin.post(`${base}/${await templateId('1500 kcal Akdeniz')}/apply`, {
      clientId: ids.clientB,
      version: before.version,
    });
    expect(response.status).toBe(200);
    const program = response.body.program;
    expect(program.clientId).toBe(ids.clientB);
    expect(program.version).toBeGreaterThan(before.version);
    expect(program.days).toEqual(source.days);
    expect(program.notes).toBe('Bol su için.');
    const strip = (lines: { id: string }[]) => lines.map(({ id: _id, ...line }) => line);
    expect(strip(program.foodLines)).toEqual(strip(source.foodLines));
    expect(program.totals).toEqual(source.totals);
    expect(program.totals).toEqual(totalDietWeek(program.foodLines));
    // The editor's read answers the same.
    expect((await admin.get(programPath(ids.clientB))).body.program.foodLines).toHaveLength(source.foodLines.length);
  });

  it('answers 409 stale_version for an old version and writes nothing', async () => {
    const before = (await admin.get(programPath(ids.clientB))).body.program;
    await db().delete(nutritionProgramTemplateFoodLines);
    const response = await admin.post(`${base}/${await templateId('1500 kcal Akdeniz')}/apply`, {
      clientId: ids.clientB,
      version: before.version - 1,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'stale_version', message: recordVersionMessages.stale });
    const after = (await admin.get(programPath(ids.clientB))).body.program;
    expect(after.version).toBe(before.version);
    expect(after.foodLines).toEqual(before.foodLines);
  });

  it('creates the programme of a client who has none (version null)', async () => {
    await db().delete(nutritionPrograms).where(eq(nutritionPrograms.clientId, ids.clientC));
    const response = await admin.post(`${base}/${await templateId('1500 kcal Akdeniz')}/apply`, {
      clientId: ids.clientC,
      version: null,
    });
    expect(response.status).toBe(200);
    expect(response.body.program.days.monday.breakfast).toBe('Yulaf ve süt');
    expect(await programRow(ids.clientC)).toBeTruthy();
    // A second "create" while the programme exists is refused, and changes nothing.
    const again = await admin.post(`${base}/${await templateId('1500 kcal Akdeniz')}/apply`, {
      clientId: ids.clientC,
      version: null,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('program_exists');
  });

  it('answers Turkish 404s for an unknown client or template and 400 for bad input, writing nothing', async () => {
    const id = await templateId('1500 kcal Akdeniz');
    const unknownClient = await admin.post(`${base}/${id}/apply`, { clientId: randomUUID(), version: null });
    expect(unknownClient.status).toBe(404);
    expect(unknownClient.body.message).toBe('Danışan bulunamadı.');
    const unknownTemplate = await admin.post(`${base}/${randomUUID()}/apply`, { clientId: ids.clientB, version: 1 });
    expect(unknownTemplate.status).toBe(404);
    expect(unknownTemplate.body.message).toBe('Şablon bulunamadı.');
    const before = await programRow(ids.clientB);
    const badVersion = await admin.post(`${base}/${id}/apply`, { clientId: ids.clientB, version: 'x' });
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.message).toBe('Programın sürümü geçersiz. Sayfayı yenileyin.');
    expect((await programRow(ids.clientB))!.version).toBe(before!.version);
  });
});

describe('renaming and deleting', () => {
  it('renames, refuses a taken name with 409, deletes, and a deleted food drops from a template', async () => {
    await db().insert(nutritionPrograms).values({ clientId: ids.clientA }).onConflictDoNothing();
    const first = (await admin.post(base, { clientId: ids.clientA, name: 'Gebelik 2. trimester' })).body.template;
    const renamed = await admin.patch(`${base}/${first.id}`, {
      name: 'Gebelik 3. trimester',
      description: 'Yeni',
      version: first.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.template).toMatchObject({ name: 'Gebelik 3. trimester', description: 'Yeni' });
    const taken = await admin.patch(`${base}/${first.id}`, {
      name: '1500 kcal akdeniz',
      version: renamed.body.template.version,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('template_name_taken');
    const empty = await admin.patch(`${base}/${first.id}`, { name: '', version: renamed.body.template.version });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Şablon adı zorunludur.');
    const missing = await admin.patch(`${base}/${randomUUID()}`, { name: 'Yok', version: 1 });
    expect(missing.status).toBe(404);

    // A food deleted later leaves the template with it (ADR 0086), as it leaves programmes.
    const [food] = await db()
      .insert(foodItems)
      .values({ name: `Şablon besini ${randomUUID()}`, calories: 100, protein: 1, carbs: 1, fat: 1 })
      .returning({ id: foodItems.id });
    await db()
      .insert(nutritionProgramTemplateFoodLines)
      .values({ templateId: first.id, day: 'monday', meal: 'lunch', position: 0, foodItemId: food!.id, grams: 50 });
    const withLine = (await admin.get(base)).body.templates.find((t: { id: string }) => t.id === first.id);
    expect(withLine.foodLineCount).toBe(first.foodLineCount + 1);
    await db().delete(foodItems).where(eq(foodItems.id, food!.id));
    const withoutLine = (await admin.get(base)).body.templates.find((t: { id: string }) => t.id === first.id);
    expect(withoutLine.foodLineCount).toBe(first.foodLineCount);

    expect((await admin.delete(`${base}/${first.id}`)).status).toBe(200);
    expect((await admin.delete(`${base}/${first.id}`)).status).toBe(404);
    expect((await admin.get(base)).body.templates.some((t: { id: string }) => t.id === first.id)).toBe(false);
  });

  it('renames only at the version the dialog read: a stale rename is the house 409 and writes nothing', async () => {
    await db().insert(nutritionPrograms).values({ clientId: ids.clientA }).onConflictDoNothing();
    const template = (await admin.post(base, { clientId: ids.clientA, name: `İki sekme ${randomUUID()}` })).body
      .template;
    const readTemplate = async () =>
      (await admin.get(base)).body.templates.find((t: { id: string }) => t.id === template.id);
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PATCH',
      path: `${base}/${template.id}`,
      read: readTemplate,
      first: { name: `Birinci sekme ${randomUUID()}`, description: 'Öğle hafif' },
      second: { name: `İkinci sekme ${randomUUID()}`, description: 'Akşam hafif' },
      savedOf: (body) => body.template,
      shows: (body) => ({ name: body.name, description: body.description }),
    });
  });
});
