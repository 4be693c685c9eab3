import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calorieDiary, foodItems, waterGlassReceipts, waterIntake } from '../../src/server/db/schema/index.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import type { DiaryEntry } from '../../src/shared/schemas/diary.ts';
import type { WaterToday } from '../../src/shared/schemas/home.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #41: entries and glasses a phone kept offline are sent with ids the phone made; the server
// writes each once, however often (or however concurrently) the phone repeats it.

let server: TestServer;
let clientB: ApiClient;
let clientC: ApiClient;
let clientCId: string;

const db = () => server.runtime.deps.db;
const diaryRowsOf = async (clientId: string) =>
  (await db().select({ value: count() }).from(calorieDiary).where(eq(calorieDiary.clientId, clientId)))[0]!.value;
const glassesOf = async (clientId: string, date: string) =>
  (
    await db()
      .select({ glasses: waterIntake.glasses })
      .from(waterIntake)
      .where(and(eq(waterIntake.clientId, clientId), eq(waterIntake.date, date)))
  )[0]?.glasses ?? 0;
const anyFoodId = async () => (await db().select({ id: foodItems.id }).from(foodItems).limit(1))[0]!.id;

beforeAll(async () => {
  server = await startTestServer();
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
  clientCId = await server.userIdOf(demoEmails.clientC);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/me/diary with a client entry id', () => {
  it('writes one row for the same id sent twice and answers the first entry both times', async () => {
    const before = await diaryRowsOf(clientCId);
    const body = {
      foodItemId: await anyFoodId(),
      date: todayInIstanbul(),
      mealType: 'lunch',
      portionGrams: 150,
      clientEntryId: randomUUID(),
    };
    const first = await clientC.post<{ entry: DiaryEntry }>('/api/me/diary', body);
    const repeat = await clientC.post<{ entry: DiaryEntry }>('/api/me/diary', { ...body, portionGrams: 300 });
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body.entry).toEqual(first.body.entry);
    expect(await diaryRowsOf(clientCId)).toBe(before + 1);
  });

  it('writes one row when the same id arrives twice at once', async () => {
    const before = await diaryRowsOf(clientCId);
    const body = {
      foodItemId: await anyFoodId(),
      date: todayInIstanbul(),
      mealType: 'dinner',
      portionGrams: 80,
      clientEntryId: randomUUID(),
    };
    const answers = await Promise.all([
      clientC.post<{ entry: DiaryEntry }>('/api/me/diary', body),
      clientC.post<{ entry: DiaryEntry }>('/api/me/diary', body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body.entry.id).toBe(answers[1]!.body.entry.id);
    expect(await diaryRowsOf(clientCId)).toBe(before + 1);
  });

  it("keeps clients apart: another client's entry with the same id is a row of its own", async () => {
    const clientEntryId = randomUUID();
    const body = {
      foodItemId: await anyFoodId(),
      date: todayInIstanbul(),
      mealType: 'morning_snack',
      portionGrams: 50,
    };
    const mine = await clientC.post<{ entry: DiaryEntry }>('/api/me/diary', { ...body, clientEntryId });
    const theirs = await clientB.post<{ entry: DiaryEntry }>('/api/me/diary', { ...body, clientEntryId });
    expect(theirs.status).toBe(201);
    expect(theirs.body.entry.id).not.toBe(mine.body.entry.id);
  });

  it('refuses a malformed id with a Turkish 400 and writes nothing', async () => {
    const before = await diaryRowsOf(clientCId);
    const response = await clientC.post('/api/me/diary', {
      foodItemId: await anyFoodId(),
      date: todayInIstanbul(),
      mealType: 'lunch',
      portionGrams: 100,
      clientEntryId: 'not-an-id',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Kaydın cihaz kimliği geçersiz.',
      fieldErrors: { clientEntryId: 'Kaydın cihaz kimliği geçersiz.' },
    });
    expect(await diaryRowsOf(clientCId)).toBe(before);
  });
});

describe('POST /api/me/water with a client glass id', () => {
  it('adds one glass for the same id sent twice, at once or one after the other', async () => {
    const today = todayInIstanbul();
    const before = await glassesOf(clientCId, today);
    const body = { clientGlassId: randomUUID(), date: today };
    const together = await Promise.all([
      clientC.post<{ water: WaterToday }>('/api/me/water', body),
      clientC.post<{ water: WaterToday }>('/api/me/water', body),
    ]);
    const later = await clientC.post<{ water: WaterToday }>('/api/me/water', body);
    expect([...together, later].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(later.body.water).toEqual({ date: today, glasses: before + 1, goal: 8 });
    expect(await glassesOf(clientCId, today)).toBe(before + 1);
  });

  it("counts yesterday's glass kept offline for yesterday, and still adds today's glass without a body", async () => {
    const yesterday = addDays(todayInIstanbul(), -1);
    const before = await glassesOf(clientCId, yesterday);
    const response = await clientC.post<{ water: WaterToday }>('/api/me/water', {
      clientGlassId: randomUUID(),
      date: yesterday,
    });
    expect(response.body.water).toMatchObject({ date: yesterday, glasses: before + 1 });

    const withoutBody = await clientC.request<{ water: WaterToday }>('POST', '/api/me/water');
    expect(withoutBody.status).toBe(200);
    expect(withoutBody.body.water.date).toBe(todayInIstanbul());
  });

  it('refuses a malformed id, a day before yesterday and a future day with Turkish 400s, writing nothing', async () => {
    const today = todayInIstanbul();
    const receiptsBefore = (await db().select({ value: count() }).from(waterGlassReceipts))[0]!.value;
    const glassesBefore = await glassesOf(clientCId, today);
    const cases = [
      [{ clientGlassId: 'x' }, 'Bardağın cihaz kimliği geçersiz.'],
      [{ clientGlassId: randomUUID(), date: addDays(today, -2) }, 'Su yalnızca bugün ve dün için eklenebilir.'],
      [{ clientGlassId: randomUUID(), date: addDays(today, 1) }, 'Gelecekteki bir güne su eklenemez.'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await clientC.post('/api/me/water', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message });
    }
    expect((await db().select({ value: count() }).from(waterGlassReceipts))[0]!.value).toBe(receiptsBefore);
    expect(await glassesOf(clientCId, today)).toBe(glassesBefore);
  });
});
