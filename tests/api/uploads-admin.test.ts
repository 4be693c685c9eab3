import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedImages } from '../../src/server/db/schema/index.ts';
import { withImageChanges } from '../../src/server/storage/image-changes.ts';
import { pruneUnattachedImages } from '../../src/server/storage/image-store.ts';
import { imageKinds, invalidImageMessage, missingImageMessage } from '../../src/shared/uploads.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import {
  htmlFile,
  makeGif,
  makeJpegZipPolyglot,
  makeNoisePng,
  makePng,
  makeRotatedJpeg,
  makeTruncatedPng,
  makeWebp,
  svgFile,
} from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Uploads through the real app with the local-disk driver in a temporary DATA_DIR: every accepted
// type is re-encoded and served with immutable caching; every bad file gets a Turkish 4xx and leaves
// no file and no row behind; files follow the transaction that uses them.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-uploads-'));
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

beforeEach(async () => {
  await server.runtime.deps.db.delete(storedImages);
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function upload(kind: string, bytes: Buffer, fileName: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=${kind}`, {
    method: 'POST',
    // Browsers send Origin on every write; the API refuses writes that say nothing of their origin.
    headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

function filesOnDisk(): string[] {
  try {
    return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function rowCount() {
  return (await server.runtime.deps.db.select().from(storedImages)).length;
}

describe('image uploads', () => {
  it.each([
    ['PNG', makePng, 'image/png'],
    ['GIF', makeGif, 'image/gif'],
    ['WebP', makeWebp, 'image/webp'],
  ] as const)(
    'stores a %s as WebP files in the widths its kind uses, served with immutable caching',
    async (_name, make, type) => {
      const result = await upload('product', await make(), 'urun.bin', type);
      expect(result.status).toBe(201);
      const image = result.body;
      expect(image.key).toMatch(/^product\/[A-Za-z0-9_-]{22}$/);
      expect(image.width).toBe(800);
      // 1200 is not enlarged: the 800 px original stays 800; 600 and 300 are made from it.
      expect(image.variants.map((variant: any) => variant.width)).toEqual([800, 600, 300]);
      expect(image.url).toBe(`/uploads/${image.key}/1200.webp`);

      const served = await fetch(server.baseUrl + image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(await rowCount()).toBe(1);
    },
  );

  it('turns a JPEG upright by its EXIF flag and drops its metadata', async () => {
    const result = await upload('team', await makeRotatedJpeg(), 'foto.jpg', 'image/jpeg');
    expect(result.status).toBe(201);
    // The 800×600 picture with "rotate 90°" becomes 600 wide, 800 high.
    expect([result.body.width, result.body.height]).toEqual([600, 800]);
    const served = await fetch(server.baseUrl + result.body.url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('adds an AVIF of the largest width for hero pictures', async () => {
    const result = await upload('slider', await makePng(), 'slayt.png');
    expect(result.status).toBe(201);
    expect(result.body.variants.map((variant: any) => variant.format)).toEqual(['webp', 'avif', 'webp', 'webp']);
    const avif = await fetch(server.baseUrl + result.body.variants[1].url);
    expect(avif.headers.get('content-type')).toBe('image/avif');
  });

  it.each([
    ['an SVG', () => svgFile, 'logo.svg', 'image/svg+xml'],
    ['an HTML file named .png', () => htmlFile, 'resim.png', 'image/png'],
    ['a JPEG with a ZIP appended', makeJpegZipPolyglot, 'foto.jpg', 'image/jpeg'],
    ['a truncated PNG', makeTruncatedPng, 'yarim.png', 'image/png'],
  ] as const)('refuses %s with the Turkish image text, leaving nothing behind', async (_name, make, fileName, type) => {
    const result = await upload('product', await make(), fileName, type);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ code: 'invalid_image', message: invalidImageMessage });
    expect(filesOnDisk()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it('refuses a file over its kind limit with the spec text of that kind', async () => {
    const bigPng = await makeNoisePng(imageKinds.team.maxBytes + 1000);
    const team = await upload('team', bigPng, 'buyuk.png');
    expect(team.status).toBe(413);
    expect(team.body.message).toBe("Resim dosyası 2MB'dan küçük olmalıdır");
    // The same file is within the product limit (5 MB).
    const product = await upload('product', bigPng, 'buyuk.png');
    expect(product.status).toBe(201);
    await server.runtime.deps.db.delete(storedImages);
    rmSync(uploadsDir, { recursive: true, force: true });

    // Far over the limit: refused while the body is read, with the same text.
    const huge = await makeNoisePng(imageKinds.product.maxBytes + 2 * 1024 * 1024);
    const refused = await upload('product', huge, 'dev.png');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe("Dosya boyutu 5MB'dan küçük olmalıdır");
    const logo = await upload('logo', bigPng, 'logo.png');
    expect(logo.body.message).toBe("Logo dosyası 2MB'dan küçük olmalıdır");
    const slider = await upload('slider', await makeNoisePng(imageKinds.slider.maxBytes + 1000), 'slayt.png');
    expect(slider).toMatchObject({ status: 413, body: { message: "Dosya boyutu 10MB'dan büyük olamaz." } });
    expect(filesOnDisk()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it('asks for an image when there is no file, and refuses an unknown kind', async () => {
    const empty = await admin.post('/api/admin/uploads/images?kind=product', {});
    expect(empty).toMatchObject({ status: 400, body: { message: missingImageMessage } });
    const unknown = await upload('virus', await makePng(), 'a.png');
    expect(unknown).toMatchObject({ status: 400, body: { code: 'invalid_image_kind' } });
  });

  it('serves nothing outside the stored keys', async () => {
    for (const probe of ['/uploads/../auth-secret', '/uploads/product/x/..%2F..%2Fauth-secret', '/uploads/nope']) {
      const response = await fetch(server.baseUrl + probe);
      expect(response.status).toBe(404);
    }
  });
});

describe('files follow the transaction that uses them', () => {
  const deps = () => ({ db: server.runtime.deps.db, storage: server.runtime.deps.storage });

  it('removes a stored image again when the transaction fails', async () => {
    const png = await makePng();
    await expect(
      withImageChanges(deps(), async (_tx, images) => {
        await images.store('content', png);
        expect(filesOnDisk().length).toBeGreaterThan(0);
        throw new Error('the record could not be saved');
      }),
    ).rejects.toThrow('the record could not be saved');
    expect(filesOnDisk()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it('attaches an uploaded image and removes the replaced one after the commit', async () => {
    const first = await upload('team', await makePng(), 'a.png');
    const second = await upload('team', await makeWebp(), 'b.webp');
    await withImageChanges(deps(), (_tx, images) => images.attach(first.body.key, 'team'));
    await withImageChanges(deps(), async (_tx, images) => {
      await images.attach(second.body.key, 'team');
      await images.remove(first.body.key);
    });
    expect((await fetch(server.baseUrl + first.body.url)).status).toBe(404);
    expect((await fetch(server.baseUrl + second.body.url)).status).toBe(200);
    const rows = await server.runtime.deps.db.select().from(storedImages);
    expect(rows.map((row) => row.key)).toEqual([second.body.key]);
    expect(rows[0]!.attachedAt).not.toBeNull();
  });

  it('keeps the old image when the replacing transaction fails', async () => {
    const old = await upload('team', await makePng(), 'a.png');
    await withImageChanges(deps(), (_tx, images) => images.attach(old.body.key, 'team'));
    await expect(
      withImageChanges(deps(), async (_tx, images) => {
        await images.store('team', await makeGif());
        await images.remove(old.body.key);
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    expect((await fetch(server.baseUrl + old.body.url)).status).toBe(200);
    const rows = await server.runtime.deps.db.select().from(storedImages);
    expect(rows.map((row) => row.key)).toEqual([old.body.key]);
  });

  it('refuses to attach an unknown image, one of another kind, or one already in use', async () => {
    const image = await upload('team', await makePng(), 'a.png');
    await expect(withImageChanges(deps(), (_tx, images) => images.attach(image.body.key, 'product'))).rejects.toThrow(
      'Görsel bulunamadı',
    );
    await withImageChanges(deps(), (_tx, images) => images.attach(image.body.key, 'team'));
    await expect(withImageChanges(deps(), (_tx, images) => images.attach(image.body.key, 'team'))).rejects.toThrow(
      'Görsel bulunamadı',
    );
  });

  it('housekeeping removes uploads that no record took within a day', async () => {
    const kept = await upload('team', await makePng(), 'a.png');
    const stale = await upload('team', await makePng(), 'b.png');
    const fresh = await upload('team', await makePng(), 'c.png');
    await withImageChanges(deps(), (_tx, images) => images.attach(kept.body.key, 'team'));
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    const { db, storage } = deps();
    await db.update(storedImages).set({ createdAt: dayAgo }).where(eq(storedImages.key, stale.body.key));
    await db.update(storedImages).set({ createdAt: dayAgo }).where(eq(storedImages.key, kept.body.key));
    expect(await pruneUnattachedImages(db, storage, { olderThanMs: 24 * 3600_000 })).toBe(1);
    expect((await fetch(server.baseUrl + stale.body.url)).status).toBe(404);
    expect((await fetch(server.baseUrl + kept.body.url)).status).toBe(200);
    expect((await fetch(server.baseUrl + fresh.body.url)).status).toBe(200);
  });
});
