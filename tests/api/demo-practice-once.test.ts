import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { loadDemoPracticeOnce } from '../../src/server/demo/seed-demo.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { createPostgresDatabase } from '../support/test-database.ts';

// Issue #39 item 1 (ADR 0055): the demo practice is loaded once, on a new database, and never again.
// Before, every seed step re-created its rows whenever it found none, so demo data the practice had
// deleted came back on each restart. The real app process (`node src/server/main.ts`, what `npm start`
// runs): embedded PGlite in a data folder as `npm start` uses it by default, and on PostgreSQL with
// SEED_DEMO=true, the other way a start seeds.

const postgresServerUrl = process.env.DENGE_TEST_POSTGRES_URL;

type Target = { databaseUrl: string; env: Record<string, string>; remove: () => Promise<void> };

async function createTarget(): Promise<Target> {
  if (postgresServerUrl) {
    const database = await createPostgresDatabase(
      postgresServerUrl,
      `denge_demo_once_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
    );
    return { databaseUrl: database.url, env: { SEED_DEMO: 'true' }, remove: database.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-demo-once-'));
  return {
    databaseUrl: '',
    // SEED_DEMO=auto is `npm start`'s default: the embedded database gets the demo practice.
    env: { DATA_DIR: dataDir, SEED_DEMO: 'auto' },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

let target: Target | undefined;
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
  await target?.remove();
});

async function restart(): Promise<AppProcess> {
  await app?.stop();
  if (!target) throw new Error('no database');
  app = await startAppProcess(target.databaseUrl, target.env);
  return app;
}

async function readPractice(baseUrl: string) {
  const admin = await signedIn(baseUrl, 'admin', demoEmails.admin);
  const options = await admin.get<{ clients: { id: string; email: string }[] }>('/api/admin/clients/options?limit=100');
  const coach = await admin.get<{ messages: unknown[] }>('/api/admin/coach');
  expect(options.status).toBe(200);
  expect(coach.status).toBe(200);
  return { admin, clientEmails: options.body.clients.map((client) => client.email), coach: coach.body.messages };
}

describe('the demo practice is loaded once, on a new database', () => {
  it('keeps a deleted demo client deleted and a cleared coach conversation cleared across two restarts', async () => {
    target = await createTarget();
    const first = await restart();
    const loaded = await readPractice(first.baseUrl);
    expect(loaded.clientEmails).toEqual(expect.arrayContaining([demoEmails.clientA, demoEmails.clientB]));
    expect(loaded.coach.length).toBeGreaterThan(0);

    const options = await loaded.admin.get<{ clients: { id: string; email: string }[] }>(
      '/api/admin/clients/options?limit=100',
    );
    const clientB = options.body.clients.find((client) => client.email === demoEmails.clientB);
    expect((await loaded.admin.delete(`/api/admin/clients/${clientB?.id}`)).status).toBe(200);
    expect((await loaded.admin.delete('/api/admin/coach/messages')).status).toBe(200);

    for (let round = 1; round <= 2; round++) {
      const restarted = await restart();
      const practice = await readPractice(restarted.baseUrl);
      expect(practice.clientEmails, `restart ${round}`).not.toContain(demoEmails.clientB);
      expect(practice.clientEmails, `restart ${round}`).toContain(demoEmails.clientA);
      expect(practice.coach, `restart ${round}`).toEqual([]);
    }
  }, 180_000);

  it('`npm run db:seed` on a database that had the demo changes nothing, and says so', async () => {
    if (!target) throw new Error('the restart test runs first');
    await app?.stop();
    app = undefined;
    const database = await openDatabase({
      databaseUrl: target.databaseUrl || undefined,
      dataDir: target.env.DATA_DIR ?? '',
    });
    try {
      expect(await loadDemoPracticeOnce(database.db)).toBe(false);
    } finally {
      await database.close();
    }
    // Stopping the app process and opening its data folder again can take a minute on a loaded machine.
  }, 120_000);
});
