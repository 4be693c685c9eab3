import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calorieDiary, consentRecords, legalTextVersions } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { DiaryDayResponse, LoggedPlannedMeal } from '../../src/shared/schemas/diary.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { planFoodForToday } from '../support/clinical-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// 'Yedim' on today's plan (issue #40): POST /api/me/diary/from-plan writes the meal's planned foods into
// today's diary, each once a day, with the nutrients the diary computes for any entry.

let server: TestServer;
let clientA: ApiClient;
let clientB: ApiClient;
let clientAId: string;
let clientBId: string;
let clientC: ApiClient;
let clientCId: string;

const db = () => server.runtime.deps.db;
const diaryRowsOf = async (clientId: string) =>
  (await db().select({ value: count() }).from(calorieDiary).where(eq(calorieDiary.clientId, clientId)))[0]!.value;

beforeAll(async () => {
  server = await startTestServer();
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  clientAId = await server.userIdOf(demoEmails.clientA);
  clientBId = await server.userIdOf(demoEmails.clientB);
  clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
  clientCId = await server.userIdOf(demoEmails.clientC);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/me/diary/from-plan', () => {
  it("writes the meal's planned foods into today's diary at their grams, once however often it is pressed", async () => {
    const spinach = await planFoodForToday(db(), {
      clientId: clientAId,
      meal: 'lunch',
      grams: 150,
      foodName: 'Ispanak',
    });
    const lentil = await planFoodForToday(db(), {
      clientId: clientAId,
      meal: 'lunch',
      grams: 250,
      foodName: 'Mercimek çorbası',
    });
    const before = await diaryRowsOf(clientAId);

    const first = await clientA.post<LoggedPlannedMeal>('/api/me/diary/from-plan', { meal: 'lunch' });
    expect(first.status).toBe(201);
    expect(first.body.date).toBe(todayInIstanbul());
    expect(first.body.addedCount).toBe(2);
    expect(first.body.entries.map((entry) => [entry.foodName, entry.mealType, entry.portionGrams])).toEqual([
      ['Ispanak', 'lunch', 150],
      ['Mercimek çorbası', 'lunch', 250],
    ]);
    // The diary's own arithmetic: the food's values per serving, scaled to the grams.
    const spinachEntry = first.body.entries[0]!;
    expect(spinachEntry.calories).toBeCloseTo((spinach.food.calories * 150) / spinach.food.servingSize, 5);
    expect(first.body.entries[1]!.calories).toBeCloseTo((lentil.food.calories * 250) / lentil.food.servingSize, 5);

    // A double tap, or a retry after a lost answer, writes nothing more and answers the same entries.
    const [again, once] = await Promise.all([
      clientA.post<LoggedPlannedMeal>('/api/me/diary/from-plan', { meal: 'lunch' }),
      clientA.post<LoggedPlannedMeal>('/api/me/diary/from-plan', { meal: 'lunch' }),
    ]);
    expect([again.status, once.status]).toEqual([201, 201]);
    expect(again.body.addedCount + once.body.addedCount).toBe(0);
    expect(again.body.entries.map((entry) => entry.id)).toEqual(first.body.entries.map((entry) => entry.id));
    expect(await diaryRowsOf(clientAId)).toBe(before + 2);

    // The day as the diary screen reads it holds them under the meal.
    const day = await clientA.get<DiaryDayResponse>(`/api/me/diary?date=${todayInIstanbul()}`);
    const lunchIds = day.body.entries.filter((entry) => entry.mealType === 'lunch').map((entry) => entry.id);
    expect(lunchIds).toEqual(expect.arrayContaining(first.body.entries.map((entry) => entry.id)));
  });

  it("weighs a household measure at the food's own grams of it, another at the default", async () => {
    // White cheese's own slice is 30 g (seeded); a tablespoon of it keeps the default 15 g.
    await planFoodForToday(db(), {
      clientId: clientCId,
      meal: 'breakfast',
      measure: 'slice',
      measureCount: 2,
      foodName: 'Beyaz peynir',
    });
    const kasar = await planFoodForToday(db(), {
      clientId: clientCId,
      meal: 'breakfast',
      measure: 'tablespoon',
      measureCount: 3,
      foodName: 'Kaşar peyniri',
    });
    expect(kasar.food.measureGrams.tablespoon).toBeUndefined();
    const eaten = await clientC.post<LoggedPlannedMeal>('/api/me/diary/from-plan', { meal: 'breakfast' });
    expect(eaten.status).toBe(201);
    expect(eaten.body.entries.map((entry) => [entry.foodName, entry.portionGrams])).toEqual([
      ['Beyaz peynir', 60],
      ['Kaşar peyniri', 45],
    ]);
  });

  it('a line planned later the same day is added by the next press, the earlier ones not again', async () => {
    await planFoodForToday(db(), { clientId: clientAId, meal: 'dinner', grams: 100, foodName: 'Ispanak' });
    const first = await clientA.post<LoggedPlannedMeal>('/api/me/diary/from-plan', { meal: 'dinner' });
    expect(first.body.addedCount).toBe(1);
    await planFoodForToday(db(), { clientId: clientAId, meal: 'dinner', grams: 80, foodName: 'Çilek' });
    const second = await clientA.post<LoggedPlannedMeal>('/api/me/diary/from-plan', { meal: 'dinner' });
    expect(second.body.addedCount).toBe(1);
    expect(second.body.entries.map((entry) => entry.foodName)).toEqual(['Ispanak', 'Çilek']);
  });

  it("answers a Turkish 404 for a meal with nothing planned today, and never writes from another client's plan", async () => {
    await planFoodForToday(db(), { clientId: clientAId, meal: 'evening_snack', grams: 100 });
    const before = await diaryRowsOf(clientBId);
    const response = await clientB.post('/api/me/diary/from-plan', { meal: 'evening_snack' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Bugünün programında bu öğün için besin yok.' });
    expect(await diaryRowsOf(clientBId)).toBe(before);
  });

  it('refuses an unknown meal in Turkish and writes nothing', async () => {
    const before = await diaryRowsOf(clientAId);
    for (const body of [{ meal: 'brunch' }, {}, { meal: 3 }]) {
      const response = await clientA.post('/api/me/diary/from-plan', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ message: 'Geçerli bir öğün seçin.' });
    }
    expect(await diaryRowsOf(clientAId)).toBe(before);
  });

  it('is refused like any diary write after açık rıza is withdrawn (ADR 0081), and open to a visitor never', async () => {
    const visitor = new ApiClient(server.baseUrl);
    expect((await visitor.post('/api/me/diary/from-plan', { meal: 'breakfast' })).status).toBe(401);

    await planFoodForToday(db(), { clientId: clientBId, meal: 'breakfast', grams: 100 });
    const [explicitConsent] = await db()
      .select({ id: legalTextVersions.id })
      .from(legalTextVersions)
      .where(eq(legalTextVersions.kind, 'explicit-consent'))
      .limit(1);
    await db().insert(consentRecords).values({
      clientId: clientBId,
      legalTextVersionId: explicitConsent!.id,
      decision: 'withheld',
      channel: 'profil',
      ipAddress: '127.0.0.1',
      userAgent: 'test',
    });
    const refused = await clientB.post('/api/me/diary/from-plan', { meal: 'breakfast' });
    expect(refused.status).toBe(403);
    const written = await db()
      .select({ value: count() })
      .from(calorieDiary)
      .where(and(eq(calorieDiary.clientId, clientBId), eq(calorieDiary.mealType, 'breakfast')));
    expect(written[0]!.value).toBe(0);
  });
});
