import pg from 'pg';

/**
 * Where an API test's database lives. By default an in-memory PGlite per test file; in the
 * 'postgres' test project (TEST_DATABASE_URL set) a fresh database per test file on that server,
 * dropped afterwards, so files can run in parallel without seeing each other's rows.
 */
export type TestDatabaseTarget = { databaseUrl?: string; pgliteLocation?: string; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabaseTarget> {
  const serverUrl = process.env.DENGE_TEST_POSTGRES_URL;
  if (!serverUrl) return { pgliteLocation: 'memory://', drop: async () => {} };
  const name = `denge_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const database = await createPostgresDatabase(serverUrl, name);
  return { databaseUrl: database.url, drop: database.drop };
}

/** A new, empty database `name` on the PostgreSQL server of `serverUrl` (also the benchmarks' scratch databases); `drop` removes it. */
export async function createPostgresDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
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
