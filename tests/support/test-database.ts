import pg from 'pg';

/**
 * Where an API test's database lives. By default an in-memory PGlite per test file; in the
 * 'postgres' test project (TEST_DATABASE_URL set) a fresh database per test file on that server,
 * dropped afterwards, so files can run in parallel without seeing each other's rows.
 *
 * This one is empty (the tests of migrations and connections start from nothing); startTestServer
 * starts from a copy of the run's migrated and seeded template instead (seeded-database.ts).
 */
export type TestDatabaseTarget = { databaseUrl?: string; pgliteLocation?: string; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabaseTarget> {
  const serverUrl = process.env.DENGE_TEST_POSTGRES_URL;
  if (!serverUrl) return { pgliteLocation: 'memory://', drop: async () => {} };
  const database = await createPostgresDatabase(serverUrl, uniqueDatabaseName('denge_test'));
  return { databaseUrl: database.url, drop: database.drop };
}

/** A database name no other test file, worker or run on the same server uses at the same time. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A new database `name` on the PostgreSQL server of `serverUrl` (also the benchmarks' scratch
 * databases): empty, or a copy of the database `template` (`CREATE DATABASE … TEMPLATE`, a file-level
 * copy that needs no migration or seed); `drop` removes it.
 */
export async function createPostgresDatabase(serverUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
