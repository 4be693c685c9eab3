import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMeasurements, clients } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { Measurement } from '../../src/shared/schemas/measurements.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  const created = await admin.post('/api/admin/clients', {
    name: 'Ölçüm Danışanı',
    gender: 'male',
    age: 40,
    email: `olcum.${Date.now()}@ornek.com`,
    password: 'gizli123',
    passwordRepeat: 'gizli123',
    phone: '0532 111 22 33',
  });
  clientId = created.body.client.id;
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const measurementCount = async () => (await db().select({ n: count() }).from(clientMeasurements))[0]!.n;

describe('measurements', () => {
  it('adds, lists newest first, edits and deletes a measurement', async () => {
    const first = await admin.post('/api/admin/measurements', { clientId, ...measurementValues() });
    expect(first.status).toBe(201);
    expect(first.body.measurement).toMatchObject({ clientId, ...measurementValues() });
    // Form inputs send text, with a Turkish decimal comma.
    const second = await admin.post('/api/admin/measurements', {
      clientId,
      ...measurementValues({ measurementDate: '2026-02-10', weight: '89,6', waist: '97.5' }),
    });
    expect(second.status).toBe(201);
    expect(second.body.measurement).toMatchObject({ weight: 89.6, waist: 97.5 });

    const list = await admin.get(`/api/admin/measurements?clientId=${clientId}`);
    expect(list.status).toBe(200);
    expect(list.body.measurements.map((m: { measurementDate: string }) => m.measurementDate)).toEqual([
      '2026-02-10',
      '2026-01-10',
    ]);

    const id = first.body.measurement.id;
    const edited = await admin.put(`/api/admin/measurements/${id}`, {
      ...measurementValues({ weight: 91.9, measurementDate: '2026-01-11' }),
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.measurement).toMatchObject({ id, weight: 91.9, measurementDate: '2026-01-11' });

    const removed = await admin.delete(`/api/admin/measurements/${id}`);
    expect(removed.status).toBe(200);
    expect(await db().select().from(clientMeasurements).where(eq(clientMeasurements.id, id))).toEqual([]);
    const again = await admin.delete(`/api/admin/measurements/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Ölçüm bulunamadı.');
  });

  it.each([
    ['a negative weight', { weight: -5 }, 'Kilo 1 ile 500 kg arasında olmalıdır.'],
    ['an absurd weight', { weight: 900 }, 'Kilo 1 ile 500 kg arasında olmalıdır.'],
    ['a fat ratio above 100', { fatRatio: 130 }, 'Yağ Oranı %0 ile %100 arasında olmalıdır.'],
    ['a negative water ratio', { waterRatio: -1 }, 'Su Oranı %0 ile %100 arasında olmalıdır.'],
    ['two decimals', { muscleRatio: 33.15 }, 'Kas Oranı en fazla bir ondalık basamak içerebilir.'],
    ['fractional calories', { dailyCalories: 2000.5 }, 'Günlük Kalori İhtiyacı tam sayı olmalıdır.'],
    ['an absurd metabolic age', { metabolicAge: 300 }, 'Metabolik Yaş 0 ile 120 arasında olmalıdır.'],
    ['a zero waist', { waist: 0 }, 'Bel Çevresi 1 ile 300 cm arasında olmalıdır.'],
    ['a missing hip', { hip: '' }, 'Kalça Çevresi gerekli.'],
    ['a missing chest', { chest: undefined }, 'Göğüs Çevresi gerekli.'],
    ['text as bone mass', { boneMass: 'üç' }, 'Kemik Kütlesi bir sayı olmalıdır.'],
    ['no date', { measurementDate: '' }, 'Ölçüm tarihi gerekli.'],
    ['an impossible date', { measurementDate: '2026-02-30' }, 'Geçerli bir ölçüm tarihi girin.'],
    ['a future date', { measurementDate: '2999-01-01' }, 'Ölçüm tarihi bugünden sonra olamaz.'],
  ])('refuses %s with a Turkish 400 and writes nothing', async (_case, overrides, message) => {
    const before = await measurementCount();
    const created = await admin.post('/api/admin/measurements', { clientId, ...measurementValues(overrides) });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message);
    expect(await measurementCount()).toBe(before);
  });

  it('refuses an edit with bad values and leaves the row as it was', async () => {
    const created = await admin.post('/api/admin/measurements', {
      clientId,
      ...measurementValues({ measurementDate: todayInIstanbul() }),
    });
    const id = created.body.measurement.id;
    const [before] = await db().select().from(clientMeasurements).where(eq(clientMeasurements.id, id));
    const response = await admin.put(`/api/admin/measurements/${id}`, {
      ...measurementValues({ weight: 'abc', fatRatio: 20 }),
      version: 1,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Kilo bir sayı olmalıdır.');
    const [after] = await db().select().from(clientMeasurements).where(eq(clientMeasurements.id, id));
    expect(after).toEqual(before);
    const unknown = await admin.put(`/api/admin/measurements/${crypto.randomUUID()}`, {
      ...measurementValues(),
      version: 1,
    });
    expect(unknown.status).toBe(404);
  });

  it('saves an edit only at the version its row read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const created = await admin.post('/api/admin/measurements', { clientId, ...measurementValues() });
    const id = created.body.measurement.id as string;
    const read = async () =>
      ((await admin.get(`/api/admin/measurements?clientId=${clientId}`)).body.measurements as Measurement[]).find(
        (measurement) => measurement.id === id,
      )!;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `/api/admin/measurements/${id}`,
      read,
      first: measurementValues({ weight: 77.7 }),
      second: measurementValues({ waist: 88.8 }),
      savedOf: (body) => body.measurement,
    });
    expect(await read()).toMatchObject({ weight: measurementValues().weight, waist: 88.8 });
  });

  it('needs an existing client: unknown (404), missing or malformed (400), nothing written', async () => {
    const before = await measurementCount();
    const unknown = await admin.post('/api/admin/measurements', {
      clientId: crypto.randomUUID(),
      ...measurementValues(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    for (const bad of [undefined, 'abc']) {
      const response = await admin.post('/api/admin/measurements', { clientId: bad, ...measurementValues() });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Lütfen bir danışan seçin.');
    }
    expect(await measurementCount()).toBe(before);
    const list = await admin.get('/api/admin/measurements');
    expect(list.status).toBe(400);
    expect(list.body.message).toBe('Lütfen bir danışan seçin.');
  });

  it("is gone with the client: deleting the client removes the client's measurements", async () => {
    const [row] = await db().select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    expect(row).toBeDefined();
    expect((await admin.delete(`/api/admin/clients/${clientId}`)).status).toBe(200);
    expect(await db().select().from(clientMeasurements).where(eq(clientMeasurements.clientId, clientId))).toEqual([]);
    const list = await admin.get(`/api/admin/measurements?clientId=${clientId}`);
    expect(list.status).toBe(404);
  });
});
