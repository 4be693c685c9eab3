import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';

describe('the embedded database as drizzle uses it', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => handle.close());
  afterEach(() => vi.restoreAllMocks());

  const readTypes = (db: Pick<DatabaseHandle['db'], 'execute'>) =>
    db.execute<{ at: unknown; day: unknown; days: unknown; count: unknown }>(
      sql`select timestamptz '2026-11-25 10:30:00+03' as at, date '2026-11-25' as day,
        array[date '2026-11-24', date '2026-11-25'] as days, count(*) as count from (values (1)) as one`,
    );

  it("sends drizzle's queries without per-query type parsers, in and out of a transaction (PGlite would copy its whole parser table for each)", async () => {
    const query = vi.spyOn(PGlite.prototype, 'query');
    await readTypes(handle.db);
    await handle.db.transaction(async (tx) => {
      await readTypes(tx);
    });
    const optionsSent = query.mock.calls.map((call) => call[2]);
    expect(optionsSent.length).toBeGreaterThanOrEqual(1);
    for (const options of optionsSent) expect(options).not.toHaveProperty('parsers');
  });

  it('still leaves times, days and their arrays as text for drizzle to map, as its own parsers did', async () => {
    const outside = await readTypes(handle.db);
    const inside = await handle.db.transaction((tx) => readTypes(tx));
    for (const { rows } of [outside, inside]) {
      expect(rows[0]).toEqual({
        at: '2026-11-25 07:30:00+00',
        day: '2026-11-25',
        days: '{2026-11-24,2026-11-25}',
        count: 1,
      });
    }
  });
});
