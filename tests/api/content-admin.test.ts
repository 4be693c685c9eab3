import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aboutSections,
  fixedSections,
  menus,
  services,
  siteSettings,
  sliders,
  storedImages,
  teamMembers,
  testimonials,
} from '../../src/server/db/schema/index.ts';
import type { ImageKind } from '../../src/shared/uploads.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { makePng } from '../support/image-fixtures.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import type { Versioned } from '../../src/shared/record-versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-cms-'));
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
const rowCount = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

async function upload(kind: ImageKind) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePng())], { type: 'image/png' }), 'gorsel.png');
  const response = await fetch(`${server.baseUrl}/api/admin/uploads/images?kind=${kind}`, {
    method: 'POST',
    headers: { cookie: admin.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: string; url: string };
}

/** The public endpoints, read the way a visitor does (the cache is warm before each change). */
const publicHome = async () => (await (await fetch(`${server.baseUrl}/api/content/home`)).json()) as any;
const publicSite = async () => (await (await fetch(`${server.baseUrl}/api/content/site`)).json()) as any;

function expectRefused(response: { status: number; body: any }, status: number, message?: string) {
  expect(response.status).toBe(status);
  expect(typeof response.body.message).toBe('string');
  if (message) expect(response.body.message).toBe(message);
}

// The versions the one-row screens read (ADR 0053): 0 while the row was never saved.
const siteSettingsVersion = async (): Promise<number> =>
  (await admin.get('/api/admin/content/site-settings')).body.siteSettings.version;
const aboutVersion = async (): Promise<number> =>
  (await admin.get('/api/admin/content/about')).body.about?.version ?? 0;
const teamSettingsVersion = async (): Promise<number> =>
  (await admin.get('/api/admin/content/team')).body.settings.version;

describe('home page settings and the WhatsApp button', () => {
  const valid = {
    metaTitle: 'Denge | Diyetisyen',
    metaDescription: 'Kişiye özel beslenme.',
    metaKeywords: 'diyet, beslenme',
    contactPhone: '+90 216 555 00 00',
    contactEmail: 'Iletisim@Ornek.com',
  };

  it('refuses missing required fields and a bad e-mail, writing nothing', async () => {
    const before = (await db().select().from(siteSettings))[0];
    const cases: [object, string][] = [
      [{ ...valid, contactPhone: '' }, 'İletişim telefonu gereklidir.'],
      [{ ...valid, contactEmail: 'yok' }, 'Geçerli bir e-posta adresi giriniz'],
      [{ ...valid, metaTitle: 'x'.repeat(201) }, 'En fazla 200 karakter girilebilir.'],
    ];
    const version = await siteSettingsVersion();
    for (const [body, message] of cases) {
      expectRefused(await admin.put('/api/admin/content/site-settings', { ...body, version }), 400, message);
    }
    expect((await db().select().from(siteSettings))[0]).toEqual(before);
  });

  it('saves the whole object; the public site shows it at once', async () => {
    expect((await publicSite()).metaTitle).not.toBe(valid.metaTitle);
    const saved = await admin.put('/api/admin/content/site-settings', {
      ...valid,
      version: await siteSettingsVersion(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.siteSettings).toMatchObject({
      metaTitle: 'Denge | Diyetisyen',
      contactEmail: 'iletisim@ornek.com',
    });
    const site = await publicSite();
    expect(site.metaTitle).toBe(valid.metaTitle);
    expect(site.metaDescription).toBe(valid.metaDescription);
    expect(site.contactEmail).toBe('iletisim@ornek.com');
  });

  it('keeps no setting without an effect: every text the home page settings save shows on the public home page', async () => {
    // Issue #39 item 12: the screen once edited a hero and a services list that no page read. Each
    // field the settings hold now (whatever they are) gets a text of its own, and what the public home
    // page is rendered from (its top bar and footer, and the page itself) must carry every one of them.
    const current = (await admin.get('/api/admin/content/site-settings')).body.siteSettings as Record<string, unknown>;
    const stamp = String(Date.now() % 100_000).padStart(5, '0');
    const body: Record<string, unknown> = { version: current.version };
    const shown: string[] = [];
    for (const [key, value] of Object.entries(current)) {
      if (key.startsWith('whatsapp')) continue; // the WhatsApp screen's own fields
      if (key === 'version') continue; // the version the screen read (ADR 0053), not a setting
      let text: string;
      if (Array.isArray(value)) {
        text = `Hizmet ${stamp}`;
        body[key] = [{ title: text, description: `${text} açıklama`, image: null }];
      } else if (/image$/i.test(key)) {
        body[key] = null;
        continue;
      } else if (/email$/i.test(key)) {
        text = `ayar${stamp}@ornek.com`;
        body[key] = text;
      } else if (/phone$/i.test(key)) {
        // Typed with +90, shown in the one form of every phone (issue #39 item 10).
        body[key] = `+90 216 555 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)}`;
        text = `0216 555 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)}`;
      } else {
        text = `Ayar ${key} ${stamp}`;
        body[key] = text;
      }
      shown.push(text);
    }
    const saved = await admin.put('/api/admin/content/site-settings', body);
    expect(saved.status).toBe(200);
    const rendered = JSON.stringify([await publicSite(), await publicHome()]);
    const missing = shown.filter((text) => !rendered.includes(text));
    expect(missing).toEqual([]);
  });

  it('sets the WhatsApp number and message of the floating button; refuses a bad number', async () => {
    const before = (await db().select().from(siteSettings))[0];
    // Only what makes a working wa.me/90… link (issue #39 item 10): not a foreign or service number,
    // not 13 digits that once passed as 'digits with a country code'.
    for (const number of [
      '12ab',
      '123',
      '+90 532 123 45 67 89 00 11',
      '4915112345678',
      '0850 123 45 67',
      '+44 20 7946 0958',
    ]) {
      expectRefused(
        await admin.put('/api/admin/content/whatsapp', {
          whatsappNumber: number,
          whatsappMessage: null,
          version: await siteSettingsVersion(),
        }),
        400,
        'WhatsApp için geçerli bir Türkiye telefon numarası girin (örnek: 0532 123 45 67).',
      );
    }
    expect((await db().select().from(siteSettings))[0]).toEqual(before);
    await publicSite();
    const saved = await admin.put('/api/admin/content/whatsapp', {
      whatsappNumber: '+90 (532) 111-22-33',
      whatsappMessage: 'Merhaba, bilgi almak istiyorum.',
      version: await siteSettingsVersion(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.whatsapp).toEqual({
      whatsappNumber: '905321112233',
      whatsappMessage: 'Merhaba, bilgi almak istiyorum.',
      version: (await db().select().from(siteSettings))[0]!.version,
    });
    for (const typed of ['0532 111 22 33', '532 111 22 33', '905321112233']) {
      const again = await admin.put('/api/admin/content/whatsapp', {
        whatsappNumber: typed,
        whatsappMessage: null,
        version: await siteSettingsVersion(),
      });
      expect(again.body.whatsapp.whatsappNumber, typed).toBe('905321112233');
    }
    await admin.put('/api/admin/content/whatsapp', {
      whatsappNumber: '+90 (532) 111-22-33',
      whatsappMessage: 'Merhaba, bilgi almak istiyorum.',
      version: await siteSettingsVersion(),
    });
    const site = await publicSite();
    expect(site.whatsappNumber).toBe('905321112233');
    expect(site.whatsappMessage).toBe('Merhaba, bilgi almak istiyorum.');
  });
});

describe('sliders', () => {
  it('refuses a slide without a picture or title and a typed URL; nothing is written', async () => {
    const before = await rowCount(sliders);
    const image = await upload('slider');
    expectRefused(
      await admin.post('/api/admin/content/sliders', { title: 'Başlık', image: null }),
      400,
      'Lütfen bir görsel seçin.',
    );
    expectRefused(
      await admin.post('/api/admin/content/sliders', { title: '   ', image: { key: image.key, url: null } }),
      400,
      'Lütfen bir başlık girin.',
    );
    expectRefused(
      await admin.post('/api/admin/content/sliders', { title: 'X', image: { key: null, url: '/demo/slide-1.webp' } }),
      400,
    );
    expectRefused(
      await admin.post('/api/admin/content/sliders', { title: 'X', image: { key: 'yok/123', url: null } }),
      400,
    );
    expect(await rowCount(sliders)).toBe(before);
    expect((await admin.put('/api/admin/content/sliders/abc', { title: 'X', image: null, version: 1 })).status).toBe(
      404,
    );
  });

  it('adds (trimmed, newest first), edits and deletes; the public home follows each change', async () => {
    await publicHome();
    const image = await upload('slider');
    const created = await admin.post('/api/admin/content/sliders', {
      title: '  Yeni slayt  ',
      description: '  Açıklama ',
      image: { key: image.key, url: image.url },
    });
    expect(created.status).toBe(201);
    expect(created.body.slider).toMatchObject({
      title: 'Yeni slayt',
      description: 'Açıklama',
      image: { key: image.key },
    });
    const id = created.body.slider.id as string;
    expect((await admin.get('/api/admin/content/sliders')).body.sliders[0].id).toBe(id);
    expect((await publicHome()).slides[0]).toMatchObject({ id, title: 'Yeni slayt' });

    const edited = await admin.put(`/api/admin/content/sliders/${id}`, {
      title: 'Düzenlenmiş slayt',
      description: null,
      image: { key: image.key, url: image.url },
      version: created.body.slider.version,
    });
    expect(edited.status).toBe(200);
    expect((await publicHome()).slides[0]).toMatchObject({ id, title: 'Düzenlenmiş slayt', description: null });

    expect((await admin.delete(`/api/admin/content/sliders/${id}`)).status).toBe(200);
    expect((await publicHome()).slides.map((slide: { id: string }) => slide.id)).not.toContain(id);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, image.key))).toEqual([]);
    expect((await admin.delete(`/api/admin/content/sliders/${id}`)).status).toBe(404);
  });
});

describe('menus', () => {
  it('refuses bad input and a third level; nothing is written', async () => {
    const before = await rowCount(menus);
    const [child] = await db().select().from(menus).where(eq(menus.title, 'Kilo Yönetimi'));
    const cases: [object, string][] = [
      [{ title: '', path: '/x' }, 'Menü başlığı gereklidir.'],
      [{ title: 'X', path: '' }, 'Menü yolu gereklidir.'],
      [{ title: 'X', path: 'javascript:alert(1)' }, 'Yol "/" ile başlamalı ya da http(s):// adresi olmalıdır.'],
      [{ title: 'X', path: '/x', icon: 'bomb' }, 'Listeden bir ikon seçin.'],
      [{ title: 'X', path: '/x', parentId: child!.id }, 'Üst menü yalnızca ana seviyedeki bir menü olabilir.'],
      [
        { title: 'X', path: '/x', parentId: '00000000-0000-4000-8000-000000000000' },
        'Üst menü yalnızca ana seviyedeki bir menü olabilir.',
      ],
    ];
    for (const [body, message] of cases)
      expectRefused(await admin.post('/api/admin/content/menus', body), 400, message);
    // A menu with children cannot go under another one.
    const [parent] = await db().select().from(menus).where(eq(menus.title, 'Hizmetler'));
    const [blog] = await db().select().from(menus).where(eq(menus.title, 'Blog'));
    expectRefused(
      await admin.put(`/api/admin/content/menus/${parent!.id}`, {
        title: 'Hizmetler',
        path: '/hizmetler',
        parentId: blog!.id,
        version: parent!.version,
      }),
      400,
      'Alt menüleri olan bir menü başka bir menünün altına taşınamaz.',
    );
    expectRefused(await admin.post(`/api/admin/content/menus/${blog!.id}/move`, { direction: 'sideways' }), 400);
    expect(await rowCount(menus)).toBe(before);
  });

  it('adds a child last among its siblings, swaps among siblings, does nothing at the edges', async () => {
    const [parent] = await db().select().from(menus).where(eq(menus.title, 'Kurumsal'));
    const created = await admin.post('/api/admin/content/menus', {
      title: 'SSS',
      path: '/sss',
      icon: 'book-open',
      parentId: parent!.id,
    });
    expect(created.status).toBe(201);
    const siblings = async () =>
      (await db().select().from(menus).where(eq(menus.parentId, parent!.id)).orderBy(asc(menus.orderNumber))).map(
        (row) => row.title,
      );
    expect((await siblings()).at(-1)).toBe('SSS');
    await publicSite();
    const id = created.body.menu.id as string;
    expect((await admin.post(`/api/admin/content/menus/${id}/move`, { direction: 'down' })).status).toBe(200);
    expect((await siblings()).at(-1)).toBe('SSS');
    const moved = await admin.post(`/api/admin/content/menus/${id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect((await siblings()).slice(-2)).toEqual(['SSS', 'İletişim']);
    const publicChildren = (await publicSite()).menu.find((item: { id: string }) => item.id === parent!.id).children;
    expect(publicChildren.map((item: { title: string }) => item.title).slice(-2)).toEqual(['SSS', 'İletişim']);
    // The top level's first cannot go up.
    const [first] = await db()
      .select()
      .from(menus)
      .where(isNull(menus.parentId))
      .orderBy(asc(menus.orderNumber))
      .limit(1);
    const topBefore = await db().select().from(menus).where(isNull(menus.parentId)).orderBy(asc(menus.orderNumber));
    await admin.post(`/api/admin/content/menus/${first!.id}/move`, { direction: 'up' });
    expect(await db().select().from(menus).where(isNull(menus.parentId)).orderBy(asc(menus.orderNumber))).toEqual(
      topBefore,
    );

    // Pasif hides it from the public menu; delete removes it.
    expect((await admin.patch(`/api/admin/content/menus/${id}/active`, { isActive: false })).body.menu.isActive).toBe(
      false,
    );
    const hidden = (await publicSite()).menu.find((item: { id: string }) => item.id === parent!.id).children;
    expect(hidden.map((item: { id: string }) => item.id)).not.toContain(id);
    expect((await admin.delete(`/api/admin/content/menus/${id}`)).status).toBe(200);
  });
});

describe('about (one record, sanitised HTML)', () => {
  it('refuses missing fields and script-only content; nothing is written', async () => {
    const before = await db().select().from(aboutSections);
    expectRefused(
      await admin.put('/api/admin/content/about', { title: '', content: '<p>x</p>', version: await aboutVersion() }),
      400,
      'Başlık gereklidir.',
    );
    expectRefused(
      await admin.put('/api/admin/content/about', { title: 'X', content: '', version: await aboutVersion() }),
      400,
      'İçerik gereklidir.',
    );
    expectRefused(
      await admin.put('/api/admin/content/about', {
        title: 'X',
        content: '<script>alert(1)</script>',
        version: await aboutVersion(),
      }),
      400,
      'İçerik gereklidir.',
    );
    expect(await db().select().from(aboutSections)).toEqual(before);
  });

  it('sanitises on save with an allow-list and the public home shows the clean copy', async () => {
    await publicHome();
    const saved = await admin.put('/api/admin/content/about', {
      title: 'Biz kimiz?',
      content:
        '<h2 onclick="x()">Merhaba</h2><p>Metin <a href="javascript:alert(1)">kötü</a> <a href="/blog" target="_top">iyi</a></p>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://kotu.example"></iframe><style>body{}</style><script>alert(1)</script>',
      image: null,
      isActive: true,
      version: await aboutVersion(),
    });
    expect(saved.status).toBe(200);
    const content = saved.body.about.content as string;
    for (const bad of ['onclick', 'javascript:', 'onerror', '<iframe', '<style', '<script']) {
      expect(content).not.toContain(bad);
    }
    expect(content).toContain('<h2>Merhaba</h2>');
    expect(content).toContain('<a href="/blog">iyi</a>');
    expect(content).not.toContain('target=');
    expect(await rowCount(aboutSections)).toBe(1);
    const home = await publicHome();
    expect(home.about).toMatchObject({ title: 'Biz kimiz?', content });
    expect((await admin.patch('/api/admin/content/about/active', { isActive: false })).status).toBe(200);
    expect((await publicHome()).about).toBeNull();
    await admin.patch('/api/admin/content/about/active', { isActive: true });
  });
});

describe('services', () => {
  it('refuses missing fields; nothing is written', async () => {
    const before = await rowCount(services);
    expectRefused(
      await admin.post('/api/admin/content/services', { title: '', description: 'x' }),
      400,
      'Hizmet başlığı gereklidir.',
    );
    expectRefused(
      await admin.post('/api/admin/content/services', { title: 'x', description: '' }),
      400,
      'Hizmet açıklaması gereklidir.',
    );
    expect(await rowCount(services)).toBe(before);
  });

  it('new ones get order = count; a move swaps and rewrites 0, 1, 2, …; Pasif hides it publicly', async () => {
    const countBefore = await rowCount(services);
    const created = await admin.post('/api/admin/content/services', { title: 'Yeni hizmet', description: 'Açıklama' });
    expect(created.status).toBe(201);
    expect(created.body.service.orderNumber).toBe(countBefore);
    const id = created.body.service.id as string;
    await publicHome();
    const moved = await admin.post(`/api/admin/content/services/${id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    const ordered = moved.body.services as { id: string; orderNumber: number }[];
    expect(ordered.map((service) => service.orderNumber)).toEqual(ordered.map((_, index) => index));
    expect(ordered.at(-2)!.id).toBe(id);
    const publicIds = (await publicHome()).services.map((service: { id: string }) => service.id);
    expect(publicIds.at(-2)).toBe(id);
    await admin.patch(`/api/admin/content/services/${id}/active`, { isActive: false });
    expect((await publicHome()).services.map((service: { id: string }) => service.id)).not.toContain(id);
    expect((await admin.delete(`/api/admin/content/services/${id}`)).status).toBe(200);
  });
});

describe('testimonials', () => {
  it('refuses a bad rating and missing fields; nothing is written', async () => {
    const before = await rowCount(testimonials);
    for (const rating of [0, 6, 2.5, '5']) {
      expectRefused(
        await admin.post('/api/admin/content/testimonials', { clientName: 'A', comment: 'B', rating }),
        400,
        'Puan 1 ile 5 arasında olmalıdır.',
      );
    }
    expectRefused(
      await admin.post('/api/admin/content/testimonials', { clientName: '', comment: 'B' }),
      400,
      'Danışan adı gereklidir.',
    );
    expectRefused(
      await admin.post('/api/admin/content/testimonials', { clientName: 'A', comment: ' ' }),
      400,
      'Yorum gereklidir.',
    );
    expect(await rowCount(testimonials)).toBe(before);
  });

  it('adds with rating 5 by default (newest first on the home page), edits, toggles and deletes', async () => {
    await publicHome();
    const created = await admin.post('/api/admin/content/testimonials', {
      clientName: 'Zeynep K.',
      comment: 'Çok memnun kaldım.',
    });
    expect(created.status).toBe(201);
    expect(created.body.testimonial).toMatchObject({ rating: 5, clientTitle: null, isActive: true });
    const id = created.body.testimonial.id as string;
    expect((await publicHome()).testimonials[0]).toMatchObject({ id, clientName: 'Zeynep K.' });
    const edited = await admin.put(`/api/admin/content/testimonials/${id}`, {
      clientName: 'Zeynep K.',
      clientTitle: 'Öğretmen',
      comment: 'Harika.',
      rating: 4,
      version: created.body.testimonial.version,
    });
    expect(edited.body.testimonial).toMatchObject({ rating: 4, clientTitle: 'Öğretmen' });
    await admin.patch(`/api/admin/content/testimonials/${id}/active`, { isActive: false });
    expect((await publicHome()).testimonials.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await admin.delete(`/api/admin/content/testimonials/${id}`)).status).toBe(200);
  });
});

describe('fixed sections', () => {
  it('edits in place; content only for the hero; bad input refused with nothing written', async () => {
    const rows = await db().select().from(fixedSections).orderBy(asc(fixedSections.sectionType));
    const contact = rows.find((row) => row.sectionType === 'contact')!;
    const hero = rows.find((row) => row.sectionType === 'hero')!;
    const valid = {
      title: 'Bize ulaşın',
      content: 'Yeni metin',
      buttonText: 'İletişim',
      buttonLink: '/randevu',
      isActive: true,
    };
    const cases: [object, string][] = [
      [{ ...valid, title: '' }, 'Başlık gereklidir.'],
      [{ ...valid, buttonText: '' }, 'Buton metni gereklidir.'],
      [{ ...valid, buttonLink: '' }, 'Buton bağlantısı gereklidir.'],
      [
        { ...valid, buttonLink: 'javascript:alert(1)' },
        'Bağlantı "/" veya "#" ile başlamalı ya da http(s):// adresi olmalıdır.',
      ],
    ];
    for (const [body, message] of cases) {
      expectRefused(
        await admin.put(`/api/admin/content/fixed-sections/${contact.id}`, { ...body, version: contact.version }),
        400,
        message,
      );
    }
    expect(await db().select().from(fixedSections).orderBy(asc(fixedSections.sectionType))).toEqual(rows);

    await publicHome();
    const saved = await admin.put(`/api/admin/content/fixed-sections/${contact.id}`, {
      ...valid,
      version: contact.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.fixedSection).toMatchObject({ title: 'Bize ulaşın', content: contact.content });
    expect((await publicHome()).contact).toMatchObject({ title: 'Bize ulaşın', buttonLink: '/randevu' });
    const heroSaved = await admin.put(`/api/admin/content/fixed-sections/${hero.id}`, {
      ...valid,
      title: hero.title,
      version: hero.version,
    });
    expect(heroSaved.body.fixedSection.content).toBe('Yeni metin');
    await admin.patch(`/api/admin/content/fixed-sections/${hero.id}/active`, { isActive: false });
    expect((await publicHome()).hero).toBeNull();
    await admin.patch(`/api/admin/content/fixed-sections/${hero.id}/active`, { isActive: true });
  });
});

describe('team', () => {
  it('refuses missing name or title with the spec text; nothing is written', async () => {
    const before = await rowCount(teamMembers);
    for (const body of [{ fullName: '', title: 'Diyetisyen' }, { fullName: 'Ayşe', title: ' ' }, { title: 'x' }]) {
      expectRefused(await admin.post('/api/admin/content/team/members', body), 400, 'Lütfen gerekli alanları doldurun');
    }
    const photo = await upload('slider');
    expectRefused(
      await admin.post('/api/admin/content/team/members', {
        fullName: 'A',
        title: 'B',
        photo: { key: photo.key, url: null },
      }),
      400,
    );
    expect(await rowCount(teamMembers)).toBe(before);
  });

  it('adds with a photo at order = count, moves, toggles status and the section; the public home follows', async () => {
    const countBefore = await rowCount(teamMembers);
    const photo = await upload('team');
    const created = await admin.post('/api/admin/content/team/members', {
      fullName: 'Dyt. Ayşe Demir',
      title: 'Diyetisyen',
      photo: { key: photo.key, url: photo.url },
    });
    expect(created.status).toBe(201);
    expect(created.body.member).toMatchObject({ orderNumber: countBefore, photo: { key: photo.key } });
    const id = created.body.member.id as string;
    await publicHome();
    const moved = await admin.post(`/api/admin/content/team/members/${id}/move`, { direction: 'up' });
    expect(moved.body.members.map((member: { orderNumber: number }) => member.orderNumber)).toEqual(
      moved.body.members.map((_: unknown, index: number) => index),
    );
    const members = (await publicHome()).team.members.map((member: { id: string }) => member.id);
    expect(members.at(-2)).toBe(id);

    await admin.patch(`/api/admin/content/team/members/${id}/active`, { isActive: false });
    expect((await publicHome()).team.members.map((member: { id: string }) => member.id)).not.toContain(id);

    expectRefused(
      await admin.put('/api/admin/content/team/settings', {
        isSectionActive: false,
        sectionTitle: '',
        version: await teamSettingsVersion(),
      }),
      400,
    );
    const off = await admin.put('/api/admin/content/team/settings', {
      isSectionActive: false,
      sectionTitle: 'Ekibimiz',
      version: await teamSettingsVersion(),
    });
    expect(off.status).toBe(200);
    expect((await publicHome()).team).toBeNull();
    const on = await admin.put('/api/admin/content/team/settings', {
      isSectionActive: true,
      sectionTitle: 'Ekibimiz',
      version: off.body.settings.version,
    });
    expect(on.status).toBe(200);
    expect((await publicHome()).team).not.toBeNull();

    expect((await admin.delete(`/api/admin/content/team/members/${id}`)).status).toBe(200);
    expect(await db().select().from(storedImages).where(eq(storedImages.key, photo.key))).toEqual([]);
  });
});

describe('two tabs editing one CMS record (issue #39)', () => {
  const content = '/api/admin/content';
  /** An item of a CMS list as its screen reads it: the list, and the item in it. */
  const itemOf = (list: string, key: string, id: string) => async () =>
    ((await admin.get(`${content}/${list}`)).body[key] as Versioned[]).find((row: any) => row.id === id)!;

  it.each([
    ['menus', 'menus', 'menu', { title: 'İki sekme', path: '/iki-sekme', icon: 'home' }, 'title'],
    ['services', 'services', 'service', { title: 'İki sekme', description: 'Açıklama' }, 'title'],
    [
      'testimonials',
      'testimonials',
      'testimonial',
      { clientName: 'İki sekme', comment: 'Yorum', rating: 4 },
      'comment',
    ],
    ['team/members', 'members', 'member', { fullName: 'İki sekme', title: 'Diyetisyen' }, 'title'],
  ] as const)(
    'saves a %s item only at the version its form read; a stale save writes nothing',
    async (list, key, one, body, field) => {
      const created = await admin.post(`${content}/${list}`, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body[one].id as string;
      const read = itemOf(list === 'team/members' ? 'team' : list, key, id);
      await expectSavedOnlyAtReadVersion(admin, {
        method: 'PUT',
        path: `${content}/${list}/${id}`,
        read,
        first: { ...body, [field]: 'Birinci sekme' },
        second: { ...body, [field]: 'İkinci sekme' },
        savedOf: (answer) => answer[one],
        shows: (sent) => ({ [field]: sent[field] }),
      });
      expect((await admin.delete(`${content}/${list}/${id}`)).status).toBe(200);
    },
  );

  it('saves a slide only at the version its form read, its picture kept', async () => {
    const image = await upload('slider');
    const body = { title: 'İki sekme', image: { key: image.key, url: image.url } };
    const id = (await admin.post(`${content}/sliders`, body)).body.slider.id as string;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `${content}/sliders/${id}`,
      read: itemOf('sliders', 'sliders', id),
      first: { ...body, title: 'Birinci sekme' },
      second: { ...body, description: 'İkinci sekme' },
      savedOf: (answer) => answer.slider,
      shows: ({ title, description }) => ({ title, description: description ?? null }),
    });
    expect(await itemOf('sliders', 'sliders', id)()).toMatchObject({ title: 'İki sekme', image: { key: image.key } });
    expect((await admin.delete(`${content}/sliders/${id}`)).status).toBe(200);
  });

  it('saves a fixed section only at the version its form read', async () => {
    const [contact] = await db().select().from(fixedSections).where(eq(fixedSections.sectionType, 'contact'));
    const body = {
      title: contact!.title,
      buttonText: contact!.buttonText,
      buttonLink: contact!.buttonLink,
      isActive: true,
    };
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `${content}/fixed-sections/${contact!.id}`,
      read: itemOf('fixed-sections', 'fixedSections', contact!.id),
      first: { ...body, title: 'Birinci sekme' },
      second: { ...body, buttonText: 'İkinci sekme' },
      savedOf: (answer) => answer.fixedSection,
    });
  });

  it('saves the one-row screens (home page settings, WhatsApp, about, team section) only at the version they read', async () => {
    const siteSettings = async () => (await admin.get(`${content}/site-settings`)).body.siteSettings;
    const { version: _version, whatsappNumber, whatsappMessage, ...settings } = await siteSettings();
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `${content}/site-settings`,
      read: siteSettings,
      first: { ...settings, metaTitle: 'Birinci sekme' },
      second: { ...settings, metaKeywords: 'ikinci, sekme' },
      savedOf: (answer) => answer.siteSettings,
    });
    // The WhatsApp button is the same row: a save of either screen moves the version both read.
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `${content}/whatsapp`,
      read: siteSettings,
      first: { whatsappNumber: '905320000001', whatsappMessage },
      second: { whatsappNumber: whatsappNumber ?? '', whatsappMessage: 'İkinci sekme' },
      savedOf: (answer) => answer.whatsapp,
      shows: (sent) => ({ whatsappMessage: sent.whatsappMessage ?? null }),
    });

    const about = async () => (await admin.get(`${content}/about`)).body.about;
    const aboutBody = { title: 'Hakkımızda', content: '<p>Metin</p>', image: null, isActive: true };
    if (!(await about())) {
      expect((await admin.put(`${content}/about`, { ...aboutBody, version: 0 })).status).toBe(200);
    }
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `${content}/about`,
      read: about,
      first: { ...aboutBody, title: 'Birinci sekme' },
      second: { ...aboutBody, content: '<p>İkinci sekme</p>' },
      savedOf: (answer) => answer.about,
    });

    const teamSettings = async () => (await admin.get(`${content}/team`)).body.settings;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `${content}/team/settings`,
      read: teamSettings,
      first: { isSectionActive: true, sectionTitle: 'Birinci sekme' },
      second: { isSectionActive: true, sectionTitle: 'Ekibimiz', sectionDescription: 'İkinci sekme' },
      savedOf: (answer) => answer.settings,
    });
  });
});
