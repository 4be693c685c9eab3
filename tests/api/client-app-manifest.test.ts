import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../src/server/db/schema/index.ts';
import { shortNameOf } from '../../src/server/pages/client-app-manifest.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { uploadSiteLogo } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The client area's manifest and icons carry the practice's name and logo (issue #41, ADR 0071): what
// a phone's home screen shows once the app is installed.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-client-app-manifest-'));
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

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

async function readManifest(): Promise<Manifest> {
  const response = await fetch(`${server.baseUrl}/kullanici/manifest.webmanifest`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return (await response.json()) as Manifest;
}

/** A wide red logo, like a menu logo (200×70 suggested): its icons must keep it whole and centred. */
const uploadWideLogo = () => uploadSiteLogo(server.baseUrl, admin, { r: 220, g: 20, b: 20 });

async function pixelAt(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

describe('the client app manifest', () => {
  it("names the practice and uses the built-in mark's icons while it has no logo", async () => {
    const manifest = await readManifest();
    expect(manifest).toMatchObject({ start_url: '/kullanici', name: 'Denge Beslenme Danışan Alanı' });
    expect(manifest.icons.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
      ['/icons/denge-192.png', '192x192', 'any'],
      ['/icons/denge-512.png', '512x512', 'any'],
      ['/icons/denge-maskable-512.png', '512x512', 'maskable'],
    ]);
    const appleIcon = await fetch(`${server.baseUrl}/kullanici/uygulama-ikonu/apple-180.png`, { redirect: 'manual' });
    expect(appleIcon.status).toBe(302);
    expect(appleIcon.headers.get('location')).toBe('/icons/denge-apple-180.png');
  });

  it("follows the site's name, also when it is changed around the admin screen", async () => {
    await server.runtime.deps.db
      .update(siteSettings)
      .set({ siteName: 'Yeşil Vadi Beslenme ve Diyet' })
      .where(eq(siteSettings.id, 1));
    await awaitEarlierLiveEvents(server.runtime.deps);
    const manifest = await readManifest();
    expect(manifest.name).toBe('Yeşil Vadi Beslenme ve Diyet Danışan Alanı');
    expect(manifest.short_name).toBe('Yeşil');
    expect(shortNameOf('Denge')).toBe('Denge');
    expect(shortNameOf('Diyetisyenlikmerkezi Ankara')).toBe('Diyetisyenl…');
  });

  it("draws every icon from the practice's logo, whole and centred, and goes back to the mark without it", async () => {
    const key = await uploadWideLogo();
    const id = key.slice(key.indexOf('/') + 1);
    const manifest = await readManifest();
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      `/kullanici/uygulama-ikonu/192.png?v=${id}`,
      `/kullanici/uygulama-ikonu/512.png?v=${id}`,
      `/kullanici/uygulama-ikonu/maskable-512.png?v=${id}`,
    ]);
    for (const [file, size, safeEdge] of [
      ['192.png', 192, 0.08],
      ['512.png', 512, 0.08],
      ['maskable-512.png', 512, 0.18],
      ['apple-180.png', 180, 0.18],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/kullanici/uygulama-ikonu/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      const { width, height } = await sharp(png).metadata();
      expect([width, height], file).toEqual([size, size]);
      // The logo in the middle, white around it, and nothing of it where a launcher may cut.
      const [red, green] = await pixelAt(png, size / 2, size / 2);
      expect(red, file).toBeGreaterThan(180);
      expect(green, file).toBeLessThan(60);
      expect(await pixelAt(png, 1, 1), file).toEqual([255, 255, 255]);
      expect(await pixelAt(png, Math.floor(size * safeEdge) - 1, size / 2), file).toEqual([255, 255, 255]);

      const etag = response.headers.get('etag');
      expect(etag).toContain(id);
      const again = await fetch(`${server.baseUrl}/kullanici/uygulama-ikonu/${file}`, {
        headers: { 'if-none-match': etag! },
      });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${server.baseUrl}/kullanici/uygulama-ikonu/1024.png`)).status).toBe(404);

    expect((await admin.delete('/api/admin/settings/logo')).status).toBe(200);
    expect((await readManifest()).icons[0]!.src).toBe('/icons/denge-192.png');
    const afterReset = await fetch(`${server.baseUrl}/kullanici/uygulama-ikonu/192.png`, { redirect: 'manual' });
    expect(afterReset.status).toBe(302);
  });
});
