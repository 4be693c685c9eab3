import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImages } from '../../src/server/db/schema/index.ts';
import { withImageChanges } from '../../src/server/storage/image-changes.ts';
import { createS3Driver } from '../../src/server/storage/s3-driver.ts';
import { invalidImageMessage } from '../../src/shared/uploads.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { htmlFile, makePng, makeRotatedJpeg } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The S3 driver against s3rver, a local server that speaks the S3 protocol, through the real app:
// uploads land in the bucket, /uploads/* serves them from there, replaced images are deleted.

const s3Dir = mkdtempSync(path.join(tmpdir(), 'denge-s3rver-'));
let s3: S3rver;
let endpoint: string;
let server: TestServer;
let admin: ApiClient;

const s3Settings = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'denge-uploads',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'denge-uploads' }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  server = await startTestServer({ env: s3Settings() });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const bucket = () =>
  createS3Driver({
    endpoint,
    region: 'us-east-1',
    bucket: 'denge-uploads',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

async function upload(kind: string, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=${kind}`, {
    method: 'POST',
    // Browsers send Origin on every write; the API refuses writes that say nothing of their origin.
    headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('S3 storage', () => {
  it('the app uses the S3 driver when S3_BUCKET is set', () => {
    expect(server.runtime.deps.storage.kind).toBe('s3');
  });

  it('stores the re-encoded files in the bucket and serves them through /uploads/*', async () => {
    const result = await upload('team', await makeRotatedJpeg(), 'foto.jpg');
    expect(result.status).toBe(201);
    for (const variant of result.body.variants) expect(await bucket().exists(variant.key)).toBe(true);

    const served = await fetch(server.baseUrl + result.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([600, 800, undefined]);
    expect((await fetch(`${server.baseUrl}/uploads/team/AAAAAAAAAAAAAAAAAAAAAA/600.webp`)).status).toBe(404);
  });

  it('refuses a bad file without writing anything to the bucket', async () => {
    const before = (await server.runtime.deps.db.select().from(storedImages)).length;
    const result = await upload('product', htmlFile, 'resim.png');
    expect(result).toMatchObject({ status: 400, body: { message: invalidImageMessage } });
    expect((await server.runtime.deps.db.select().from(storedImages)).length).toBe(before);
  });

  it('removes the replaced image from the bucket after the commit, and a stored one on rollback', async () => {
    const deps = { db: server.runtime.deps.db, storage: server.runtime.deps.storage };
    const old = await upload('product', await makePng(), 'a.png');
    await withImageChanges(deps, (_tx, images) => images.attach(old.body.key, 'product'));

    let storedInFailedSave: string[] = [];
    await expect(
      withImageChanges(deps, async (_tx, images) => {
        const image = await images.store('product', await makePng());
        storedInFailedSave = image.variants.map((variant) => variant.key);
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    for (const key of storedInFailedSave) expect(await bucket().exists(key)).toBe(false);

    const replacement = await withImageChanges(deps, async (_tx, images) => {
      const image = await images.store('product', await makePng());
      await images.remove(old.body.key);
      return image;
    });
    for (const variant of old.body.variants) expect(await bucket().exists(variant.key)).toBe(false);
    for (const variant of replacement.variants) expect(await bucket().exists(variant.key)).toBe(true);
  });

  it('lets pages load images from S3_PUBLIC_URL (CSP img-src)', async () => {
    const publicServer = await startTestServer({
      env: { ...s3Settings(), S3_PUBLIC_URL: 'https://cdn.example/denge' },
    });
    try {
      // Any page, even one not found: the pages' CSP is what lists image sources (the API's allows none).
      const response = await fetch(`${publicServer.baseUrl}/bir-sayfa`);
      expect(response.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/cdn\.example/);
      const plain = await fetch(`${server.baseUrl}/bir-sayfa`);
      expect(plain.headers.get('content-security-policy')).toMatch(/img-src /);
      expect(plain.headers.get('content-security-policy')).not.toContain('cdn.example');
    } finally {
      await publicServer.close();
    }
  });

  it('points URLs at S3_PUBLIC_URL when the bucket is public', () => {
    const publicBucket = createS3Driver({
      region: 'us-east-1',
      bucket: 'b',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/denge/',
    });
    expect(publicBucket.urlOf('team/abcdefghij/600.webp')).toBe('https://cdn.example/denge/team/abcdefghij/600.webp');
  });
});
