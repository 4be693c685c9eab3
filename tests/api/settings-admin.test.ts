import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPanelSettings, storedImages } from '../../src/server/db/schema/index.ts';
import { defaultAdminColors } from '../../src/shared/schemas/settings.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { makeGif, makeNoisePng, makePng, svgFile } from '../support/image-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// General settings and the logo through the real app, with uploads on a temporary local disk.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-admins-settings-'));
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

async function upload(kind: string, bytes: Buffer, fileName: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=${kind}`, {
    method: 'POST',
    headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const readRow = async () =>
  (await server.runtime.deps.db.select().from(adminPanelSettings).where(eq(adminPanelSettings.id, 1)))[0];

describe('general settings (appearance)', () => {
  it('answers the defaults (light, readable shades, buttons apart from the delete red) before anything is saved', async () => {
    const response = await admin.get('/api/admin/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      appearance: {
        colorMode: 'light',
        buttonBackground: '#0f766e',
        buttonText: '#ffffff',
        menuBackground: '#047857',
        menuText: '#ffffff',
        logoUrl: null,
        version: 0,
      },
    });
    expect(await readRow()).toBeUndefined();
  });

  it('stores the colour mode and each colour separately, for every admin', async () => {
    const input = {
      colorMode: 'dark',
      buttonBackground: '#1D4ED8',
      buttonText: '#ffffff',
      menuBackground: '#f8fafc',
      menuText: '#0f172a',
    };
    const response = await admin.put('/api/admin/settings/appearance', {
      ...input,
      version: await appearanceVersion(),
    });
    expect(response.status).toBe(200);
    expect(response.body.appearance).toEqual({ ...input, buttonBackground: '#1d4ed8', logoUrl: null, version: 1 });
    // Each colour is its own value (the old screen's button-background box edited the button text).
    expect(await readRow()).toMatchObject({ buttonBackground: '#1d4ed8', buttonText: '#ffffff' });

    const secondEmail = `ikinci.yonetici.${Date.now()}@ornek.com`;
    await admin.post('/api/admin/admins', {
      name: 'İkinci',
      surname: 'Yönetici',
      email: secondEmail,
      password: 'Papatya-Bahcesi-2026',
    });
    const second = await signedIn(server.baseUrl, 'admin', secondEmail, 'Papatya-Bahcesi-2026');
    expect((await second.get('/api/admin/settings')).body.appearance).toMatchObject({
      colorMode: 'dark',
      buttonBackground: '#1d4ed8',
    });
  });

  it('refuses bad colours, a bad mode and unreadable pairs with Turkish field errors, writing nothing', async () => {
    await admin.put('/api/admin/settings/appearance', {
      colorMode: 'light',
      ...defaultAdminColors,
      version: await appearanceVersion(),
    });
    const before = await readRow();
    const valid = { colorMode: 'light', ...defaultAdminColors };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ buttonBackground: 'red' }, 'buttonBackground', 'Renk #RRGGBB biçiminde olmalıdır (ör. #ef4444).'],
      [{ menuText: '#fff' }, 'menuText', 'Renk #RRGGBB biçiminde olmalıdır (ör. #ef4444).'],
      [{ buttonText: 'javascript:alert(1)' }, 'buttonText', 'Renk #RRGGBB biçiminde olmalıdır (ör. #ef4444).'],
      [{ colorMode: 'sepia' }, 'colorMode', 'Tema seçin.'],
      [
        { buttonBackground: '#ef4444', buttonText: '#ffffff' },
        'buttonText',
        'Buton yazı rengi buton arka planı üzerinde okunamıyor; daha koyu ya da daha açık bir renk seçin (kontrast en az 4,5:1).',
      ],
      // A primary button in the destructive buttons' red would make every Save look like a Delete
      // (issue #39): the old default #dc2626 and the spec's #ef4444 among them.
      [
        { buttonBackground: '#dc2626', buttonText: '#ffffff' },
        'buttonBackground',
        'Bu renk silme butonlarının kırmızısına çok yakın; kaydetme butonları silme butonlarından ayırt edilemez. Başka bir renk seçin.',
      ],
      [
        { buttonBackground: '#be123c', buttonText: '#ffffff' },
        'buttonBackground',
        'Bu renk silme butonlarının kırmızısına çok yakın; kaydetme butonları silme butonlarından ayırt edilemez. Başka bir renk seçin.',
      ],
      [
        { menuBackground: '#10b981', menuText: '#ffffff' },
        'menuText',
        'Menü yazı rengi menü arka planı üzerinde okunamıyor; daha koyu ya da daha açık bir renk seçin (kontrast en az 4,5:1).',
      ],
    ];
    const version = await appearanceVersion();
    for (const [override, field, message] of cases) {
      const response = await admin.put('/api/admin/settings/appearance', { ...valid, ...override, version });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    expect(await readRow()).toEqual(before);
  });

  it('saves only at the version the screen read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const read = async () => (await admin.get('/api/admin/settings')).body.appearance;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: '/api/admin/settings/appearance',
      read,
      first: { colorMode: 'dark', ...defaultAdminColors },
      second: { colorMode: 'light', ...defaultAdminColors, menuBackground: '#1e3a8a' },
      savedOf: (body) => body.appearance,
    });
    // The logo has its own screen and moves no version: the colours' form stays current.
    const { version } = await read();
    expect((await admin.delete('/api/admin/settings/logo')).status).toBe(200);
    expect((await read()).version).toBe(version);
  });
});

/** The version the general settings screen reads (0 while never saved, ADR 0053). */
const appearanceVersion = async (): Promise<number> => (await admin.get('/api/admin/settings')).body.appearance.version;

describe('logo settings', () => {
  it('takes an uploaded image as the site logo that every visitor, admin and client sees', async () => {
    const uploaded = await upload('logo', await makePng(), 'logo.png');
    expect(uploaded.status).toBe(201);
    const response = await admin.put('/api/admin/settings/logo', { logoKey: uploaded.body.key });
    expect(response.status).toBe(200);
    const { logoUrl } = response.body.appearance;
    expect(logoUrl).toBe(uploaded.body.url);
    expect(logoUrl).toMatch(/^\/uploads\/logo\//);

    const visitor = new ApiClient(server.baseUrl);
    expect((await visitor.get('/api/settings/logo')).body).toEqual({ logoUrl });
    // The public top bar's server-rendered data carries it (the kept public reads were dropped).
    expect((await visitor.get('/api/content/site')).body.logoUrl).toBe(logoUrl);
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    expect((await client.get('/api/settings/logo')).body).toEqual({ logoUrl });
    const image = await fetch(`${server.baseUrl}${logoUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('replaces the previous logo (its stored image is removed) and resets to the default', async () => {
    const previousKey = (await readRow())!.logoKey!;
    const uploaded = await upload('logo', await makeGif(), 'logo.gif', 'image/gif');
    expect(uploaded.status).toBe(201);
    const replaced = await admin.put('/api/admin/settings/logo', { logoKey: uploaded.body.key });
    expect(replaced.status).toBe(200);
    const db = server.runtime.deps.db;
    expect(await db.select().from(storedImages).where(eq(storedImages.key, previousKey))).toEqual([]);
    expect(await fetch(`${server.baseUrl}/uploads/${previousKey}/400.webp`).then((r) => r.status)).not.toBe(200);

    const reset = await admin.delete('/api/admin/settings/logo');
    expect(reset.status).toBe(200);
    expect(reset.body.appearance.logoUrl).toBeNull();
    expect(await db.select().from(storedImages).where(eq(storedImages.key, uploaded.body.key))).toEqual([]);
    expect((await new ApiClient(server.baseUrl).get('/api/content/site')).body.logoUrl).toBeNull();
  });

  it("refuses files that are not images and logos over 2 MB with the spec's texts, storing nothing", async () => {
    const rowsBefore = (await server.runtime.deps.db.select().from(storedImages)).length;
    const svg = await upload('logo', svgFile, 'logo.png');
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe('Lütfen geçerli bir resim dosyası seçin');
    const text = await upload('logo', Buffer.from('bu bir resim değil'), 'logo.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Lütfen geçerli bir resim dosyası seçin');
    const large = await upload('logo', await makeNoisePng(2 * 1024 * 1024 + 1), 'buyuk.png');
    expect(large.status).toBe(413);
    expect(large.body.message).toBe("Logo dosyası 2MB'dan küçük olmalıdır");
    expect((await server.runtime.deps.db.select().from(storedImages)).length).toBe(rowsBefore);
  });

  it('refuses a key that is unknown, empty or of another kind of image, changing nothing', async () => {
    const before = await readRow();
    const unknown = await admin.put('/api/admin/settings/logo', { logoKey: 'logo/yok-boyle-bir-anahtar' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('image_not_found');
    const empty = await admin.put('/api/admin/settings/logo', { logoKey: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.logoKey).toBe('Lütfen bir logo seçin.');
    const product = await upload('product', await makePng(), 'urun.png');
    const wrongKind = await admin.put('/api/admin/settings/logo', { logoKey: product.body.key });
    expect(wrongKind.status).toBe(400);
    expect(await readRow()).toEqual(before);
  });
});
