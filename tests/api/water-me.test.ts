import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waterIntake } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import type { AddWaterGlassResponse, ClientHomeResponse } from '../../src/shared/schemas/home.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function waterRows(clientId: string) {
  return server.runtime.deps.db.select().from(waterIntake).where(eq(waterIntake.clientId, clientId));
}

describe('POST /api/me/water', () => {
  it("creates today's row (Europe/Istanbul) with the first glass, then raises it", async () => {
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const clientId = await server.userIdOf(demoEmails.clientB);
    expect(await waterRows(clientId)).toEqual([]);
    const first = await clientB.post<AddWaterGlassResponse>('/api/me/water');
    expect(first.status).toBe(200);
    expect(first.body.water).toEqual({ date: todayInIstanbul(), glasses: 1, goal: 8 });
    const second = await clientB.post<AddWaterGlassResponse>('/api/me/water');
    expect(second.body.water.glasses).toBe(2);
    const rows = await waterRows(clientId);
    expect(rows.map((row) => [row.date, row.glasses])).toEqual([[todayInIstanbul(), 2]]);
    const home = await clientB.get<ClientHomeResponse>('/api/me/home');
    expect(home.body.water.glasses).toBe(2);
  });

  it('adds exactly one glass per request when ten arrive at once', async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const clientId = await server.userIdOf(demoEmails.clientA);
    const today = todayInIstanbul();
    const before = (await waterRows(clientId)).find((row) => row.date === today)?.glasses ?? 0;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => clientA.post<AddWaterGlassResponse>('/api/me/water')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    // Every answer saw its own increment: the counts are before+1 … before+10, each once.
    expect(responses.map((response) => response.body.water.glasses).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => before + i + 1),
    );
    const todays = (await waterRows(clientId)).filter((row) => row.date === today);
    expect(todays).toHaveLength(1);
    expect(todays[0]!.glasses).toBe(before + 10);
  });

  it('counts on the Istanbul day, not the UTC day', async () => {
    const clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const clientId = await server.userIdOf(demoEmails.clientC);
    // 22:30 UTC on 10 March is already 01:30 on 11 March in Istanbul (UTC+3).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T22:30:00Z') });
    const response = await clientC.post<AddWaterGlassResponse>('/api/me/water');
    vi.useRealTimers();
    expect(response.body.water.date).toBe('2026-03-11');
    const rows = await waterRows(clientId);
    expect(rows.map((row) => [row.date, row.glasses])).toEqual([['2026-03-11', 1]]);
    await server.runtime.deps.db.delete(waterIntake).where(eq(waterIntake.clientId, clientId));
  });

  it("never touches another client's water", async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const idB = await server.userIdOf(demoEmails.clientB);
    const before = await waterRows(idB);
    await clientA.post('/api/me/water');
    expect(await waterRows(idB)).toEqual(before);
  });

  it('refuses visitors, the admin and a non-JSON body with a Turkish message, writing nothing', async () => {
    const idA = await server.userIdOf(demoEmails.clientA);
    const today = todayInIstanbul();
    const glassesNow = async () =>
      (
        await server.runtime.deps.db
          .select({ glasses: waterIntake.glasses })
          .from(waterIntake)
          .where(and(eq(waterIntake.clientId, idA), eq(waterIntake.date, today)))
      )[0]?.glasses;
    const before = await glassesNow();

    const visitor = await new ApiClient(server.baseUrl).post('/api/me/water');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Bu işlem için giriş yapmalısınız.');

    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.post('/api/me/water')).status).toBe(403);

    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const plain = await clientA.request('POST', '/api/me/water', 'bir bardak', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(plain.body.message).toBe('İstek biçimi desteklenmiyor.');

    const crossSite = await clientA.request('POST', '/api/me/water', {}, { origin: 'https://kotu-site.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('Bu istek başka bir siteden geldiği için reddedildi.');

    expect(await glassesNow()).toBe(before);
  });
});
