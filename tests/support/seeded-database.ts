import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { SeededTemplate } from './seeded-template.ts';
import { createPostgresDatabase, createTestDatabase, uniqueDatabaseName } from './test-database.ts';

/** A test file's own database, and whether it is already migrated and seeded (a copy of the template). */
export type SeededTestDatabase = {
  databaseUrl?: string;
  pgliteLocation?: string;
  pgliteDump?: Blob;
  isPrepared: boolean;
  drop: () => Promise<void>;
};

// The template's dump, read once per worker process: with `isolate: false` every test file the
// worker runs starts its PGlite from the same bytes (PGlite copies them into its own file system).
let cachedDump: { path: string; dump: Promise<Blob> } | undefined;

/**
 * A copy of the run's migrated and seeded database (tests/support/seeded-template.ts) for one test
 * file: a PGlite started from the template's dump, or `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 * When no template was made (a config without the global setup) or the Istanbul day has changed since
 * it was seeded, an empty database that bootstrap migrates and seeds, as every file did before.
 */
export async function copySeededDatabase(): Promise<SeededTestDatabase> {
  const template = readTemplate();
  if (!template || template.day !== todayInIstanbul()) return { ...(await createTestDatabase()), isPrepared: false };
  if (template.kind === 'pglite') {
    if (cachedDump?.path !== template.dumpPath)
      cachedDump = { path: template.dumpPath, dump: readFile(template.dumpPath).then((bytes) => new Blob([bytes])) };
    return { pgliteLocation: 'memory://', pgliteDump: await cachedDump.dump, isPrepared: true, drop: async () => {} };
  }
  const serverUrl = process.env.DENGE_TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('a PostgreSQL template without DENGE_TEST_POSTGRES_URL');
  const database = await createPostgresDatabase(serverUrl, uniqueDatabaseName('denge_test'), template.name);
  return { databaseUrl: database.url, isPrepared: true, drop: database.drop };
}

function readTemplate(): SeededTemplate | undefined {
  const template = inject('seededTemplate');
  // The PostgreSQL project's template is of no use to a PGlite run and the other way round.
  const isOnPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);
  if (!template || (template.kind === 'postgres') !== isOnPostgres) return undefined;
  return template;
}
