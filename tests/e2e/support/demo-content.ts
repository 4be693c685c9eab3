import { type APIRequestContext, request } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { baseUrl, demo, savedSessionOf } from './browser.ts';

// The browser tests share one server and its demo practice (vitest.e2e.config.ts), and the public
// pages' tests read the home page as the demo was seeded (six services, four team members, the site's
// title…). A test of the admin's content screens changes that content and puts it back as its last
// steps; when it failed halfway those steps never ran, its retry then read the changed value as "the
// original", and every later file saw the changed site: CI's home page test failed twice over.
//
// keepDemoContent() takes a picture of the content through the admin API before each test of the file
// and, when the test ends, passed or failed, deletes the rows it added, sets back the Aktif/Pasif of
// the rows it found, and saves the one-row records it changed back at their current version.

type Row = Record<string, unknown> & { id: string };
type Picture = { lists: Map<string, Row[]>; records: Map<string, Row[]> };

const content = '/api/admin/content';

/** Lists a test may add rows to: how to read them, delete one, and set one's Aktif/Pasif (if it can). */
const lists: { name: string; read: string; pick: (body: any) => Row[]; item: string; active?: string }[] = [
  { name: 'sliders', read: `${content}/sliders`, pick: (body) => body.sliders, item: `${content}/sliders/:id` },
  {
    name: 'menus',
    read: `${content}/menus`,
    pick: (body) => body.menus,
    item: `${content}/menus/:id`,
    active: `${content}/menus/:id/active`,
  },
  {
    name: 'services',
    read: `${content}/services`,
    pick: (body) => body.services,
    item: `${content}/services/:id`,
    active: `${content}/services/:id/active`,
  },
  {
    name: 'testimonials',
    read: `${content}/testimonials`,
    pick: (body) => body.testimonials,
    item: `${content}/testimonials/:id`,
    active: `${content}/testimonials/:id/active`,
  },
  {
    name: 'team members',
    read: `${content}/team`,
    pick: (body) => body.members,
    item: `${content}/team/members/:id`,
    active: `${content}/team/members/:id/active`,
  },
  {
    name: 'blog posts',
    read: '/api/admin/blog',
    pick: (body) => body.posts,
    item: '/api/admin/blog/:id',
    active: '/api/admin/blog/:id/active',
  },
];

/** One-row records (or the rows of a fixed list): how to read them and which fields their save takes. */
const records: { name: string; read: string; pick: (body: any) => Row[]; save: string; fields: string[] }[] = [
  {
    name: 'site settings',
    read: `${content}/site-settings`,
    pick: (body) => [{ ...body.siteSettings, id: 'site' }],
    save: `${content}/site-settings`,
    fields: [
      'metaTitle',
      'metaDescription',
      'metaKeywords',
      'contactPhone',
      'contactEmail',
      'tradeName',
      'mersisNumber',
      'taxNumber',
    ],
  },
  {
    name: 'WhatsApp button',
    read: `${content}/site-settings`,
    pick: (body) => [{ ...body.siteSettings, id: 'site' }],
    save: `${content}/whatsapp`,
    fields: ['whatsappNumber', 'whatsappMessage'],
  },
  {
    name: 'about',
    read: `${content}/about`,
    pick: (body) => (body.about ? [body.about] : []),
    save: `${content}/about`,
    fields: ['title', 'content', 'image', 'isActive'],
  },
  {
    name: 'fixed sections',
    read: `${content}/fixed-sections`,
    pick: (body) => body.fixedSections,
    save: `${content}/fixed-sections/:id`,
    fields: ['title', 'content', 'buttonText', 'buttonLink', 'isActive'],
  },
  {
    name: 'team section',
    read: `${content}/team`,
    pick: (body) => [{ ...body.settings, id: 'team' }],
    save: `${content}/team/settings`,
    fields: ['isSectionActive', 'sectionTitle', 'sectionDescription'],
  },
];

const at = (path: string, id: string) => path.replace(':id', id);
const pickFields = (row: Row, fields: string[]) => Object.fromEntries(fields.map((field) => [field, row[field]]));
const differ = (a: Row, b: Row, fields: string[]) =>
  JSON.stringify(pickFields(a, fields)) !== JSON.stringify(pickFields(b, fields));

async function asDemoAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { origin: baseUrl() },
    storageState: await savedSessionOf(demo.admin),
  });
  try {
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

async function readRows(admin: APIRequestContext, path: string, pick: (body: any) => Row[]): Promise<Row[]> {
  const response = await admin.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return pick(await response.json());
}

async function takePicture(admin: APIRequestContext): Promise<Picture> {
  const picture: Picture = { lists: new Map(), records: new Map() };
  for (const list of lists) picture.lists.set(list.name, await readRows(admin, list.read, list.pick));
  for (const record of records) picture.records.set(record.name, await readRows(admin, record.read, record.pick));
  return picture;
}

/** Deletes the rows added since the picture and sets back the Aktif/Pasif of the rows it holds. */
async function restoreLists(admin: APIRequestContext, picture: Picture) {
  for (const list of lists) {
    const before = new Map((picture.lists.get(list.name) ?? []).map((row) => [row.id, row]));
    for (const row of await readRows(admin, list.read, list.pick)) {
      const old = before.get(row.id);
      if (!old) {
        // 404: gone with its parent already (a sub-menu).
        const deleted = await admin.delete(at(list.item, row.id));
        expect([200, 404], `deleting ${list.name} ${row.id}`).toContain(deleted.status());
      } else if (list.active && old.isActive !== row.isActive) {
        const set = await admin.patch(at(list.active, row.id), { data: { isActive: old.isActive } });
        expect(set.status(), `Aktif/Pasif of ${list.name} ${row.id}`).toBe(200);
      }
    }
  }
}

/** Saves each changed one-row record back to the picture's fields, at the version it is at now. */
async function restoreRecords(admin: APIRequestContext, picture: Picture) {
  for (const record of records) {
    const before = new Map((picture.records.get(record.name) ?? []).map((row) => [row.id, row]));
    for (const row of await readRows(admin, record.read, record.pick)) {
      const old = before.get(row.id);
      if (!old || !differ(old, row, record.fields)) continue;
      const saved = await admin.put(at(record.save, row.id), {
        data: { ...pickFields(old, record.fields), version: row.version },
      });
      expect(saved.status(), `restoring ${record.name}: ${await saved.text()}`).toBe(200);
    }
  }
}

/**
 * For a file whose tests change the demo's public content: each test starts from the content the one
 * before it found, whether that one passed or failed.
 */
export function keepDemoContent() {
  let picture: Picture | undefined;
  beforeEach(async () => {
    picture = await asDemoAdmin(takePicture);
  });
  afterEach(async () => {
    const taken = picture;
    picture = undefined;
    if (!taken) return;
    await asDemoAdmin(async (admin) => {
      await restoreLists(admin, taken);
      await restoreRecords(admin, taken);
    });
  });
}
