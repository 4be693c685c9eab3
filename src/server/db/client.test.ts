import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from './client.ts';
import { executeRows } from './execute-rows.ts';

// The embedded database as drizzle reaches it (src/server/db/pglite-queries.ts, ADR 0038): each query
// text prepared once, every query one call into PGlite, drizzle's type parsers installed once. The
// rest of the suite runs on this path too; these tests pin what it must keep of PGlite's own query.
describe('the embedded database as drizzle uses it', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.db.execute(sql`create table probe (id int primary key, label text not null, at timestamptz)`);
  });
  afterAll(() => handle.close());
  afterEach(() => vi.restoreAllMocks());

  const readTypes = (db: Database) =>
    executeRows<Record<string, unknown>>(
      db,
      sql`select timestamptz '2026-11-25 10:30:00+03' as at, date '2026-11-25' as day,
        array[date '2026-11-24', date '2026-11-25'] as days, ${'çay'}::text as label, ${7}::int as seven,
        ${null}::text as nothing, ${true}::boolean as yes`,
    );

  it("leaves times, days and their arrays as text for drizzle to map, as drizzle's own parsers did", async () => {
    const outside = await readTypes(handle.db);
    const inside = await handle.db.transaction((tx) => readTypes(tx as unknown as Database));
    for (const rows of [outside, inside]) {
      expect(rows).toEqual([
        {
          at: '2026-11-25 07:30:00+00',
          day: '2026-11-25',
          days: '{2026-11-24,2026-11-25}',
          label: 'çay',
          seven: 7,
          nothing: null,
          yes: true,
        },
      ]);
    }
  });

  it("answers a repeated query from its kept statement, without PGlite's own query (which parses and plans it again)", async () => {
    const pgliteQuery = vi.spyOn(PGlite.prototype, 'query');
    const execProtocol = vi.spyOn(PGlite.prototype, 'execProtocol');
    await readTypes(handle.db);
    const callsBefore = execProtocol.mock.calls.length;
    for (let round = 0; round < 3; round++) await readTypes(handle.db);
    expect(execProtocol.mock.calls.length - callsBefore).toBe(3);
    expect(pgliteQuery).not.toHaveBeenCalled();
  });

  it("writes, reads back and rolls back through drizzle's transactions as PGlite's query did", async () => {
    await handle.db.execute(sql`insert into probe (id, label, at) values (${1}, ${'önce'}, ${'2026-11-25T08:00:00Z'})`);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update probe set label = ${'sonra'} where id = ${1}`);
        const seen = await executeRows<{ label: string }>(
          tx as unknown as Database,
          sql`select label from probe where id = ${1}`,
        );
        expect(seen).toEqual([{ label: 'sonra' }]);
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    const after = await executeRows<{ label: string; at: string }>(
      handle.db,
      sql`select label, at from probe where id = ${1}`,
    );
    expect(after).toEqual([{ label: 'önce', at: '2026-11-25 08:00:00+00' }]);
  });

  it("reports PostgreSQL's error with its code, and the database answers the next query", async () => {
    const duplicate = handle.db.execute(sql`insert into probe (id, label) values (${1}, ${'ikinci'})`);
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(handle.db.execute(sql`select * from nowhere_${sql.raw('table')}`)).rejects.toMatchObject({
      cause: { code: '42P01' },
    });
    expect(await executeRows(handle.db, sql`select count(*)::int as count from probe`)).toEqual([{ count: 1 }]);
  });

  it('prepares a statement again when its table changed under it (outside a transaction, unnoticed)', async () => {
    const readProbe = () => executeRows(handle.db, sql`select * from probe order by id`);
    await readProbe();
    await handle.db.execute(sql`alter table probe add column note text`);
    expect(await readProbe()).toEqual([{ id: 1, label: 'önce', at: '2026-11-25 08:00:00+00', note: null }]);
  });

  it('keeps at most 500 statements in the database, closing the oldest', async () => {
    for (let number = 0; number < 520; number++) await handle.db.execute(sql.raw(`select ${number} as number`));
    const [kept] = await executeRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from pg_prepared_statements`,
    );
    expect(kept!.count).toBeLessThanOrEqual(500);
    expect(kept!.count).toBeGreaterThan(400);
    expect(await executeRows(handle.db, sql.raw('select 0 as number'))).toEqual([{ number: 0 }]);
  });

  it('delivers a NOTIFY raised by a query to the listener', async () => {
    const received: string[] = [];
    const stop = await handle.listen('probe_channel', (payload) => received.push(payload));
    await handle.db.execute(sql`select pg_notify('probe_channel', ${'merhaba'})`);
    await vi.waitFor(() => expect(received).toEqual(['merhaba']), { timeout: 10_000 });
    await stop();
  });
});
