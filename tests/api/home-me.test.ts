import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMeasurements, foodItems, waterIntake } from '../../src/server/db/schema/index.ts';
import { weekStartOf } from '../../src/server/modules/home/home-service.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { ClientHomeResponse } from '../../src/shared/schemas/home.ts';
import type { FoodOptionsResponse } from '../../src/shared/schemas/foods.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/me/home', () => {
  it("answers client A's whole home in one request: name, water, newest measurement, goals, statistics", async () => {
    const db = server.runtime.deps.db;
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const response = await clientA.get<ClientHomeResponse>('/api/me/home');
    expect(response.status).toBe(200);
    const home = response.body;
    expect(home.client.name).toBe('Ayşe Demir');

    const clientId = await server.userIdOf(demoEmails.clientA);
    const measurements = await db.select().from(clientMeasurements).where(eq(clientMeasurements.clientId, clientId));
    const sorted = [...measurements].sort((a, b) => a.measurementDate.localeCompare(b.measurementDate));
    const newest = sorted.at(-1)!;
    const oldest = sorted[0]!;
    expect(measurements.length).toBeGreaterThanOrEqual(10);
    expect(home.latestMeasurement).toMatchObject({
      id: newest.id,
      measurementDate: newest.measurementDate,
      weight: newest.weight,
      waist: newest.waist,
    });

    const today = todayInIstanbul();
    const [water] = await db
      .select()
      .from(waterIntake)
      .where(and(eq(waterIntake.clientId, clientId), eq(waterIntake.date, today)));
    expect(home.water).toEqual({ date: today, glasses: water?.glasses ?? 0, goal: 8 });

    expect(home.goals.length).toBeGreaterThanOrEqual(3);
    const createdAts = home.goals.map((goal) => goal.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    expect(home.goals.every((goal) => goal.title.length > 0 && typeof goal.completed === 'boolean')).toBe(true);
    expect(home.goals.some((goal) => goal.completed)).toBe(true);
    expect(home.goals.some((goal) => !goal.completed)).toBe(true);

    const stats = home.statistics;
    expect(stats.measurementCount).toBe(measurements.length);
    expect(stats.firstMeasurementDate).toBe(oldest.measurementDate);
    expect(stats.latestMeasurementDate).toBe(newest.measurementDate);
    expect(stats.changes?.weight).toEqual({
      first: oldest.weight,
      latest: newest.weight,
      change: Math.round((newest.weight - oldest.weight) * 10) / 10,
    });
    expect(stats.changes?.weight.change).toBeLessThan(0);
    expect(stats.changes?.waist.change).toBeLessThan(0);
    expect(stats.goalsTotal).toBe(home.goals.length);
    expect(stats.goalsCompleted).toBe(home.goals.filter((goal) => goal.completed).length);

    const monday = weekStartOf(today);
    const weekRows = await db
      .select()
      .from(waterIntake)
      .where(and(eq(waterIntake.clientId, clientId), gte(waterIntake.date, monday), lte(waterIntake.date, today)));
    expect(stats.waterGoalDaysThisWeek).toBe(weekRows.filter((row) => row.glasses >= 8).length);
    expect(stats.daysElapsedThisWeek).toBeGreaterThanOrEqual(1);
    expect(stats.daysElapsedThisWeek).toBeLessThanOrEqual(7);
    expect(stats.daysSinceStart).toBeGreaterThan(100);
  });

  it("gives the empty client (danisan3) empty blocks and never another client's rows", async () => {
    const clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const home = (await clientC.get<ClientHomeResponse>('/api/me/home')).body;
    expect(home.client.name).toBe('Zeynep Çelik');
    expect(home.latestMeasurement).toBeNull();
    expect(home.goals).toEqual([]);
    expect(home.water.glasses).toBe(0);
    expect(home.statistics).toMatchObject({
      measurementCount: 0,
      changes: null,
      firstMeasurementDate: null,
      goalsTotal: 0,
      waterGoalDaysThisWeek: 0,
    });

    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const homeB = (await clientB.get<ClientHomeResponse>('/api/me/home')).body;
    expect(homeB.client.name).toBe('Mehmet Kaya');
    expect(homeB.latestMeasurement).toBeNull();
    expect(homeB.goals).toEqual([]);
  });

  it('leaves the foods to the cached food list, so the home answer stays under 10 KB', async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const response = await fetch(`${server.baseUrl}/api/me/home`, { headers: { cookie: clientA.cookieHeader } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).not.toHaveProperty('foods');
    expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(10 * 1024);
  });

  it('serves every food of the database for the calculator, sorted the Turkish way', async () => {
    const db = server.runtime.deps.db;
    await db.insert(foodItems).values([
      { name: 'Çilek (test)', calories: 32, protein: 0.7, carbs: 7.7, fat: 0.3 },
      { name: 'Dut (test)', calories: 43, protein: 1.4, carbs: 9.8, fat: 0.4, servingSize: 150 },
      { name: 'Cevizli kek (test)', calories: 420, protein: 6, carbs: 50, fat: 21 },
    ]);
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const { foods } = (await clientA.get<FoodOptionsResponse>('/api/me/foods')).body;
    const all = await db.select({ id: foodItems.id }).from(foodItems);
    expect(foods).toHaveLength(all.length);
    const testNames = foods.map((food) => food.name).filter((name) => name.endsWith('(test)'));
    expect(testNames).toEqual(['Cevizli kek (test)', 'Çilek (test)', 'Dut (test)']);
    expect(foods.find((food) => food.name === 'Dut (test)')).toMatchObject({
      calories: 43,
      servingSize: 150,
    });
  });

  it('is only for a signed-in client', async () => {
    expect((await new ApiClient(server.baseUrl).get('/api/me/home')).status).toBe(401);
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const response = await admin.get('/api/me/home');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Bu işlem için yetkiniz yok.');
  });
});

describe('week start (Europe/Istanbul calendar days)', () => {
  it('is the Monday of the week', () => {
    expect(weekStartOf('2026-11-20')).toBe('2026-11-16'); // Friday
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });
});
