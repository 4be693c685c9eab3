import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nutritionPrograms } from '../../src/server/db/schema/index.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';

let server: TestServer;
let admin: ApiClient;
let ids: { clientA: string; clientC: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  ids = { clientA: await server.userIdOf(demoEmails.clientA), clientC: await server.userIdOf(demoEmails.clientC) };
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const programRow = async (clientId: string) =>
  (await db().select().from(nutritionPrograms).where(eq(nutritionPrograms.clientId, clientId)))[0];

describe('reading a programme (GET /api/admin/nutrition-programs/:clientId)', () => {
  it("answers client A's week with its version, and null for a client without one", async () => {
    const response = await admin.get(`/api/admin/nutrition-programs/${ids.clientA}`);
    expect(response.status).toBe(200);
    expect(response.body.program).toMatchObject({ clientId: ids.clientA, version: expect.any(Number) });
    expect(response.body.program.days.monday.lunch).toContain('mercimek çorbası');
    const none = await admin.get(`/api/admin/nutrition-programs/${ids.clientC}`);
    expect(none.body).toEqual({
      client: { id: ids.clientC, name: expect.any(String) },
      program: null,
      target: null,
      measurementTarget: null,
    });
    expect((await admin.get('/api/admin/nutrition-programs/bir-danisan')).status).toBe(404);
    const unknown = await admin.get('/api/admin/nutrition-programs/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
  });
});

describe("'Yeni Program Oluştur' (POST /api/admin/nutrition-programs)", () => {
  it('creates one empty programme per client; a second create is a Turkish 409', async () => {
    const created = await admin.post('/api/admin/nutrition-programs', { clientId: ids.clientC });
    expect(created.status).toBe(201);
    expect(created.body.program).toMatchObject({ clientId: ids.clientC, version: 1, notes: '' });
    expect(Object.values(created.body.program.days).flatMap((day) => Object.values(day as object))).toEqual(
      Array(42).fill(''),
    );
    const again = await admin.post('/api/admin/nutrition-programs', { clientId: ids.clientC });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'program_exists',
      message: 'Bu danışanın zaten bir beslenme programı var. Sayfayı yenileyin.',
    });
  });

  it('refuses an unknown or malformed client with a Turkish 4xx', async () => {
    const unknown = await admin.post('/api/admin/nutrition-programs', {
      clientId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    const malformed = await admin.post('/api/admin/nutrition-programs', { clientId: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors.clientId).toBe('Geçersiz danışan seçimi.');
  });
});

describe('saving (PATCH /api/admin/nutrition-programs/:clientId)', () => {
  it('saves only the changed fields, raises the version, and the client sees it', async () => {
    const before = await programRow(ids.clientA);
    const response = await admin.patch(`/api/admin/nutrition-programs/${ids.clientA}`, {
      version: before!.version,
      meals: { tuesday_dinner: 'Izgara levrek, roka salatası' },
      notes: 'Günde 8 bardak su; akşam 20.00’den sonra yemek yok.',
    });
    expect(response.status).toBe(200);
    expect(response.body.program.version).toBe(before!.version + 1);
    const after = await programRow(ids.clientA);
    expect(after).toMatchObject({ tuesday_dinner: 'Izgara levrek, roka salatası', monday_lunch: before!.monday_lunch });
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const seen = await clientA.get('/api/me/nutrition-programs');
    expect(seen.body.program.days.tuesday.dinner).toBe('Izgara levrek, roka salatası');
  });

  it('refuses a stale version (another tab saved first) with a Turkish 409 and keeps the other save', async () => {
    const start = (await programRow(ids.clientA))!.version;
    const tabOne = await admin.patch(`/api/admin/nutrition-programs/${ids.clientA}`, {
      version: start,
      meals: { friday_breakfast: 'Birinci sekme' },
    });
    expect(tabOne.status).toBe(200);
    const tabTwo = await admin.patch(`/api/admin/nutrition-programs/${ids.clientA}`, {
      version: start,
      meals: { friday_breakfast: 'İkinci sekme' },
    });
    expect(tabTwo.status).toBe(409);
    expect(tabTwo.body).toEqual({ code: 'stale_version', message: recordVersionMessages.stale });
    expect((await programRow(ids.clientA))!.friday_breakfast).toBe('Birinci sekme');
  });

  it('refuses unknown fields, too long text, no change or no version with a Turkish 400, writing nothing', async () => {
    const before = await programRow(ids.clientA);
    const cases = [
      [{ version: before!.version, meals: { funday_lunch: 'x' } }, 'Geçersiz program alanı.'],
      [
        { version: before!.version, meals: { monday_lunch: 'a'.repeat(2001) } },
        'Bir öğün en fazla 2000 karakter olabilir.',
      ],
      [{ version: before!.version, notes: 'a'.repeat(5001) }, 'Genel notlar en fazla 5000 karakter olabilir.'],
      [{ version: before!.version }, 'Kaydedilecek bir değişiklik yok.'],
      [{ meals: { monday_lunch: 'x' } }, recordVersionMessages.missing],
    ] as const;
    for (const [body, message] of cases) {
      const response = await admin.patch(`/api/admin/nutrition-programs/${ids.clientA}`, body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await programRow(ids.clientA)).toEqual(before);
  });

  it('answers 404 for a client without a programme', async () => {
    const response = await admin.patch('/api/admin/nutrition-programs/00000000-0000-4000-8000-000000000000', {
      version: 1,
      notes: 'x',
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Beslenme programı bulunamadı.');
  });
});
