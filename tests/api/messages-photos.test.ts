import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePhotos, messages, storedImages } from '../../src/server/db/schema/index.ts';
import { messagesValidationMessages, type Message } from '../../src/shared/schemas/messages.ts';
import { invalidImageMessage, privateImageKinds } from '../../src/shared/uploads.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { makeNoisePng, makePng, makeRotatedJpeg } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Message photos (issue #42, ADR 0070 amendment): sent with a message as multipart, through the upload
// pipeline (bytes checked, re-encoded, metadata dropped), stored as a private kind that /uploads/ never
// serves, and read back only by the conversation's client and the admins. A refused photo refuses the
// whole message: no message row, no image row, no file.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-message-photos-'));
const uploadsDir = path.join(dataDir, 'uploads');
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

/** A client of this test alone, so no other test's messages or rate-limit hits are in the way. */
async function freshClient(label: string) {
  const email = `foto-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name: `Foto ${label}`,
    gender: 'female',
    age: 30,
    email,
    password,
    passwordRepeat: password,
    phone: '0555 000 00 00',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id, client: await signedIn(server.baseUrl, 'client', email, password) };
}

type Photo = { bytes: Buffer; name: string; type?: string };

/** Sends a message with photos as the browser does: FormData with `text` and repeated `photos`. */
async function sendWithPhotos(caller: ApiClient, sendPath: string, photos: Photo[], text?: string) {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  for (const photo of photos)
    form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  const response = await fetch(server.baseUrl + sendPath, {
    method: 'POST',
    headers: { cookie: caller.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message: Message } & { message?: unknown } };
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

async function writtenState(clientId: string) {
  const [messageRows] = await db().select({ n: count() }).from(messages).where(eq(messages.clientId, clientId));
  const [photoRows] = await db().select({ n: count() }).from(messagePhotos);
  const [imageRows] = await db().select({ n: count() }).from(storedImages);
  return { messages: messageRows?.n, photos: photoRows?.n, images: imageRows?.n, files: filesOnDisk().length };
}

const jpeg = async (): Promise<Photo> => ({ bytes: await makeRotatedJpeg(), name: 'tabak.jpg' });

describe('sending a message with photos', () => {
  it('a client sends text and two photos; both sides read them, and only them', async () => {
    const owner = await freshClient('sahip');
    const other = await freshClient('diger');
    const sent = await sendWithPhotos(
      owner.client,
      '/api/me/messages/photos',
      [await jpeg(), { bytes: await makePng(), name: 'b.png', type: 'image/png' }],
      '  Öğle yemeğim  ',
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message.text).toBe('Öğle yemeğim');
    expect(sent.body.message.images).toHaveLength(2);
    const [photo] = sent.body.message.images;
    expect(photo).toEqual({ id: expect.any(String), width: expect.any(Number), height: expect.any(Number) });

    // The conversation carries them on both sides.
    const mine = await owner.client.get<{ messages: Message[] }>('/api/me/messages');
    expect(mine.body.messages.at(-1)?.images).toEqual(sent.body.message.images);
    const theirs = await admin.get<{ messages: Message[] }>(`/api/admin/messages/${owner.id}`);
    expect(theirs.body.messages.at(-1)?.images).toEqual(sent.body.message.images);

    const ownerRead = await fetchBytes(`/api/me/messages/photos/${photo!.id}`, owner.client);
    expect(ownerRead.status).toBe(200);
    expect(ownerRead.headers.get('content-type')).toBe('image/webp');
    expect(ownerRead.headers.get('cache-control')).toMatch(/^private/);
    const adminRead = await fetchBytes(`/api/admin/messages/photos/${photo!.id}?variant=thumbnail`, admin);
    expect(adminRead.status).toBe(200);
    expect(adminRead.headers.get('cache-control')).toMatch(/^private/);
    // The thumbnail is the small file, the full view the large one.
    expect((await sharp(adminRead.bytes).metadata()).width).toBeLessThan(
      (await sharp(ownerRead.bytes).metadata()).width!,
    );

    expect((await fetchBytes(`/api/me/messages/photos/${photo!.id}`, other.client)).status).toBe(404);
    expect((await fetchBytes(`/api/me/messages/photos/${photo!.id}`)).status).toBe(401);
    expect((await fetchBytes(`/api/admin/messages/photos/${photo!.id}`)).status).toBe(401);
    expect((await fetchBytes(`/api/me/messages/photos/${crypto.randomUUID()}`, owner.client)).status).toBe(404);

    // Not at the public path, whatever its files are called.
    const [row] = await db().select().from(messagePhotos).where(eq(messagePhotos.id, photo!.id));
    const [image] = await db().select().from(storedImages).where(eq(storedImages.key, row!.imageKey));
    expect(image!.key.startsWith('message-photo/')).toBe(true);
    for (const file of image!.files) {
      const publicRead = await fetchBytes(`/uploads/${file.key}`);
      expect(publicRead.status).toBe(404);
      expect(filesOnDisk().some((onDisk) => onDisk.endsWith(file.key))).toBe(true);
    }
  });

  it('drops the EXIF metadata of a camera JPEG (location, camera) and turns it upright', async () => {
    const { client } = await freshClient('exif');
    const original = await jpeg();
    expect((await sharp(original.bytes).metadata()).exif).toBeDefined();
    const sent = await sendWithPhotos(client, '/api/me/messages/photos', [original]);
    expect(sent.status).toBe(201);
    expect(sent.body.message.text).toBe('');
    const served = await fetchBytes(`/api/me/messages/photos/${sent.body.message.images[0]!.id}`, client);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('DengeCam'))).toBe(false);
    // 800×600 with "rotate 90°": stored upright, 600 wide.
    expect(metadata.width).toBe(600);
  });

  it('an admin sends a photo into a client conversation; the client reads it', async () => {
    const { id, client } = await freshClient('admin');
    const sent = await sendWithPhotos(
      admin,
      `/api/admin/messages/${id}/photos`,
      [await jpeg()],
      'Porsiyon böyle olmalı',
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message.senderRole).toBe('admin');
    const photoId = sent.body.message.images[0]!.id;
    expect((await fetchBytes(`/api/me/messages/photos/${photoId}`, client)).status).toBe(200);
    expect((await fetchBytes(`/api/admin/messages/photos/${photoId}`, admin)).status).toBe(200);
    // The inbox's preview of a photo-only message says so.
    const photoOnly = await sendWithPhotos(admin, `/api/admin/messages/${id}/photos`, [await jpeg()]);
    expect(photoOnly.status).toBe(201);
    const inbox = await admin.get<{ items: { clientId: string; lastMessageText: string }[] }>('/api/admin/messages');
    expect(inbox.body.items.find((item) => item.clientId === id)?.lastMessageText).toBe('Fotoğraf');
    // A client that does not exist: 404, nothing written.
    const before = await writtenState(id);
    expect(
      (await sendWithPhotos(admin, `/api/admin/messages/${crypto.randomUUID()}/photos`, [await jpeg()])).status,
    ).toBe(404);
    expect(await writtenState(id)).toEqual(before);
  });
});

describe('deleting a client', () => {
  it("removes the photos of the client's messages: rows, files, and the route answers 404", async () => {
    const { id, client } = await freshClient('silinen');
    const sent = await sendWithPhotos(client, '/api/me/messages/photos', [await jpeg()]);
    expect(sent.status).toBe(201);
    const photoId = sent.body.message.images[0]!.id;
    const [row] = await db().select().from(messagePhotos).where(eq(messagePhotos.id, photoId));
    const imageKey = row!.imageKey;
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(true);

    expect((await admin.delete(`/api/admin/clients/${id}`)).status).toBe(200);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, imageKey))).toEqual([]);
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(false);
    expect((await fetchBytes(`/api/admin/messages/photos/${photoId}`, admin)).status).toBe(404);
  });
});

describe('refused photo messages write nothing', () => {
  it.each([
    ['neither text nor photos', async () => [] as Photo[], 400, messagesValidationMessages.emptyMessage],
    [
      'five photos',
      async () =>
        Promise.all(
          [1, 2, 3, 4, 5].map(async (n) => ({ bytes: await makePng(), name: `${n}.png`, type: 'image/png' })),
        ),
      400,
      messagesValidationMessages.tooManyPhotos,
    ],
    [
      'a text file renamed .jpg (beside a good photo)',
      async () => [await jpeg(), { bytes: Buffer.from('Bu bir resim değil, sadece metin.\n'), name: 'yemek.jpg' }],
      400,
      invalidImageMessage,
    ],
    [
      'a photo over 10 MB',
      async () => [
        {
          bytes: await makeNoisePng(privateImageKinds['message-photo'].maxBytes + 1024),
          name: 'buyuk.png',
          type: 'image/png',
        },
      ],
      413,
      privateImageKinds['message-photo'].tooLargeMessage,
    ],
  ] as const)('%s: a Turkish 4xx', async (_label, makePhotos, status, message) => {
    const { id, client } = await freshClient('ret');
    const before = await writtenState(id);
    const refused = await sendWithPhotos(client, '/api/me/messages/photos', await makePhotos(), '');
    expect(refused.status).toBe(status);
    expect(refused.body).toMatchObject({ message });
    expect(await writtenState(id)).toEqual(before);
  });

  it('a message body with no multipart form is "choose an image", nothing written', async () => {
    const { id, client } = await freshClient('json');
    const before = await writtenState(id);
    const refused = await client.post('/api/me/messages/photos', { text: 'merhaba' });
    expect(refused.status).toBe(400);
    expect(await writtenState(id)).toEqual(before);
  });
});
