import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../../src/server/db/client.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { createTestDatabase, type TestDatabaseTarget } from '../support/test-database.ts';

// Issue #39 items 12 and 15, ADR 0061 and 0062: the migration that drops the home page settings' hero
// and services columns keeps what they did for the public site (the meta description fell back to the
// hero description) and lets go of the pictures only they used; a panel that kept the old red default
// for its buttons takes the new default. The database is migrated to just before that migration (found
// by what it drops, so a renumbering at merge does not matter), given rows as the old screens saved
// them, then migrated to the end.

type Journal = { entries: Array<{ tag: string }> };
const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
const dropIndex = journal.entries.findIndex((entry) =>
  readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8').includes('DROP COLUMN "hero_title"'),
);

/** A copy of the migrations folder whose journal stops before the entry at `end`. */
function migrationsBefore(end: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'denge-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }),
  );
  return folder;
}

const migrateWith = (handle: DatabaseHandle, folder: string) =>
  handle.kind === 'pglite'
    ? migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder })
    : migratePostgres(handle.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder: folder });

describe('the migration of the home page and panel settings (issue #39)', () => {
  let target: TestDatabaseTarget | undefined;
  let handle: DatabaseHandle | undefined;
  let partialFolder = '';
  afterAll(async () => {
    await handle?.close();
    await target?.drop();
    if (partialFolder) rmSync(partialFolder, { recursive: true, force: true });
  });

  it('keeps the meta description the hero gave, unattaches the pictures only it used, drops the columns, moves the red default', async () => {
    expect(dropIndex).toBeGreaterThan(0);
    target = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.pgliteLocation ?? 'memory://' });
    partialFolder = migrationsBefore(dropIndex);
    await migrateWith(handle, partialFolder);

    const db = handle.db;
    const image = (key: string) =>
      sql`insert into stored_images (key, kind, files, width, height, byte_size, attached_at)
          values (${key}, 'site-settings', '[]'::jsonb, 10, 10, 100, now())`;
    await db.execute(image('hero-key'));
    await db.execute(image('service-key'));
    await db.execute(image('slider-key'));
    await db.execute(sql`insert into site_settings
      (id, hero_title, hero_description, hero_image, hero_image_key, contact_phone, contact_email, meta_description, services)
      values (1, 'Hero', 'Sağlıklı adımlar.', '/uploads/hero-key/a.webp', 'hero-key', '0216', 'a@b.co', null,
        ${JSON.stringify([
          { title: 'A', description: 'a', image: '/uploads/service-key/a.webp', imageKey: 'service-key' },
          { title: 'B', description: 'b', image: '/demo/x.webp', imageType: 'image' },
        ])}::jsonb)`);

    await db.execute(sql`insert into admin_panel_settings (id, color_mode, button_background, button_text, menu_background, menu_text)
      values (1, 'dark', '#dc2626', '#ffffff', '#047857', '#ffffff')`);

    await migrateWith(handle, migrationsFolder);

    const [panel] = await executeRows<{ button_background: string; color_mode: string }>(
      db,
      sql`select button_background, color_mode from admin_panel_settings where id = 1`,
    );
    expect(panel).toEqual({ button_background: '#0f766e', color_mode: 'dark' });

    const [settings] = await executeRows<{ meta_description: string | null }>(
      db,
      sql`select meta_description from site_settings where id = 1`,
    );
    expect(settings?.meta_description).toBe('Sağlıklı adımlar.');
    const images = await executeRows<{ key: string; attached: boolean }>(
      db,
      sql`select key, attached_at is not null as attached from stored_images order by key`,
    );
    expect(images).toEqual([
      { key: 'hero-key', attached: false },
      { key: 'service-key', attached: false },
      { key: 'slider-key', attached: true },
    ]);
    const columns = await executeRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_name = 'site_settings'`,
    );
    const names = columns.map((column) => column.column_name);
    for (const dropped of [
      'hero_title',
      'hero_description',
      'hero_image',
      'hero_image_type',
      'hero_image_key',
      'services',
    ])
      expect(names).not.toContain(dropped);
  });
});
