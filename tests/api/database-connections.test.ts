import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { createTestDatabase, type TestDatabaseTarget } from '../support/test-database.ts';
import { createGate } from '../support/gate.ts';

// ADR 0040: on PostgreSQL a process sends its statements outside a transaction over one pipelined
// connection, and runs each transaction on a connection of its own from a pool.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

const backendOf = async (handle: DatabaseHandle) =>
  (await executeRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`))[0]?.pid;

describe.runIf(onPostgres)('the PostgreSQL connections of one process', () => {
  let target: TestDatabaseTarget | undefined;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    target = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: 'unused' });
  });
  afterAll(async () => {
    await handle?.close();
    await target?.drop();
  });

  it('sends the statements started at once over one connection', async () => {
    const backends = await Promise.all(Array.from({ length: 12 }, () => backendOf(handle)));
    expect(new Set(backends).size).toBe(1);
    expect(backends[0]).toEqual(expect.any(Number));
  });

  it('runs a transaction on a connection of its own, which never holds up the statements outside it', async () => {
    const statementsBackend = await backendOf(handle);
    let outsideRead: number | undefined;
    await handle.db.transaction(async (tx) => {
      const [inside] = await executeRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      expect(inside?.pid).not.toBe(statementsBackend);
      // While this transaction is open, a read outside it answers (on a shared connection it would
      // wait for the commit, and this await would never end).
      outsideRead = await backendOf(handle);
    });
    expect(outsideRead).toBe(statementsBackend);
  });

  it('runs two transactions at once', async () => {
    const bothInside = createGate();
    let inside = 0;
    const enter = () => {
      inside += 1;
      if (inside === 2) bothInside.open();
      return bothInside.passed;
    };
    const backends = await Promise.all(
      [0, 1].map(() =>
        handle.db.transaction(async (tx) => {
          await enter();
          return (await executeRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]?.pid;
        }),
      ),
    );
    expect(new Set(backends).size).toBe(2);
  });

  it('reads dates and timestamps the same way inside a transaction as outside it', async () => {
    const query = sql`select date '2026-11-26' as day, timestamptz '2026-11-26 10:00:00+00' as instant`;
    const [outside] = await executeRows<{ day: unknown; instant: unknown }>(handle.db, query);
    const [inside] = await handle.db.transaction((tx) => executeRows<{ day: unknown; instant: unknown }>(tx, query));
    expect(outside?.day).toBe('2026-11-26');
    expect(inside).toEqual(outside);
  });
});
