import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises, storedImages } from '../../src/server/db/schema/index.ts';
import { type AdminExercise, wholeMinutes } from '../../src/shared/schemas/exercises.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { makeGif, makePng } from '../support/image-fixtures.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-exercises-'));
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => server.runtime.deps.db;
const exerciseCount = async () => (await db().select({ n: count() }).from(exercises))[0]!.n;

async function uploadExerciseImage(bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'hareket');
  const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=exercise`, {
    method: 'POST',
    // Browsers send Origin on every write; the API refuses writes that say nothing of their origin.
    headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  return (await response.json()) as { key: string; url: string };
}

const valid = {
  name: 'Şınav',
  description: 'Eller omuz genişliğinde, gövde düz.',
  category: 'strength',
  duration: 150,
  gifUrl: 'https://example.com/sinav.gif',
};

describe('the exercise library (admin)', () => {
  it('lists the seeded exercises in Turkish order, the same ones the client area shows', async () => {
    const response = await admin.get('/api/admin/exercises');
    expect(response.status).toBe(200);
    const names = response.body.exercises.map((exercise: { name: string }) => exercise.name);
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort(new Intl.Collator('tr').compare)).toEqual(names);
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const library = await clientA.get('/api/me/exercises');
    expect(library.body.exercises.map((exercise: { name: string }) => exercise.name)).toEqual(names);
  });

  it('creates with a URL, edits, and the client library shows the change; whole minutes round down', async () => {
    const created = await admin.post('/api/admin/exercises', valid);
    expect(created.status).toBe(201);
    expect(created.body.exercise).toMatchObject({ ...valid, imageKey: null });
    expect(wholeMinutes(created.body.exercise.duration)).toBe(2);

    const id = created.body.exercise.id as string;
    const edited = await admin.put(`/api/admin/exercises/${id}`, {
      ...valid,
      name: 'Dizler yerde şınav',
      category: 'flexibility',
      duration: 59,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.exercise).toMatchObject({ name: 'Dizler yerde şınav', category: 'flexibility', duration: 59 });
    expect(wholeMinutes(59)).toBe(0);
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const library = await clientA.get('/api/me/exercises');
    expect(library.body.exercises).toContainEqual(expect.objectContaining({ id, name: 'Dizler yerde şınav' }));
  });

  it('takes an uploaded picture, replaces it, and removes it with the exercise', async () => {
    const gif = await uploadExerciseImage(await makeGif(), 'image/gif');
    const created = await admin.post('/api/admin/exercises', { ...valid, gifUrl: '', imageKey: gif.key });
    expect(created.status).toBe(201);
    expect(created.body.exercise).toMatchObject({ imageKey: gif.key, gifUrl: gif.url });
    const id = created.body.exercise.id as string;

    const png = await uploadExerciseImage(await makePng(), 'image/png');
    const replaced = await admin.put(`/api/admin/exercises/${id}`, {
      ...valid,
      gifUrl: '',
      imageKey: png.key,
      version: 1,
    });
    expect(replaced.body.exercise).toMatchObject({ imageKey: png.key, gifUrl: png.url });
    expect(await db().select().from(storedImages).where(eq(storedImages.key, gif.key))).toEqual([]);

    // Switching to a URL lets the uploaded picture go.
    const toUrl = await admin.put(`/api/admin/exercises/${id}`, { ...valid, version: 2 });
    expect(toUrl.body.exercise).toMatchObject({ imageKey: null, gifUrl: valid.gifUrl });
    expect(await db().select().from(storedImages).where(eq(storedImages.key, png.key))).toEqual([]);

    const deleted = await admin.delete(`/api/admin/exercises/${id}`);
    expect(deleted.body).toEqual({ ok: true });
    expect((await admin.delete(`/api/admin/exercises/${id}`)).status).toBe(404);
  });

  it('saves an edit only at the version its dialog read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const id = (await admin.post('/api/admin/exercises', valid)).body.exercise.id as string;
    const read = async () =>
      ((await admin.get('/api/admin/exercises')).body.exercises as AdminExercise[]).find((row) => row.id === id)!;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `/api/admin/exercises/${id}`,
      read,
      first: { ...valid, name: 'Birinci sekme şınavı' },
      second: { ...valid, duration: 240 },
      savedOf: (body) => body.exercise,
    });
    expect(await read()).toMatchObject({ name: valid.name, duration: 240 });
  });

  it('refuses bad input with a Turkish 400 and writes nothing', async () => {
    const before = await exerciseCount();
    const cases = [
      [{ ...valid, name: ' ' }, 'name', 'Egzersiz adı gerekli.'],
      [{ ...valid, category: 'yoga' }, 'category', 'Kategori seçin.'],
      [{ ...valid, duration: 0 }, 'duration', 'Süre en az 1 saniye olmalıdır.'],
      [{ ...valid, duration: 1.5 }, 'duration', 'Süre tam sayı (saniye) olmalıdır.'],
      [{ ...valid, duration: undefined }, 'duration', 'Süre gerekli.'],
      [{ ...valid, gifUrl: 'javascript:alert(1)' }, 'gifUrl', 'Geçerli bir URL girin (http:// veya https://).'],
      [{ ...valid, gifUrl: '' }, 'gifUrl', 'Bir görsel yükleyin veya GIF URL girin.'],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/exercises', body);
      expect(response.status, field).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    const unknownImage = await admin.post('/api/admin/exercises', { ...valid, imageKey: 'exercise/yok' });
    expect(unknownImage.status).toBe(400);
    expect(await exerciseCount()).toBe(before);
  });
});
