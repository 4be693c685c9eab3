import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../../src/server/db/client.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { createTestDatabase, type TestDatabaseTarget } from '../support/test-database.ts';

// Issue #17: the replicas of a deployment start at once on one database and every one migrates at
// start. Three processes' migrations at the same moment on a fresh PostgreSQL database must all
// succeed, and each migration must be applied once (src/server/db/client.ts takes a lock).

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

describe.runIf(onPostgres)('migrating one PostgreSQL database from several processes at once', () => {
  let target: TestDatabaseTarget | undefined;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await target?.drop();
  });

  it('lets every process start, and applies each migration once', async () => {
    target = await createTestDatabase();
    for (let process = 0; process < 3; process++)
      handles.push(await openDatabase({ databaseUrl: target.databaseUrl, dataDir: 'unused' }));

    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const migrationFiles = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    const [handle] = handles;
    if (!handle) throw new Error('no database handle');
    const applied = await executeRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.count).toBe(migrationFiles.length);
  });
});
