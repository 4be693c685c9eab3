import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalTextVersions } from '../../src/server/db/schema/index.ts';
import { createPublicContentSource } from '../../src/server/modules/content/content-service.ts';
import { readCurrentLegalText } from '../../src/server/modules/legal-texts/legal-texts-service.ts';
import { createPublicAppointmentsSource } from '../../src/server/modules/appointments/appointments-availability-service.ts';
import { createPublicShopSource } from '../../src/server/modules/shop/shop-catalogue-service.ts';
import { legalTextKinds, legalTextPaths } from '../../src/shared/legal-text-constants.ts';
import { legalTextsValidationMessages } from '../../src/shared/schemas/legal-texts.ts';
import { renderPublicPage } from '../../src/web/entry-server.tsx';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The legal texts with versions (issue #43, ADR 0076): every publish is a new row with the next
// number, old versions never change, the body is sanitised, and the public page shows the newest.

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
const versionsOf = (kind: (typeof legalTextKinds)[number]) =>
  db().select().from(legalTextVersions).where(eq(legalTextVersions.kind, kind)).orderBy(legalTextVersions.version);
const publish = (kind: string, body: string) => admin.post(`/api/admin/legal-texts/${kind}/versions`, { body });

describe('the templates every database starts with', () => {
  it('has version 1 of each of the five texts, marked as a template', async () => {
    const { body } = await admin.get('/api/admin/legal-texts');
    expect(body.legalTexts.map((row: { kind: string }) => row.kind)).toEqual([...legalTextKinds]);
    for (const kind of legalTextKinds) {
      const current = await readCurrentLegalText(db(), kind);
      expect(current.version).toBeGreaterThanOrEqual(1);
      const [first] = await versionsOf(kind);
      expect(first?.version).toBe(1);
      expect(first?.body).toContain('Şablon metin');
      expect(first?.publishedByAdminId).toBeNull();
    }
  });
});

describe('publishing a new version', () => {
  it('makes version 2, then 3, and leaves the older versions as they were', async () => {
    const [template] = await versionsOf('privacy-notice');
    const second = await publish('privacy-notice', '<h2>Veri sorumlusu</h2><p>İkinci sürüm.</p>');
    expect(second.status).toBe(201);
    expect(second.body.legalText).toMatchObject({ kind: 'privacy-notice', version: 2 });
    const third = await publish('privacy-notice', '<p>Üçüncü sürüm.</p>');
    expect(third.body.legalText.version).toBe(3);

    const rows = await versionsOf('privacy-notice');
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3]);
    expect(rows[0]).toEqual(template);
    expect(rows[1]?.body).toBe('<h2>Veri sorumlusu</h2><p>İkinci sürüm.</p>');
    const adminId = await server.userIdOf(demoEmails.admin);
    expect(rows[2]?.publishedByAdminId).toBe(adminId);

    const detail = await admin.get('/api/admin/legal-texts/privacy-notice');
    expect(detail.body.current).toMatchObject({ version: 3, body: '<p>Üçüncü sürüm.</p>' });
    expect(detail.body.versions.map((row: { version: number }) => row.version)).toEqual([3, 2, 1]);
    expect(detail.body.versions[0].publishedBy).toBeTruthy();
    expect(detail.body.versions[2].publishedBy).toBeNull();

    const old = await admin.get('/api/admin/legal-texts/privacy-notice/versions/2');
    expect(old.body.legalText).toMatchObject({ version: 2, body: '<h2>Veri sorumlusu</h2><p>İkinci sürüm.</p>' });
    expect(await readCurrentLegalText(db(), 'privacy-notice')).toMatchObject({ version: 3 });
  });

  it('gives two saves at once different numbers', async () => {
    const before = (await versionsOf('explicit-consent')).length;
    const results = await Promise.all([
      publish('explicit-consent', '<p>Aynı anda A.</p>'),
      publish('explicit-consent', '<p>Aynı anda B.</p>'),
      publish('explicit-consent', '<p>Aynı anda C.</p>'),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    const numbers = results.map((result) => result.body.legalText.version as number).sort();
    expect(numbers).toEqual([before + 1, before + 2, before + 3]);
    expect((await versionsOf('explicit-consent')).map((row) => row.version)).toEqual(
      Array.from({ length: before + 3 }, (_, index) => index + 1),
    );
  });

  it('keeps no script or event handler of the body', async () => {
    const response = await publish(
      'cookie-policy',
      '<p onclick="alert(1)">Çerezler<script>alert(2)</script><img src=x onerror=alert(3)></p>',
    );
    expect(response.status).toBe(201);
    const [row] = await db()
      .select()
      .from(legalTextVersions)
      .where(
        and(
          eq(legalTextVersions.kind, 'cookie-policy'),
          eq(legalTextVersions.version, response.body.legalText.version),
        ),
      );
    expect(row?.body).toContain('Çerezler');
    expect(row?.body).not.toMatch(/script|onerror|onclick|alert/i);
  });

  it('refuses an empty text with a Turkish 400 and writes nothing', async () => {
    const rowCount = async () => (await db().select({ n: count() }).from(legalTextVersions))[0]!.n;
    const before = await rowCount();
    for (const body of ['', '   ', '<p></p>', '<p><script>alert(1)</script></p>', '<p>&nbsp;</p>']) {
      const response = await publish('distance-sales-contract', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(legalTextsValidationMessages.bodyRequired);
    }
    expect(await rowCount()).toBe(before);
  });

  it('answers 404 for a kind or version that does not exist', async () => {
    expect((await publish('gizlilik', '<p>x</p>')).status).toBe(404);
    expect((await admin.get('/api/admin/legal-texts/gizlilik')).status).toBe(404);
    expect((await admin.get('/api/admin/legal-texts/cookie-policy/versions/999')).status).toBe(404);
    expect((await admin.get('/api/admin/legal-texts/cookie-policy/versions/abc')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/legal-texts/gizlilik`)).status).toBe(404);
  });

  it('never changes a published version, even written around the service', async () => {
    await expect(
      db().update(legalTextVersions).set({ body: '<p>değişti</p>' }).where(eq(legalTextVersions.version, 1)),
    ).rejects.toThrow();
  });
});

describe('the public pages', () => {
  const origin = 'https://denge.example';
  async function render(pathname: string) {
    const page = await renderPublicPage({
      request: new Request(`${origin}${pathname}`),
      content: createPublicContentSource(db()),
      shop: createPublicShopSource(db()),
      appointments: createPublicAppointmentsSource(db()),
      nonce: 'test-nonce',
      origin,
    });
    if (page.kind !== 'page') throw new Error(`expected a page, got a redirect to ${page.location}`);
    return page;
  }

  it('shows the newest version with its number, and the footer links to all five', async () => {
    await render(legalTextPaths['pre-information-form']); // kept now: the publish must drop it
    const published = await publish('pre-information-form', '<p>Satıcı: Denge Beslenme, yeni sürüm.</p>');
    await awaitEarlierLiveEvents(server.runtime.deps);
    const page = await render(legalTextPaths['pre-information-form']);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Ön Bilgilendirme Formu');
    expect(page.body).toContain(`Sürüm ${published.body.legalText.version} · `);
    expect(page.body).toContain('Satıcı: Denge Beslenme, yeni sürüm.');
    expect(page.entry).toBe('islands');
    expect(page.head).toContain(`<link rel="canonical" href="${origin}/on-bilgilendirme-formu"`);
    for (const path of Object.values(legalTextPaths)) expect(page.body).toContain(`href="${path}"`);
    // The seller as the demo's site settings name it.
    expect(page.body).toContain('Denge Beslenme Danışmanlık Ltd. Şti.');
    expect(page.body).toContain('MERSİS No: 0123456789000015');
    expect(page.body).toContain('Kadıköy V.D. 1234567890');

    const api = await (await fetch(`${server.baseUrl}/api/legal-texts/pre-information-form`)).json();
    expect(api.legalText.version).toBe(published.body.legalText.version);
  });

  it('renders each of the five addresses', async () => {
    for (const path of Object.values(legalTextPaths)) {
      const page = await render(path);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/Sürüm \d+ · \d+ [A-ZÇĞİÖŞÜa-zçğıöşü]+ \d{4}/);
    }
  });
});

describe("the seller's details in the site settings", () => {
  const settingsPath = '/api/admin/content/site-settings';
  const saveSettings = async (changes: Record<string, unknown>) => {
    const { siteSettings } = (await admin.get(settingsPath)).body;
    const { whatsappNumber: _number, whatsappMessage: _message, ...fields } = siteSettings;
    return admin.put(settingsPath, { ...fields, ...changes });
  };
  const publicSite = async () => (await (await fetch(`${server.baseUrl}/api/content/site`)).json()) as any;

  it('saves them, keeps them when a save leaves them out, and clears them when blank', async () => {
    const saved = await saveSettings({ tradeName: 'Örnek Beslenme Ltd. Şti.', mersisNumber: '0999888777666555' });
    expect(saved.status).toBe(200);
    expect(saved.body.siteSettings).toMatchObject({
      tradeName: 'Örnek Beslenme Ltd. Şti.',
      mersisNumber: '0999888777666555',
    });
    await awaitEarlierLiveEvents(server.runtime.deps);
    expect(await publicSite()).toMatchObject({
      tradeName: 'Örnek Beslenme Ltd. Şti.',
      mersisNumber: '0999888777666555',
    });

    const {
      tradeName: _t,
      mersisNumber: _m,
      taxNumber: _x,
      ...withoutSeller
    } = (await admin.get(settingsPath)).body.siteSettings;
    const { whatsappNumber: _n, whatsappMessage: _w, ...rest } = withoutSeller;
    expect((await admin.put(settingsPath, rest)).status).toBe(200);
    expect((await admin.get(settingsPath)).body.siteSettings.tradeName).toBe('Örnek Beslenme Ltd. Şti.');

    const cleared = await saveSettings({ tradeName: '', mersisNumber: '', taxNumber: '' });
    expect(cleared.body.siteSettings).toMatchObject({ tradeName: null, mersisNumber: null, taxNumber: null });
  });
});
