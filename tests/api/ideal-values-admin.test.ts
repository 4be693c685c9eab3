import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageBasedFatRatios,
  clients,
  idealAbdominalFatValues,
  idealBodyCompositionValues,
} from '../../src/server/db/schema/index.ts';
import {
  ageBands,
  assessFatRatio,
  defaultAbdominalFat,
  defaultBodyComposition,
  findAgeBand,
} from '../../src/shared/schemas/ideal-values.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
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
async function counts() {
  const [body] = await db().select({ n: count() }).from(idealBodyCompositionValues);
  const [abdominal] = await db().select({ n: count() }).from(idealAbdominalFatValues);
  const [bands] = await db().select({ n: count() }).from(ageBasedFatRatios);
  return { body: body!.n, abdominal: abdominal!.n, bands: bands!.n };
}

const bandsOf = (offset: number) =>
  ageBands.map(([ageStart, ageEnd], index) => ({
    ageStart,
    ageEnd,
    excellent: 10 + offset + index * 0.5,
    good: 15 + offset + index * 0.5,
    average: 20.5 + offset + index * 0.5,
    poor: 25 + offset + index * 0.5,
  }));

describe('ideal values (GET/POST /api/admin/ideal-values)', () => {
  it('answers the defaults of spec 2 §9 while nothing is saved, without writing', async () => {
    const before = await counts();
    const response = await admin.get('/api/admin/ideal-values');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      bodyComposition: { values: defaultBodyComposition, savedAt: null },
      abdominalFat: { values: defaultAbdominalFat, savedAt: null },
    });
    expect(await counts()).toEqual(before);
  });

  it('each save inserts a new row (history kept) and the latest row is read', async () => {
    const before = await counts();
    const first = { ...defaultBodyComposition, hiddenFat: 31.5 };
    const second = { ...defaultBodyComposition, hiddenFat: 29.9, extremelyThin: 11 };
    expect((await admin.post('/api/admin/ideal-values/body-composition', first)).status).toBe(201);
    const saved = await admin.post('/api/admin/ideal-values/body-composition', second);
    expect(saved.status).toBe(201);
    expect(saved.body.bodyComposition.values).toEqual(second);
    const abdominal = await admin.post('/api/admin/ideal-values/abdominal-fat', {
      good: 14,
      average: 24.5,
      poor: 34,
      critical: 44,
    });
    expect(abdominal.status).toBe(201);
    expect(await counts()).toEqual({ ...before, body: before.body + 2, abdominal: before.abdominal + 1 });

    const read = await admin.get('/api/admin/ideal-values');
    expect(read.body.bodyComposition.values).toEqual(second);
    expect(read.body.bodyComposition.savedAt).not.toBeNull();
    expect(read.body.abdominalFat.values).toEqual({ good: 14, average: 24.5, poor: 34, critical: 44 });
  });

  it('reads a value typed with the Turkish decimal comma as the form sends it (issue #39)', async () => {
    const typed = { ...defaultBodyComposition, hiddenFat: '8,5', normal: '20.5', thin: ' 16 ' };
    const saved = await admin.post('/api/admin/ideal-values/body-composition', typed);
    expect(saved.status).toBe(201);
    expect(saved.body.bodyComposition.values).toMatchObject({ hiddenFat: 8.5, normal: 20.5, thin: 16 });
    const abdominal = await admin.post('/api/admin/ideal-values/abdominal-fat', {
      good: '14,5',
      average: '24',
      poor: '34,1',
      critical: 44,
    });
    expect(abdominal.status).toBe(201);
    expect(abdominal.body.abdominalFat.values).toEqual({ good: 14.5, average: 24, poor: 34.1, critical: 44 });
    const bands = bandsOf(0).map((band) => ({ ...band, excellent: '8,5' }));
    const fat = await saveFatTable({ female: bands, male: bandsOf(1) });
    expect(fat.status).toBe(200);
    expect(fat.body.female.every((band: { excellent: number }) => band.excellent === 8.5)).toBe(true);
  });

  it('refuses a missing, non-numeric, out-of-range or two-decimal value with a Turkish 400 and writes nothing', async () => {
    const before = await counts();
    const { thin: _thin, ...missing } = defaultBodyComposition;
    const cases = [
      [missing, 'thin', 'Bu alan gerekli.'],
      [{ ...defaultBodyComposition, normal: 'yirmi' }, 'normal', 'Geçerli bir sayı girin.'],
      [{ ...defaultBodyComposition, normal: '1.000,5' }, 'normal', 'Geçerli bir sayı girin.'],
      [{ ...defaultBodyComposition, normal: '' }, 'normal', 'Bu alan gerekli.'],
      [{ ...defaultBodyComposition, normal: 120 }, 'normal', 'Değer 0 ile 100 arasında olmalıdır.'],
      [{ ...defaultBodyComposition, normal: 20.55 }, 'normal', 'Değer en fazla bir ondalık basamaklı olmalıdır.'],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/ideal-values/body-composition', body);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    const abdominal = await admin.post('/api/admin/ideal-values/abdominal-fat', {
      good: -1,
      average: 1,
      poor: 2,
      critical: 3,
    });
    expect(abdominal.status).toBe(400);
    expect(abdominal.body.fieldErrors.good).toBe('Değer 0 ile 100 arasında olmalıdır.');
    expect(await counts()).toEqual(before);
  });
});

/** 'Tüm Değerleri Kaydet' as the screen sends it: at the version it read. */
async function saveFatTable(body: Record<string, unknown>) {
  const { version } = (await admin.get('/api/admin/ideal-values/age-fat-ratios')).body;
  return admin.put('/api/admin/ideal-values/age-fat-ratios', { ...body, version });
}

describe('age-based fat ratios (GET/PUT /api/admin/ideal-values/age-fat-ratios)', () => {
  it('answers nine empty bands per gender before the first save', async () => {
    await db().delete(ageBasedFatRatios);
    const response = await admin.get('/api/admin/ideal-values/age-fat-ratios');
    expect(response.status).toBe(200);
    expect(response.body.female).toHaveLength(9);
    expect(response.body.version).toBe(0);
    expect(response.body.male.at(-1)).toEqual({
      ageStart: 60,
      ageEnd: 150,
      excellent: null,
      good: null,
      average: null,
      poor: null,
    });
  });

  it('writes all 18 rows, then updates them in place on the unique key', async () => {
    const first = await saveFatTable({ female: bandsOf(5), male: bandsOf(0) });
    expect(first.status).toBe(200);
    expect((await counts()).bands).toBe(18);
    const second = await saveFatTable({ female: bandsOf(6), male: bandsOf(1) });
    expect(second.status).toBe(200);
    expect((await counts()).bands).toBe(18);
    expect(second.body.female[0]).toEqual(bandsOf(6)[0]);
    expect(second.body.male[8]).toEqual(bandsOf(1)[8]);
  });

  it('saves only at the version the form read, all 18 rows as one record (issue #39, ADR 0053)', async () => {
    await saveFatTable({ female: bandsOf(2), male: bandsOf(2) });
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: '/api/admin/ideal-values/age-fat-ratios',
      read: async () => (await admin.get('/api/admin/ideal-values/age-fat-ratios')).body,
      first: { female: bandsOf(3), male: bandsOf(2) },
      second: { female: bandsOf(2), male: bandsOf(4) },
      savedOf: (body) => body,
    });
  });

  it('leaves the version where it is when the same values are saved again', async () => {
    await saveFatTable({ female: bandsOf(7), male: bandsOf(7) });
    const before = (await admin.get('/api/admin/ideal-values/age-fat-ratios')).body;
    const again = await saveFatTable({ female: bandsOf(7), male: bandsOf(7) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(before);
  });

  it('refuses a missing value, a wrong band or a short list with a Turkish 400 and changes nothing', async () => {
    const before = await admin.get('/api/admin/ideal-values/age-fat-ratios');
    const missing = bandsOf(0).map((band, index) => (index === 3 ? { ...band, good: undefined } : band));
    const wrongBand = bandsOf(0).map((band, index) => (index === 0 ? { ...band, ageStart: 18 } : band));
    const cases = [
      [{ female: missing, male: bandsOf(0) }, 'female.3.good', 'Bu alan gerekli.'],
      [{ female: bandsOf(0), male: wrongBand }, 'male.0.ageStart', 'Geçersiz yaş aralığı.'],
      [{ female: bandsOf(0).slice(0, 8), male: bandsOf(0) }, 'female', 'Her yaş aralığı için dört değer girilmelidir.'],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await saveFatTable(body);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    expect((await admin.get('/api/admin/ideal-values/age-fat-ratios')).body).toEqual(before.body);
  });
});

describe("the client's fat band in the report and the measurement history", () => {
  it("answers the saved band for the client's gender and age, and null without a saved table", async () => {
    const clientId = await server.userIdOf(demoEmails.clientA);
    const [client] = await db().select().from(clients).where(eq(clients.id, clientId));
    await db().delete(ageBasedFatRatios);
    expect((await admin.get(`/api/admin/reports/${clientId}`)).body.fatBand).toBeNull();
    expect((await admin.get(`/api/admin/measurements?clientId=${clientId}`)).body.fatBand).toBeNull();

    await saveFatTable({ female: bandsOf(5), male: bandsOf(0) });
    const expected = findAgeBand(client!.gender === 'female' ? bandsOf(5) : bandsOf(0), client!.age);
    const report = await admin.get(`/api/admin/reports/${clientId}`);
    expect(report.body.fatBand).toEqual(expected);
    const history = await admin.get(`/api/admin/measurements?clientId=${clientId}`);
    expect(history.body.fatBand).toEqual(expected);
    expect(history.body.measurements.length).toBeGreaterThan(0);
  });
});

describe('where a fat ratio falls (assessFatRatio, findAgeBand)', () => {
  const band = { ageStart: 30, ageEnd: 34, excellent: 18, good: 22, average: 27, poor: 32 };
  it('reads the four values as upper bounds', () => {
    expect([15, 18, 20, 22, 25, 27, 27.1, 40].map((fat) => assessFatRatio(fat, band))).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
      'poor',
    ]);
  });
  it('finds the band of an age; under 20 reads the first band, 60 and over the last', () => {
    const bands = bandsOf(0);
    expect(findAgeBand(bands, 32)?.ageStart).toBe(30);
    expect(findAgeBand(bands, 17)?.ageStart).toBe(20);
    expect(findAgeBand(bands, 88)?.ageStart).toBe(60);
    expect(findAgeBand([], 40)).toBeUndefined();
  });
});
