import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { clientHomeSummaries, clientMeasurements, goals } from '../../src/server/db/schema/index.ts';
import { clientGoalColumns } from '../../src/server/modules/goals/goals-service.ts';
import { getClientHome } from '../../src/server/modules/home/home-service.ts';
import { measurementValueColumns } from '../../src/server/modules/measurements/measurements-service.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { ClientHomeResponse } from '../../src/shared/schemas/home.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { createGate } from '../support/gate.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// ADR 0041: the home's measurement and goal blocks come from client_home_summaries, which triggers keep
// in the writing statement's transaction. These cases write through the dietitian's own routes (and,
// for what no route writes, straight to the tables) and read the client's home after each write.

let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let clientId: string;
let otherClientId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  client = await signedIn(server.baseUrl, 'client', demoEmails.clientB); // no measurements or goals in the demo
  clientId = await server.userIdOf(demoEmails.clientB);
  otherClientId = await server.userIdOf(demoEmails.clientC);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const summaryRowsOf = (id: string) =>
  db().select().from(clientHomeSummaries).where(eq(clientHomeSummaries.clientId, id));
const lockWaitersOfThisDatabase = async () =>
  (
    await executeRows<{ waiting: number }>(
      db(),
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]?.waiting;
const home = async () => (await client.get<ClientHomeResponse>('/api/me/home')).body;

async function addMeasurement(overrides: Record<string, unknown> = {}, forClient = clientId) {
  const response = await admin.post('/api/admin/measurements', {
    clientId: forClient,
    ...measurementValues(overrides),
  });
  expect(response.status).toBe(201);
  return response.body.measurement.id as string;
}

describe('the client home summary (ADR 0041)', () => {
  it('follows the dietitian adding, editing and deleting measurements', async () => {
    expect((await home()).statistics.measurementCount).toBe(0);

    const january = await addMeasurement();
    const march = await addMeasurement({ measurementDate: '2026-03-10', weight: 88.1 });
    let shown = await home();
    expect(shown.statistics).toMatchObject({ measurementCount: 2, firstMeasurementDate: '2026-01-10' });
    expect(shown.latestMeasurement).toEqual({
      id: march,
      ...measurementValues({ measurementDate: '2026-03-10', weight: 88.1 }),
    });
    expect(Object.keys(shown.latestMeasurement ?? {})).toEqual(Object.keys(measurementValueColumns));

    // An edit that moves the newest measurement before the first one swaps them.
    expect(
      (
        await admin.put(`/api/admin/measurements/${march}`, {
          ...measurementValues({ measurementDate: '2025-12-01' }),
          version: 1,
        })
      ).status,
    ).toBe(200);
    shown = await home();
    expect(shown.latestMeasurement?.id).toBe(january);
    expect(shown.statistics).toMatchObject({ firstMeasurementDate: '2025-12-01', latestMeasurementDate: '2026-01-10' });

    expect((await admin.delete(`/api/admin/measurements/${january}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/measurements/${march}`)).status).toBe(200);
    shown = await home();
    expect(shown.latestMeasurement).toBeNull();
    expect(shown.statistics).toMatchObject({ measurementCount: 0, firstMeasurementDate: null, changes: null });
  });

  it('follows goals assigned, ticked and deleted, and a goal renamed in the database', async () => {
    const today = todayInIstanbul();
    const assigned = await admin.post('/api/admin/goals', {
      title: 'Günde 8 bardak su',
      description: 'Her öğünle bir bardak.',
      type: 'water',
      targetValue: 8,
      startDate: today,
      endDate: '',
      clientIds: [clientId, otherClientId],
    });
    expect(assigned.status).toBe(201);
    let shown = await home();
    expect(shown.goals).toHaveLength(1);
    const [goal] = shown.goals;
    expect(Object.keys(goal ?? {})).toEqual([...Object.keys(clientGoalColumns), 'createdAt']);
    expect(goal).toMatchObject({ title: 'Günde 8 bardak su', startDate: today, endDate: null, completed: false });

    expect((await admin.patch(`/api/admin/goals/${goal!.id}`, { completed: true })).status).toBe(200);
    shown = await home();
    expect(shown.statistics).toMatchObject({ goalsCompleted: 1, goalsTotal: 1 });

    // No route renames a goal; a change made in the database still reaches every assigned client.
    await db().update(goals).set({ title: 'Günde 10 bardak su' }).where(eq(goals.title, 'Günde 8 bardak su'));
    expect((await home()).goals[0]?.title).toBe('Günde 10 bardak su');
    const other = await getClientHome(db(), { clientId: otherClientId });
    expect(other.goals.map((row) => row.title)).toContain('Günde 10 bardak su');

    expect((await admin.delete(`/api/admin/goals/${goal!.id}`)).status).toBe(200);
    shown = await home();
    expect(shown.goals).toEqual([]);
    expect(shown.statistics).toMatchObject({ goalsCompleted: 0, goalsTotal: 0 });
  });

  it('refreshes both clients when a measurement is moved, and goes with a deleted client', async () => {
    const moved = await addMeasurement({ measurementDate: '2026-02-02' });
    const before = (await getClientHome(db(), { clientId: otherClientId })).statistics.measurementCount;
    await db().update(clientMeasurements).set({ clientId: otherClientId }).where(eq(clientMeasurements.id, moved));
    expect((await home()).statistics.measurementCount).toBe(0);
    const other = await getClientHome(db(), { clientId: otherClientId });
    expect(other.statistics.measurementCount).toBe(before + 1);

    const created = await admin.post('/api/admin/clients', {
      name: 'Silinecek Danışan',
      gender: 'female',
      age: 30,
      email: `silinecek.${Date.now()}@ornek.com`,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 111 22 33',
    });
    const leavingId = created.body.client.id as string;
    await addMeasurement({}, leavingId);
    expect(await summaryRowsOf(leavingId)).toHaveLength(1);
    expect((await admin.delete(`/api/admin/clients/${leavingId}`)).status).toBe(200);
    expect(await summaryRowsOf(leavingId)).toEqual([]);
  });

  it('empties every summary when the measurements are truncated', async () => {
    await addMeasurement({ measurementDate: '2026-04-04' });
    expect((await home()).statistics.measurementCount).toBe(1);
    await db().execute(sql`truncate ${clientMeasurements}`);
    expect((await home()).statistics.measurementCount).toBe(0);
    expect((await home()).latestMeasurement).toBeNull();
  });
});

describe.runIf(Boolean(process.env.DENGE_TEST_POSTGRES_URL))('the client home summary under concurrent writes', () => {
  it('counts the rows of two transactions writing one client at once', async () => {
    const start = (await home()).statistics.measurementCount;
    const row = (measurementDate: string) => ({ clientId, ...measurementValues({ measurementDate }) });
    const firstMayCommit = createGate();
    const firstHasInserted = createGate();
    const first = db().transaction(async (tx) => {
      await tx.insert(clientMeasurements).values(row('2026-05-01'));
      firstHasInserted.open();
      await firstMayCommit.passed;
    });
    await firstHasInserted.passed;
    // The second one's refresh waits for the first's lock, then recounts with the first's row committed.
    const second = db().transaction(async (tx) => {
      await tx.insert(clientMeasurements).values(row('2026-05-02'));
    });
    // Only once the second really waits on the first's lock does the first commit (no guessed sleep).
    await vi.waitFor(async () => expect(await lockWaitersOfThisDatabase()).toBe(1), { timeout: 5_000, interval: 20 });
    firstMayCommit.open();
    await Promise.all([first, second]);

    const shown = await home();
    expect(shown.statistics.measurementCount).toBe(start + 2);
    expect(shown.latestMeasurement?.measurementDate).toBe('2026-05-02');
  });
});
