import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, listenersOn, startAppProcess } from '../support/app-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// ADR 0031: on PostgreSQL `npm start` runs one app process per core (WEB_CONCURRENCY). A real
// `node src/server/main.ts` with WEB_CONCURRENCY=2: its primary starts two processes that serve the
// same port, starts one again when it dies, and on SIGTERM stops both and exits 0.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

let database: TestServer;
let app: AppProcess;

/** The process ids the primary has started (Linux: its children). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** The status of a request on a new connection (a pooled one may belong to the process just killed). */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe.runIf(onPostgres)('several app processes on one machine (WEB_CONCURRENCY)', () => {
  beforeAll(async () => {
    // The test server migrates and seeds a fresh database; the app processes share it.
    database = await startTestServer();
    app = await startAppProcess(database.runtime.deps.env.DATABASE_URL ?? '', { WEB_CONCURRENCY: '2' });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await database?.close();
  });

  it('starts two processes that serve the same port', async () => {
    expect(await waitFor(() => childrenOf(app.process.pid ?? 0).length === 2, 10_000)).toBe(true);
    expect(await waitFor(() => listenersOn(app.port) === 2, 20_000)).toBe(true);
    const client = await signedIn(app.baseUrl, 'client', demoEmails.clientA);
    for (let request = 0; request < 6; request += 1) {
      expect((await client.get('/api/me/home')).status).toBe(200);
    }
  });

  it('starts a process again when it dies, and keeps answering meanwhile', async () => {
    const primary = app.process.pid ?? 0;
    const [victim, survivor] = childrenOf(primary);
    process.kill(victim ?? 0, 'SIGKILL');
    await waitFor(() => !childrenOf(primary).includes(victim ?? 0), 5_000);
    // The survivor answers every new connection while the primary starts the victim again.
    for (let request = 0; request < 6; request += 1) {
      expect(await statusOnNewConnection(`${app.baseUrl}/api/health`)).toBe(200);
    }
    const isReplaced = () => {
      const now = childrenOf(primary);
      return now.length === 2 && now.includes(survivor ?? 0) && !now.includes(victim ?? 0);
    };
    expect(await waitFor(isReplaced, 15_000)).toBe(true);
    expect(await waitFor(() => listenersOn(app.port) === 2, 20_000)).toBe(true);
  });

  it('stops every process on SIGTERM and exits 0', async () => {
    const primary = app.process.pid ?? 0;
    const processes = childrenOf(primary);
    await app.stop();
    expect(app.process.exitCode).toBe(0);
    for (const pid of processes) expect(() => process.kill(pid, 0)).toThrow();
  });
});
