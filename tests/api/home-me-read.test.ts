import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGoals, clientMeasurements, goals, waterIntake } from '../../src/server/db/schema/index.ts';
import { AppError } from '../../src/server/errors.ts';
import { getClientHome, weekStartOf } from '../../src/server/modules/home/home-service.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { ClientHomeResponse } from '../../src/shared/schemas/home.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The client home is one statement (issue #17): PostgreSQL builds the goals and the two measurements
// as JSON. These cases pin what that statement must give exactly as the seven queries did: the
// tie-breaks of the orders, the week window of the water statistic, timestamps as toISOString()
// writes them, numbers unchanged, an unknown client.

let server: TestServer;
let clientId: string;
beforeAll(async () => {
  server = await startTestServer();
  clientId = await server.userIdOf(demoEmails.clientB); // no measurements, goals or water in the demo
});
afterAll(async () => {
  await server?.close();
});

const dayOffset = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const measurement = (measurementDate: string, createdAt: string, weight: number, waist: number) => ({
  clientId,
  measurementDate,
  createdAt: new Date(createdAt),
  weight,
  fatRatio: 30.25,
  waterRatio: 50,
  muscleRatio: 40.1,
  bodyComposition: 3,
  bellyFat: 9,
  boneMass: 2.7,
  dailyCalories: 1850,
  metabolicAge: 41,
  chest: 100,
  waist,
  hip: 104,
});

describe('GET /api/me/home, read in one statement', () => {
  it('orders goals and measurements with their tie-breaks and keeps every value as it is stored', async () => {
    const db = server.runtime.deps.db;
    await db.insert(clientMeasurements).values([
      measurement('2026-03-01', '2026-03-01T09:00:00Z', 84.05, 96),
      // two on the newest day: the later one written is the newest
      measurement('2026-05-10', '2026-05-10T08:00:00Z', 80.3, 91),
      measurement('2026-05-10', '2026-05-10T10:30:00.123456Z', 79.95, 90.5),
    ]);
    const [goal] = await db
      .insert(goals)
      .values({
        title: 'Günde 2 litre su',
        description: 'Satır 1\n"tırnak" ve \\ işareti',
        type: 'water',
        targetValue: 8,
      })
      .returning({ id: goals.id });
    const sameInstant = new Date('2026-05-01T07:08:09.678901Z');
    const assigned = await db
      .insert(clientGoals)
      .values([
        { clientId, goalId: goal!.id, startDate: '2026-05-01', createdAt: sameInstant, completed: true },
        { clientId, goalId: goal!.id, startDate: '2026-05-01', createdAt: sameInstant, endDate: '2026-06-01' },
        { clientId, goalId: goal!.id, startDate: '2026-04-01', createdAt: new Date('2026-04-01T00:00:00Z') },
      ])
      .returning({ id: clientGoals.id });

    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const home = (await client.get<ClientHomeResponse>('/api/me/home')).body;

    const newest = await db.select().from(clientMeasurements).where(eq(clientMeasurements.weight, 79.95));
    expect(home.latestMeasurement).toEqual({
      id: newest[0]!.id,
      measurementDate: '2026-05-10',
      weight: 79.95,
      fatRatio: 30.25,
      waterRatio: 50,
      muscleRatio: 40.1,
      bodyComposition: 3,
      bellyFat: 9,
      boneMass: 2.7,
      dailyCalories: 1850,
      metabolicAge: 41,
      chest: 100,
      waist: 90.5,
      hip: 104,
    });
    expect(home.statistics).toMatchObject({
      measurementCount: 3,
      firstMeasurementDate: '2026-03-01',
      latestMeasurementDate: '2026-05-10',
      changes: {
        weight: { first: 84.05, latest: 79.95, change: -4.1 },
        waist: { first: 96, latest: 90.5, change: -5.5 },
        fatRatio: { first: 30.25, latest: 30.25, change: 0 },
        muscleRatio: { first: 40.1, latest: 40.1, change: 0 },
      },
      goalsCompleted: 1,
      goalsTotal: 3,
    });

    const sameInstantIds = [assigned[0]!.id, assigned[1]!.id].sort().reverse(); // same instant: higher id first
    expect(home.goals.map((row) => row.id)).toEqual([...sameInstantIds, assigned[2]!.id]);
    expect(home.goals[0]).toMatchObject({
      title: 'Günde 2 litre su',
      description: 'Satır 1\n"tırnak" ve \\ işareti',
      createdAt: '2026-05-01T07:08:09.678Z', // as Date.toISOString() writes it
    });
    const open = home.goals.find((row) => row.id === assigned[1]!.id);
    expect(open).toEqual({
      id: assigned[1]!.id,
      title: 'Günde 2 litre su',
      description: 'Satır 1\n"tırnak" ve \\ işareti',
      startDate: '2026-05-01',
      endDate: '2026-06-01',
      completed: false,
      createdAt: '2026-05-01T07:08:09.678Z',
    });
    expect(home.goals.at(-1)).toMatchObject({ endDate: null, createdAt: '2026-04-01T00:00:00.000Z' });
  });

  it('counts water goal days from Monday to today only, and shows today’s glasses', async () => {
    const db = server.runtime.deps.db;
    const today = todayInIstanbul();
    const monday = weekStartOf(today);
    await db.insert(waterIntake).values([
      { clientId, date: dayOffset(monday, -1), glasses: 12 }, // last week's Sunday
      { clientId, date: today, glasses: 8 },
      { clientId, date: dayOffset(today, 1), glasses: 10 }, // not yet
      ...(monday < today ? [{ clientId, date: monday, glasses: 7 }] : []), // one glass short
    ]);
    const home = await getClientHome(db, { clientId });
    expect(home.water).toEqual({ date: today, glasses: 8, goal: 8 });
    expect(home.statistics.waterGoalDaysThisWeek).toBe(1);
    expect(home.statistics.daysElapsedThisWeek).toBe(
      Math.round((Date.parse(today) - Date.parse(monday)) / 86_400_000) + 1,
    );
  });

  it('answers "not found" for an id that is not a client', async () => {
    const error = await getClientHome(server.runtime.deps.db, { clientId: randomUUID() }).catch((caught) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'not_found', message: 'Danışan kaydı bulunamadı.' });
  });
});
