import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { loadDemoPracticeOnce } from '../../src/server/demo/seed-demo.ts';
import { addNewCuratedFoods } from '../../src/server/modules/foods/foods-curated-service.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { createPostgresDatabase, uniqueDatabaseName } from './test-database.ts';

/**
 * The run's migrated and seeded database, made once by this global setup of the API test projects
 * (vitest.config.ts) and copied by every test file's startTestServer (seeded-database.ts): a PGlite
 * data directory dumped to a file, or a template database on the PostgreSQL server. `day` is the
 * Istanbul day the demo practice was seeded on (its rows are dated relative to it).
 */
export type SeededTemplate =
  | { kind: 'pglite'; dumpPath: string; day: string }
  | { kind: 'postgres'; name: string; day: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export default async function setUpSeededTemplate(project: TestProject) {
  const serverUrl = project.config.env?.DENGE_TEST_POSTGRES_URL;
  const day = todayInIstanbul();
  if (serverUrl) {
    const name = uniqueDatabaseName('denge_template');
    const template = await createPostgresDatabase(serverUrl, name);
    const database = await openDatabase({ databaseUrl: template.url, dataDir: '' });
    try {
      await database.migrate();
      await addNewCuratedFoods(database.db);
      await loadDemoPracticeOnce(database.db);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
    project.provide('seededTemplate', { kind: 'postgres', name, day });
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const folder = mkdtempSync(path.join(tmpdir(), 'denge-template-'));
  try {
    await database.migrate();
    await addNewCuratedFoods(database.db);
    await loadDemoPracticeOnce(database.db);
    // Uncompressed: loading a plain tar is the cheaper copy, and the file lives only for this run.
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('an embedded database dumps its data directory');
    const dumpPath = path.join(folder, 'pgdata.tar');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('seededTemplate', { kind: 'pglite', dumpPath, day });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
