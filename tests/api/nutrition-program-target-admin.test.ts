import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMeasurements, nutritionPrograms, nutritionProgramTemplates } from '../../src/server/db/schema/index.ts';
import { demoProgramTemplates } from '../../src/server/demo/demo-program-templates.ts';
import { averageDayCalories } from '../../src/shared/diet-scaling.ts';
import { formatKcal } from '../../src/shared/format.ts';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A daily target set on the programme, templates scaled to the client's target, and the demo template
// library (issue #40; ADR 0075 and 0086, amendments of stop 54).

let server: TestServer;
let admin: ApiClient;
let clientB: ApiClient;
let ids: { clientA: string; clientB: string; clientC: string };

const templatesPath = '/api/admin/nutrition-program-templates';
const programPath = (clientId: string) => `/api/admin/nutrition-programs/${clientId}`;
const db = () => server.runtime.deps.db;
const programRow = async (clientId: string) =>
  (await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientId)))[0];
const targetInvalid = 'Hedef 800 ile 5000 kcal arasında bir tam sayı olmalıdır.';

type Template = {
  id: string;
  name: string;
  dailyCaloriesTarget: number | null;
  averageDayCalories: number | null;
  foodLineCount: number;
};
type Line = { day: string; grams: number | null; measure: string | null; measureCount: number | null };

const templates = async () => (await admin.get(templatesPath)).body.templates as Template[];
const templateNamed = async (name: string) => (await templates()).find((template) => template.name === name)!;

async function pdfText(clientId: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${programPath(clientId)}/pdf`, {
    headers: { cookie: admin.cookieHeader },
  });
  expect(response.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A client's programme (made when missing) at its current version. */
async function programVersion(clientId: string): Promise<number> {
  await db().insert(nutritionPrograms).values({ clientId }).onConflictDoNothing();
  return (await programRow(clientId))!.version;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  ids = {
    clientA: await server.userIdOf(demoEmails.clientA),
    clientB: await server.userIdOf(demoEmails.clientB),
    clientC: await server.userIdOf(demoEmails.clientC),
  };
});
afterAll(async () => {
  await server?.close();
});

describe('the target set on the programme', () => {
  it('saves with the autosave PATCH, wins over the measurement, reaches the client and the PDF, and clears', async () => {
    const measurement = (await admin.get(programPath(ids.clientA))).body.measurementTarget;
    expect(measurement).toMatchObject({ source: 'measurement', dailyCalories: expect.any(Number) });
    const version = await programVersion(ids.clientA);
    const saved = await admin.patch(programPath(ids.clientA), { version, dailyCaloriesTarget: 1900 });
    expect(saved.status).toBe(200);
    expect(saved.body.program.dailyCaloriesTarget).toBe(1900);
    expect(saved.body.program.version).toBeGreaterThan(version);

    const read = (await admin.get(programPath(ids.clientA))).body;
    expect(read.target).toEqual({ dailyCalories: 1900, source: 'program', measurementDate: null });
    expect(read.measurementTarget).toEqual(measurement);
    const own = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    expect((await own.get('/api/me/nutrition-programs')).body.target).toEqual(read.target);
    expect(await pdfText(ids.clientA)).toContain(`Günlük hedef: ${formatKcal(1900)}`);

    const cleared = await admin.patch(programPath(ids.clientA), {
      version: saved.body.program.version,
      dailyCaloriesTarget: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.program.dailyCaloriesTarget).toBeNull();
    expect((await admin.get(programPath(ids.clientA))).body.target).toEqual(measurement);
    expect(await pdfText(ids.clientA)).toContain(`Günlük hedef: ${formatKcal(measurement.dailyCalories)}`);
  });

  it('refuses a target outside 800–5000, a fraction or a text with a Turkish 400, writing nothing', async () => {
    const version = await programVersion(ids.clientB);
    const before = await programRow(ids.clientB);
    for (const value of [799, 5001, 1800.5, '1800', -1, true]) {
      const response = await admin.patch(programPath(ids.clientB), {
        version,
        dailyCaloriesTarget: value,
        meals: { monday_lunch: 'Bu yazı da kaydedilmemeli' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(targetInvalid);
      expect(response.body.fieldErrors.dailyCaloriesTarget).toBe(targetInvalid);
    }
    expect(await programRow(ids.clientB)).toEqual(before);
  });

  it('answers 409 stale_version for an old version and writes nothing', async () => {
    const version = await programVersion(ids.clientB);
    const before = await programRow(ids.clientB);
    const response = await admin.patch(programPath(ids.clientB), { version: version - 1, dailyCaloriesTarget: 2000 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'stale_version', message: recordVersionMessages.stale });
    expect(await programRow(ids.clientB)).toEqual(before);
  });

  it('is refused by the database outside its range, whatever writes it', async () => {
    await expect(
      db()
        .update(nutritionPrograms)
        .set({ dailyCaloriesTarget: 100 })
        .where(eq(nutritionPrograms.clientId, ids.clientB)),
    ).rejects.toThrow();
  });
});

describe('the demo template library', () => {
  it('holds the demo templates with food lines, their targets and average days near them', async () => {
    const list = await templates();
    for (const demo of demoProgramTemplates) {
      const template = list.find((row) => row.name === demo.name);
      expect(template, demo.name).toBeTruthy();
      expect(template!.dailyCaloriesTarget).toBe(demo.dailyCaloriesTarget);
      expect(template!.foodLineCount).toBeGreaterThan(100);
      expect(Math.abs(template!.averageDayCalories! / demo.dailyCaloriesTarget - 1)).toBeLessThan(0.1);
    }
    // The text-only first template has no lines and so no average.
    const mediterranean = list.find((row) => row.name === 'Akdeniz usulü 1500 kcal');
    expect(mediterranean).toMatchObject({ foodLineCount: 0, averageDayCalories: null, dailyCaloriesTarget: null });
  });

  it('answers each average day as the shared totals of the applied lines say', async () => {
    const template = await templateNamed('Vejetaryen 1800 kcal');
    const applied = await admin.post(`${templatesPath}/${template.id}/apply`, {
      clientId: ids.clientB,
      version: await programVersion(ids.clientB),
    });
    expect(applied.status).toBe(200);
    expect(applied.body.scalePercent).toBeNull();
    expect(averageDayCalories(applied.body.program.foodLines)).toBe(template.averageDayCalories);
  });
});

describe('saving a programme with a target as a template', () => {
  it('copies the target, and lists the template with it and its average day', async () => {
    const version = await programVersion(ids.clientB);
    const saved = await admin.patch(programPath(ids.clientB), { version, dailyCaloriesTarget: 1750 });
    expect(saved.status).toBe(200);
    const created = await admin.post(templatesPath, { clientId: ids.clientB, name: 'Hedefli şablon' });
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({
      dailyCaloriesTarget: 1750,
      averageDayCalories: averageDayCalories(saved.body.program.foodLines),
    });
  });
});

describe('applying a template scaled to the client target', () => {
  it('scales every food line to the target, rounded and within the limits, leaving the texts as written', async () => {
    const template = await templateNamed('Sporcu 2200 kcal yüksek protein');
    const version = await programVersion(ids.clientB);
    const withTarget = await admin.patch(programPath(ids.clientB), { version, dailyCaloriesTarget: 1600 });
    const response = await admin.post(`${templatesPath}/${template.id}/apply`, {
      clientId: ids.clientB,
      version: withTarget.body.program.version,
      scaleToTarget: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.scalePercent).toBe(Math.round((1600 / template.averageDayCalories!) * 100));
    const program = response.body.program;
    expect(program.dailyCaloriesTarget).toBe(1600);
    expect(program.foodLines).toHaveLength(template.foodLineCount);
    for (const line of program.foodLines as Line[]) {
      if (line.grams !== null) {
        expect(line.grams % 5).toBe(0);
        expect(line.grams).toBeGreaterThanOrEqual(5);
        expect(line.grams).toBeLessThanOrEqual(5000);
      } else {
        expect((line.measureCount! * 4) % 1).toBe(0);
        expect(line.measureCount).toBeGreaterThanOrEqual(0.25);
        expect(line.measureCount).toBeLessThanOrEqual(20);
      }
    }
    expect(Math.abs(averageDayCalories(program.foodLines)! / 1600 - 1)).toBeLessThan(0.05);
    const [row] = await db()
      .select({ meals: nutritionProgramTemplates.meals })
      .from(nutritionProgramTemplates)
      .where(eq(nutritionProgramTemplates.id, template.id));
    expect(program.days.monday.breakfast).toBe(row!.meals.monday_breakfast);
    expect(program.days.sunday.dinner).toBe(row!.meals.sunday_dinner);
    // The client sees the scaled week against their target.
    const mine = (await clientB.get('/api/me/nutrition-programs')).body;
    expect(mine.target).toEqual({ dailyCalories: 1600, source: 'program', measurementDate: null });
    expect(mine.program.totals).toEqual(program.totals);
  });

  it('answers 409 stale_version for an old version and writes nothing', async () => {
    const template = await templateNamed('Diyabet dostu 1600 kcal');
    const before = await programRow(ids.clientB);
    const response = await admin.post(`${templatesPath}/${template.id}/apply`, {
      clientId: ids.clientB,
      version: before!.version - 1,
      scaleToTarget: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('stale_version');
    expect(await programRow(ids.clientB)).toEqual(before);
    expect((await admin.get(programPath(ids.clientB))).body.program.foodLines).toHaveLength(
      (await templateNamed('Sporcu 2200 kcal yüksek protein')).foodLineCount,
    );
  });

  it('refuses to scale without a target or without food lines, in Turkish, writing nothing', async () => {
    // Client C has no measurement; their programme sets no target.
    const version = await programVersion(ids.clientC);
    expect(
      await db().select().from(clientMeasurements).where(eq(clientMeasurements.clientId, ids.clientC)),
    ).toHaveLength(0);
    const before = await programRow(ids.clientC);
    const noTarget = await admin.post(`${templatesPath}/${(await templateNamed('Diyabet dostu 1600 kcal')).id}/apply`, {
      clientId: ids.clientC,
      version,
      scaleToTarget: true,
    });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.message).toBe(
      'Danışanın günlük kalori hedefi yok; ölçeklemek için programa bir hedef girin ya da bir ölçüm ekleyin.',
    );
    expect(noTarget.body.fieldErrors.scaleToTarget).toBe(noTarget.body.message);
    expect(await programRow(ids.clientC)).toEqual(before);

    const noLines = await admin.post(`${templatesPath}/${(await templateNamed('Akdeniz usulü 1500 kcal')).id}/apply`, {
      clientId: ids.clientB,
      version: (await programRow(ids.clientB))!.version,
      scaleToTarget: true,
    });
    expect(noLines.status).toBe(400);
    expect(noLines.body.message).toBe('Bu şablonda besin satırı yok; ölçeklenecek bir miktar bulunmuyor.');

    const badChoice = await admin.post(
      `${templatesPath}/${(await templateNamed('Diyabet dostu 1600 kcal')).id}/apply`,
      {
        clientId: ids.clientB,
        version: (await programRow(ids.clientB))!.version,
        scaleToTarget: 'evet',
      },
    );
    expect(badChoice.status).toBe(400);
    expect(badChoice.body.message).toBe('Ölçekleme seçimi geçersiz.');
  });

  it('gives a client with no target of any kind the template target, unscaled', async () => {
    const template = await templateNamed('Diyabet dostu 1600 kcal');
    const response = await admin.post(`${templatesPath}/${template.id}/apply`, {
      clientId: ids.clientC,
      version: await programVersion(ids.clientC),
    });
    expect(response.status).toBe(200);
    expect(response.body.program.dailyCaloriesTarget).toBe(1600);
    expect(averageDayCalories(response.body.program.foodLines)).toBe(template.averageDayCalories);
    expect((await admin.get(programPath(ids.clientC))).body.target).toMatchObject({ source: 'program' });
  });

  it('keeps a target the client already has when applying unscaled', async () => {
    const version = await programVersion(ids.clientB);
    const set = await admin.patch(programPath(ids.clientB), { version, dailyCaloriesTarget: 2100 });
    const response = await admin.post(`${templatesPath}/${(await templateNamed('Diyabet dostu 1600 kcal')).id}/apply`, {
      clientId: ids.clientB,
      version: set.body.program.version,
    });
    expect(response.status).toBe(200);
    expect(response.body.program.dailyCaloriesTarget).toBe(2100);
  });
});
