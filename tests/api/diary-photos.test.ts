import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEntryPhotos, foodItems, storedImages } from '../../src/server/db/schema/index.ts';
import type { ClientDiaryResponse, DiaryDayResponse, DiaryPhoto } from '../../src/shared/schemas/diary.ts';
import { invalidImageMessage, missingImageMessage, privateImageKinds } from '../../src/shared/uploads.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { makeNoisePng, makePng, makeRotatedJpeg } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Meal photos on diary entries (issue #42, ADR 0070 amendment 'meal photos on diary entries'): one
// photo per entry, through the message photos' pipeline (bytes checked, re-encoded, metadata dropped),
// stored as a private kind that /uploads/ never serves, read back only by the entry's client and the
// admins. A refused photo writes nothing: no row, no image row, no file.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-diary-photos-'));
const uploadsDir = path.join(dataDir, 'uploads');
const day = '2026-01-20';
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

/** A client of this test alone, with one lunch entry in their diary. */
async function freshClientWithEntry(label: string) {
  const email = `ogun-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name: `Öğün ${label}`,
    gender: 'female',
    age: 30,
    email,
    password,
    passwordRepeat: password,
    phone: '0555 000 00 00',
  });
  expect(created.status).toBe(201);
  const client = await signedIn(server.baseUrl, 'client', email, password);
  const [food] = await db().select({ id: foodItems.id }).from(foodItems).limit(1);
  const added = await client.post<{ entry: { id: string } }>('/api/me/diary', {
    foodItemId: food!.id,
    date: day,
    mealType: 'lunch',
    portionGrams: 150,
  });
  expect(added.status).toBe(201);
  return { id: created.body.client.id, client, entryId: added.body.entry.id };
}

type Photo = { bytes: Buffer; name: string; type?: string };

/** Uploads an entry's photo as the browser does: FormData with one `photo` file. */
async function uploadPhoto(caller: ApiClient, entryId: string, photo?: Photo) {
  const form = new FormData();
  if (photo)
    form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  const response = await fetch(`${server.baseUrl}/api/me/diary/${entryId}/photo`, {
    method: 'POST',
    headers: { cookie: caller.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { photo: DiaryPhoto; message?: string } };
}

async function fetchBytes(urlPath: string, caller?: ApiClient) {
  const response = await fetch(server.baseUrl + urlPath, { headers: caller ? { cookie: caller.cookieHeader } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function filesOnDisk(): string[] {
  try {
    return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function writtenState() {
  const [photoRows] = await db().select({ n: count() }).from(diaryEntryPhotos);
  const [imageRows] = await db().select({ n: count() }).from(storedImages);
  return { photos: photoRows?.n, images: imageRows?.n, files: filesOnDisk().length };
}

async function imageKeyOf(photoId: string): Promise<string> {
  const [row] = await db().select().from(diaryEntryPhotos).where(eq(diaryEntryPhotos.id, photoId));
  return row!.imageKey;
}

const jpeg = async (): Promise<Photo> => ({ bytes: await makeRotatedJpeg(), name: 'tabak.jpg' });
const png = async (): Promise<Photo> => ({ bytes: await makePng(), name: 'tabak.png', type: 'image/png' });

describe("a diary entry's meal photo", () => {
  it('the client attaches one; the entry carries it on both sides, read only by the owner and the admins', async () => {
    const owner = await freshClientWithEntry('sahip');
    const other = await freshClientWithEntry('diger');
    const sent = await uploadPhoto(owner.client, owner.entryId, await jpeg());
    expect(sent.status).toBe(201);
    const photo = sent.body.photo;
    expect(photo).toEqual({ id: expect.any(String), width: expect.any(Number), height: expect.any(Number) });

    const mine = await owner.client.get<DiaryDayResponse>(`/api/me/diary?date=${day}`);
    expect(mine.body.entries.find((entry) => entry.id === owner.entryId)?.photo).toEqual(photo);
    const theirs = await admin.get<ClientDiaryResponse>(`/api/admin/diary/${owner.id}?date=${day}`);
    expect(theirs.body.day.meals.flatMap((meal) => meal.entries).find((e) => e.id === owner.entryId)?.photo).toEqual(
      photo,
    );
    // Another client's entries say nothing of it.
    const others = await other.client.get<DiaryDayResponse>(`/api/me/diary?date=${day}`);
    expect(others.body.entries.every((entry) => entry.photo === null)).toBe(true);

    const ownerRead = await fetchBytes(`/api/me/diary/photos/${photo.id}`, owner.client);
    expect(ownerRead.status).toBe(200);
    expect(ownerRead.headers.get('content-type')).toBe('image/webp');
    expect(ownerRead.headers.get('cache-control')).toMatch(/^private/);
    const adminRead = await fetchBytes(`/api/admin/diary/photos/${photo.id}?variant=thumbnail`, admin);
    expect(adminRead.status).toBe(200);
    expect(adminRead.headers.get('cache-control')).toMatch(/^private/);
    expect((await sharp(adminRead.bytes).metadata()).width).toBeLessThan(
      (await sharp(ownerRead.bytes).metadata()).width!,
    );

    expect((await fetchBytes(`/api/me/diary/photos/${photo.id}`, other.client)).status).toBe(404);
    expect((await fetchBytes(`/api/me/diary/photos/${photo.id}`)).status).toBe(401);
    expect((await fetchBytes(`/api/admin/diary/photos/${photo.id}`)).status).toBe(401);
    expect((await fetchBytes(`/api/admin/diary/photos/${photo.id}`, owner.client)).status).toBe(403);
    expect((await fetchBytes(`/api/me/diary/photos/${crypto.randomUUID()}`, owner.client)).status).toBe(404);

    // Not at the public path, whatever its files are called.
    const [image] = await db()
      .select()
      .from(storedImages)
      .where(eq(storedImages.key, await imageKeyOf(photo.id)));
    expect(image!.key.startsWith('diary-photo/')).toBe(true);
    for (const file of image!.files) {
      expect((await fetchBytes(`/uploads/${file.key}`)).status).toBe(404);
      expect(filesOnDisk().some((onDisk) => onDisk.endsWith(file.key))).toBe(true);
    }
  });

  it('drops the EXIF metadata of a camera JPEG and turns it upright', async () => {
    const { client, entryId } = await freshClientWithEntry('exif');
    const original = await jpeg();
    expect((await sharp(original.bytes).metadata()).exif).toBeDefined();
    const sent = await uploadPhoto(client, entryId, original);
    expect(sent.status).toBe(201);
    const served = await fetchBytes(`/api/me/diary/photos/${sent.body.photo.id}`, client);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('DengeCam'))).toBe(false);
    expect(metadata.width).toBe(600);
  });

  it('replacing keeps one photo and removes the old files; removing leaves none', async () => {
    const { client, entryId } = await freshClientWithEntry('degistir');
    const first = await uploadPhoto(client, entryId, await jpeg());
    const firstKey = await imageKeyOf(first.body.photo.id);
    const second = await uploadPhoto(client, entryId, await png());
    expect(second.status).toBe(201);
    expect(second.body.photo.id).not.toBe(first.body.photo.id);
    expect(await db().select().from(diaryEntryPhotos).where(eq(diaryEntryPhotos.entryId, entryId))).toHaveLength(1);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, firstKey))).toEqual([]);
    expect(filesOnDisk().some((file) => file.includes(firstKey))).toBe(false);
    expect((await fetchBytes(`/api/me/diary/photos/${first.body.photo.id}`, client)).status).toBe(404);

    const secondKey = await imageKeyOf(second.body.photo.id);
    expect((await client.delete(`/api/me/diary/${entryId}/photo`)).status).toBe(200);
    expect(await db().select().from(diaryEntryPhotos).where(eq(diaryEntryPhotos.entryId, entryId))).toEqual([]);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, secondKey))).toEqual([]);
    expect(filesOnDisk().some((file) => file.includes(secondKey))).toBe(false);
    const entries = await client.get<DiaryDayResponse>(`/api/me/diary?date=${day}`);
    expect(entries.body.entries.find((entry) => entry.id === entryId)?.photo).toBeNull();
    // Nothing left to remove: 404 in Turkish.
    const again = await client.delete<{ message: string }>(`/api/me/diary/${entryId}/photo`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Fotoğraf bulunamadı.');
  });

  it('deleting the entry removes its photo: row, image row, files', async () => {
    const { client, entryId } = await freshClientWithEntry('kayit-sil');
    const sent = await uploadPhoto(client, entryId, await jpeg());
    const imageKey = await imageKeyOf(sent.body.photo.id);
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(true);
    expect((await client.delete(`/api/me/diary/${entryId}`)).status).toBe(200);
    expect(await db().select().from(diaryEntryPhotos).where(eq(diaryEntryPhotos.id, sent.body.photo.id))).toEqual([]);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, imageKey))).toEqual([]);
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(false);
  });

  it('deleting the client removes their meal photos: rows, files, and the route answers 404', async () => {
    const { id, client, entryId } = await freshClientWithEntry('danisan-sil');
    const sent = await uploadPhoto(client, entryId, await jpeg());
    const imageKey = await imageKeyOf(sent.body.photo.id);
    expect((await admin.delete(`/api/admin/clients/${id}`)).status).toBe(200);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, imageKey))).toEqual([]);
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(false);
    expect((await fetchBytes(`/api/admin/diary/photos/${sent.body.photo.id}`, admin)).status).toBe(404);
  });
});

type RefusedCase = [label: string, makePhoto: () => Promise<Photo | undefined>, status: number, message: string];

describe('refused photos write nothing', () => {
  it.each<RefusedCase>([
    [
      'a text file renamed .jpg',
      async () => ({ bytes: Buffer.from('Bu bir resim değil, sadece metin.\n'), name: 'yemek.jpg' }),
      400,
      invalidImageMessage,
    ],
    [
      'a photo over 10 MB',
      async () => ({
        bytes: await makeNoisePng(privateImageKinds['diary-photo'].maxBytes + 1024),
        name: 'buyuk.png',
        type: 'image/png',
      }),
      413,
      privateImageKinds['diary-photo'].tooLargeMessage,
    ],
    ['no file at all', async () => undefined, 400, missingImageMessage],
  ])('%s: a Turkish 4xx', async (_label, makePhoto, status, message) => {
    const { client, entryId } = await freshClientWithEntry('ret');
    const before = await writtenState();
    const refused = await uploadPhoto(client, entryId, await makePhoto());
    expect(refused.status).toBe(status);
    expect(refused.body).toMatchObject({ message });
    expect(await writtenState()).toEqual(before);
  });

  it("another client's entry, or one that does not exist: 404 in Turkish, nothing written", async () => {
    const owner = await freshClientWithEntry('sahibi');
    const other = await freshClientWithEntry('baskasi');
    const before = await writtenState();
    for (const entryId of [owner.entryId, crypto.randomUUID()]) {
      const refused = await uploadPhoto(other.client, entryId, await jpeg());
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ message: 'Günlük kaydı bulunamadı.' });
    }
    expect((await other.client.delete(`/api/me/diary/${owner.entryId}/photo`)).status).toBe(404);
    expect(await writtenState()).toEqual(before);
  });
});
