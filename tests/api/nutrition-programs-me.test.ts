import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nutritionPrograms } from '../../src/server/db/schema/index.ts';
import { mealTypes, weekDays } from '../../src/shared/constants.ts';
import type { NutritionProgramResponse } from '../../src/shared/schemas/nutrition-programs.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/me/nutrition-programs', () => {
  it("answers client A's seeded week: 7 days × 6 meals, every slot filled, and the notes", async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const response = await clientA.get<NutritionProgramResponse>('/api/me/nutrition-programs');
    expect(response.status).toBe(200);
    const program = response.body.program!;
    expect(Object.keys(program.days)).toEqual([...weekDays]);
    for (const day of weekDays) {
      expect(Object.keys(program.days[day])).toEqual([...mealTypes]);
      for (const meal of mealTypes) expect(program.days[day][meal].length, `${day} ${meal}`).toBeGreaterThan(5);
    }
    expect(program.days.monday.lunch).toContain('mercimek çorbası');
    expect(program.notes).toContain('8 bardak');
  });

  it('answers null for a client without a programme (danisan3@), and only the own programme to each client', async () => {
    const clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const none = await clientC.get<NutritionProgramResponse>('/api/me/nutrition-programs');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ numbersHidden: false, program: null, target: null });

    // Client B gets a programme of their own with empty slots; A's rows never leak into it.
    const clientBId = await server.userIdOf(demoEmails.clientB);
    await server.runtime.deps.db
      .insert(nutritionPrograms)
      .values({ clientId: clientBId, notes: '  ', monday_breakfast: '  Yulaf lapası  ' });
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const own = await clientB.get<NutritionProgramResponse>('/api/me/nutrition-programs');
    expect(own.body.program!.days.monday.breakfast).toBe('Yulaf lapası');
    expect(own.body.program!.days.monday.lunch).toBe('');
    expect(own.body.program!.days.sunday.dinner).toBe('');
    expect(own.body.program!.notes).toBe('');
  });

  it('is for signed-in clients only', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.get('/api/me/nutrition-programs')).status).toBe(403);
    const response = await fetch(`${server.baseUrl}/api/me/nutrition-programs`);
    expect(response.status).toBe(401);
  });
});
