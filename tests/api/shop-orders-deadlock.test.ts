import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Found by the order bench (issue #38): at 50 concurrent checkouts on PostgreSQL about one order in
// 2,000 failed with "deadlock detected". A checkout whose random order code was taken inserts nothing
// (ON CONFLICT DO NOTHING), but the row counter's statement trigger still updated the 'orders' counter
// row and held its lock; its next code could then wait for another checkout's uncommitted order, which
// waited for that counter row. Migration 0027 leaves the counter alone for a statement without rows.
// PGlite has one connection, so only PostgreSQL can interleave two checkouts like this.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

let server: TestServer;

beforeAll(async () => {
  if (onPostgres) server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe.skipIf(!onPostgres)('a taken order code and the row counter (PostgreSQL)', () => {
  it('an insert that meets a taken code holds nothing another checkout waits for', async () => {
    const sql = postgres(server.runtime.deps.env.DATABASE_URL!, { max: 3, onnotice: () => {} });
    const [account] = await server.runtime.deps.db.select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
    const insertOrder = (connection: postgres.Sql, code: string) => connection`
      insert into orders (order_code, idempotency_key, customer_name, customer_tc, customer_phone,
        customer_email, customer_address, subtotal_amount, total_amount, bank_account_id, payment_due_at,
        contracts_accepted_at)
      values (${code}, ${randomUUID()}, 'Sayaç Alıcısı', '10000000146', '0532 123 45 67', 'sayac@example.com',
        'Moda Cad. 1, Kadıköy', 10, 10, ${account!.id}, now() + interval '1 day', now())
      on conflict (order_code) do nothing returning id`;
    const taken = `ORDTAKEN${Date.now()}`;
    const contested = `ORDCONTESTED${Date.now()}`;
    await insertOrder(sql, taken);
    const first = await sql.reserve();
    const second = await sql.reserve();
    try {
      const [backend] = await first<{ pid: number }[]>`select pg_backend_pid() as pid`;
      const firstPid = backend!.pid;
      await second`begin`;
      // The second checkout's code is taken: nothing inserted.
      expect(await insertOrder(second, taken)).toHaveLength(0);
      await first`begin`;
      const firstInsert = insertOrder(first, contested);
      // The first checkout's insert finishes, or waits for a lock: asked of PostgreSQL, not timed.
      let state = '';
      while (!['idle in transaction', 'waiting'].includes(state)) {
        const [row] = await sql<{ state: string; wait: string | null }[]>`
          select state, wait_event_type as wait from pg_stat_activity where pid = ${firstPid}`;
        state = row?.wait === 'Lock' ? 'waiting' : (row?.state ?? '');
      }
      // Before migration 0027 it waited for the counter row that the empty insert had locked.
      expect(state).toBe('idle in transaction');
      expect(await firstInsert).toHaveLength(1);
      // The second checkout's next code is the first's: it waits for the first to end, then inserts nothing.
      const secondInsert = insertOrder(second, contested);
      await first`commit`;
      expect(await secondInsert).toHaveLength(0);
      await second`commit`;
    } finally {
      // The second first: before the fix the first waits for the counter row the second holds.
      await second`rollback`.catch(() => undefined);
      await first`rollback`.catch(() => undefined);
      first.release();
      second.release();
      await sql.end();
    }
  });
});
