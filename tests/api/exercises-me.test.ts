import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseCategories } from '../../src/shared/constants.ts';
import type { ExercisesResponse } from '../../src/shared/schemas/exercises.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/me/exercises', () => {
  it('lists the library by name in Turkish order, every category present, with own images', async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const response = await client.get<ExercisesResponse>('/api/me/exercises');
    expect(response.status).toBe(200);
    const { exercises } = response.body;
    expect(exercises.length).toBeGreaterThanOrEqual(18);
    const names = exercises.map((exercise) => exercise.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    for (const category of exerciseCategories) {
      expect(exercises.filter((exercise) => exercise.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    for (const exercise of exercises) {
      expect(exercise.duration).toBeGreaterThan(0);
      expect(exercise.description.length).toBeGreaterThan(30);
      // Made for Denge and served by the app itself: no hot-linked images.
      expect(exercise.gifUrl).toMatch(/^\/exercises\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join('public', exercise.gifUrl)), exercise.gifUrl).toBe(true);
    }
  });

  it('is for signed-in clients only', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.get('/api/me/exercises')).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/api/me/exercises`)).status).toBe(401);
  });
});
