import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, foodItems, nutritionPrograms } from '../../src/server/db/schema/index.ts';
import { toBusinessDay } from '../../src/shared/dates.ts';
import { formatKcal, formatNumber } from '../../src/shared/format.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { clearProgrammeFoodLines } from '../support/clinical-fixtures.ts';
import { uploadSiteLogo } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The diet list as a PDF (issue #40, ADR 0079): the client downloads their own, the dietitian any
// client's; the file's text holds the meals, the foods with their Turkish letters, and the totals.

// Uploads (the practice's logo) go to a folder of this test's own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-diet-list-pdf-'));
let server: TestServer;
let admin: ApiClient;
let clientA: ApiClient;
let clientB: ApiClient;
let clientC: ApiClient;
let ids: { clientA: string; clientB: string; clientC: string };

beforeAll(async () => {
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
  ids = {
    clientA: await server.userIdOf(demoEmails.clientA),
    clientB: await server.userIdOf(demoEmails.clientB),
    clientC: await server.userIdOf(demoEmails.clientC),
  };
  // The demo client's week comes with food lines; these tests build their own on that programme.
  await clearProgrammeFoodLines(server.runtime.deps.db, ids.clientA);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => server.runtime.deps.db;

/** A download as bytes (the JSON client would read it as text). */
async function download(caller: ApiClient, path: string) {
  const response = await fetch(server.baseUrl + path, { headers: { cookie: caller.cookieHeader } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** Client A's programme with Turkish text and food lines, saved through the editor's own PATCH. */
async function writeClientAProgram() {
  await db().insert(nutritionPrograms).values({ clientId: ids.clientA }).onConflictDoNothing();
  const [row] = await db()
    .select({ version: nutritionPrograms.version })
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, ids.clientA));
  // An apple (Meyveler) by grams and white cheese (Süt ve süt ürünleri) by slices of its own 30 g.
  const foods = await db()
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .where(inArray(foodItems.name, ['Elma', 'Beyaz peynir']))
    .orderBy(desc(foodItems.name));
  const response = await admin.patch(`/api/admin/nutrition-programs/${ids.clientA}`, {
    version: row!.version,
    meals: {
      monday_breakfast: 'Şekersiz çay, ığdır kayısısı; İçecek: ılık su',
      tuesday_dinner: 'Zeytinyağlı pırasa',
    },
    notes: 'Günde 2 litre su için.',
    foodLines: {
      monday_breakfast: [
        { foodId: foods[0]!.id, grams: 150, note: 'Haşlanmış, tuzsuz' },
        { foodId: foods[1]!.id, measure: 'slice', measureCount: 2 },
      ],
      sunday_breakfast: [{ foodId: foods[1]!.id, measure: 'slice', measureCount: 1 }],
    },
  });
  expect(response.status).toBe(200);
  return { program: response.body.program, foods };
}

describe('GET /api/me/nutrition-programs/pdf and /api/admin/nutrition-programs/:clientId/pdf', () => {
  it("holds the client's meals, foods with Turkish letters, totals and page numbers", async () => {
    const { program, foods } = await writeClientAProgram();
    const [client] = await db().select({ name: clients.name }).from(clients).where(eq(clients.id, ids.clientA));

    const { response, bytes } = await download(clientA, '/api/me/nutrition-programs/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="beslenme-programi-[a-z0-9-]+-${toBusinessDay()}\\.pdf"$`),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await pdfText(bytes);
    expect(text).toContain('Beslenme Programı');
    expect(text).toContain(client!.name);
    expect(text).toContain('Şekersiz çay, ığdır kayısısı; İçecek: ılık su');
    expect(text).toContain('Zeytinyağlı pırasa');
    expect(text).toContain('Günde 2 litre su için.');
    expect(text).toContain('Haşlanmış, tuzsuz');
    for (const food of foods) expect(text).toContain(food.name);
    // White cheese's own slice is 30 g (the default slice is 25 g).
    expect(text).toContain('2 × 1 dilim (60 g)');
    // The meal's and the day's totals are the programme's own (totalDietWeek), as shown on screen.
    const monday = program.totals.monday;
    expect(text).toContain(`Öğün toplamı: ${formatKcal(monday.meals.breakfast.calories)}`);
    expect(text).toContain(`Gün toplamı: ${formatKcal(monday.total.calories)}`);
    // Only the days with food lines have totals (Monday, Sunday): Tuesday's free text alone adds up to nothing.
    expect(text.match(/Gün toplamı:/g)).toHaveLength(2);
    expect(text).toContain(`Protein ${formatNumber(monday.total.protein)} g`);
    expect(text).toContain(`Sayfa 1 / ${pages}`);
    // The week's shopping list: each food once under its category's heading, the categories in the
    // market's fixed order, its lines' grams summed (2 + 1 slices of white cheese at 30 g = 90 g).
    expect(text).toContain('Alışveriş Listesi');
    expect(text).toContain('Pazartesi – Pazar');
    const shopping = text.slice(text.indexOf('Alışveriş Listesi'));
    expect(shopping).toMatch(/Meyveler\s+Elma\s+150 g\s+Süt ve süt ürünleri\s+Beyaz peynir\s+90 g/);

    // The dietitian downloads the same list from the editor.
    const fromEditor = await download(admin, `/api/admin/nutrition-programs/${ids.clientA}/pdf`);
    expect(fromEditor.response.status).toBe(200);
    expect((await pdfText(fromEditor.bytes)).text).toContain('Şekersiz çay, ığdır kayısısı');
  });

  it('limits the shopping list to the chosen days, and refuses a bad range in Turkish', async () => {
    await writeClientAProgram();
    const tuesdayOnly = await download(
      admin,
      `/api/admin/nutrition-programs/${ids.clientA}/pdf?from=tuesday&to=friday`,
    );
    expect(tuesdayOnly.response.status).toBe(200);
    // Monday's and Sunday's lines are the only ones: no shopping list for Tuesday to Friday.
    expect((await pdfText(tuesdayOnly.bytes)).text).not.toContain('Alışveriş Listesi');
    const mondayOnly = await download(clientA, '/api/me/nutrition-programs/pdf?from=monday&to=monday');
    const mondayText = (await pdfText(mondayOnly.bytes)).text;
    expect(mondayText).toContain('Alışveriş Listesi');
    // Only Monday's two slices of white cheese: 60 g, not the week's 90 g.
    expect(mondayText.slice(mondayText.indexOf('Alışveriş Listesi'))).toMatch(/Beyaz peynir\s+60 g/);

    const backwards = await admin.get(`/api/admin/nutrition-programs/${ids.clientA}/pdf?from=friday&to=monday`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Alışveriş listesinin ilk günü son gününden sonra olamaz.');
    const unknownDay = await clientA.get('/api/me/nutrition-programs/pdf?from=pazartesi');
    expect(unknownDay.status).toBe(400);
    expect(unknownDay.body.message).toBe('Alışveriş listesi için geçerli bir gün seçin.');
  });

  it("never gives one client another's list", async () => {
    await writeClientAProgram();
    // Client B's own download is B's programme (or a 404), never A's text.
    const own = await download(clientB, '/api/me/nutrition-programs/pdf');
    if (own.response.status === 200) expect((await pdfText(own.bytes)).text).not.toContain('ığdır kayısısı');
    else expect(own.response.status).toBe(404);
    // The editor's route is the dietitian's only.
    const other = await download(clientB, `/api/admin/nutrition-programs/${ids.clientA}/pdf`);
    expect(other.response.status).toBe(403);
    expect(other.bytes.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    const anonymous = await fetch(`${server.baseUrl}/api/me/nutrition-programs/pdf`);
    expect(anonymous.status).toBe(401);
  });

  it('answers a Turkish 404 when there is no programme or no such client', async () => {
    await db().delete(nutritionPrograms).where(eq(nutritionPrograms.clientId, ids.clientC));
    const mine = await clientC.get('/api/me/nutrition-programs/pdf');
    expect(mine.status).toBe(404);
    expect(mine.body.message).toBe('Beslenme programı bulunamadı.');
    const editor = await admin.get(`/api/admin/nutrition-programs/${ids.clientC}/pdf`);
    expect(editor.status).toBe(404);
    expect(editor.body.message).toBe('Beslenme programı bulunamadı.');
    const unknown = await admin.get('/api/admin/nutrition-programs/00000000-0000-4000-8000-000000000000/pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    const badId = await admin.get('/api/admin/nutrition-programs/abc/pdf');
    expect(badId.status).toBe(404);
  });
});

describe("the practice's logo on the diet list", () => {
  /** pdfkit writes every embedded picture as an image XObject. */
  const imageCount = (bytes: Buffer) => bytes.toString('latin1').split('/Subtype /Image').length - 1;

  it('draws the uploaded logo at the top of the first page, and none without one', async () => {
    await writeClientAProgram();
    const without = await download(admin, `/api/admin/nutrition-programs/${ids.clientA}/pdf`);
    expect(without.response.status).toBe(200);
    expect(imageCount(without.bytes)).toBe(0);

    await uploadSiteLogo(server.baseUrl, admin, { r: 15, g: 118, b: 110 });

    for (const caller of [admin, clientA]) {
      const pdfPath =
        caller === admin ? `/api/admin/nutrition-programs/${ids.clientA}/pdf` : '/api/me/nutrition-programs/pdf';
      const { response, bytes } = await download(caller, pdfPath);
      expect(response.status).toBe(200);
      expect(imageCount(bytes)).toBe(1);
      // The heading's text is all still there beside it.
      const { text } = await pdfText(bytes);
      expect(text).toContain('Beslenme Programı');
    }
    expect((await admin.delete('/api/admin/settings/logo')).status).toBe(200);
    expect(imageCount((await download(admin, `/api/admin/nutrition-programs/${ids.clientA}/pdf`)).bytes)).toBe(0);
  });
});
