import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../src/server/node-flags.ts';

// `node src/server/main.ts` as `npm start` runs it: SIGTERM closes open event streams, lets the
// server finish and closes the database, then exits 0 — and the embedded database opens again.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const START_DEADLINE_MS = 90_000;

const isHealthy = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

async function startMain() {
  const port = await freePort();
  const webRoot = path.join(dataDir, 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Denge</title>');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  // Startup (migrations, demo seed) takes ~20 s on a busy machine: wait on a deadline, not a count.
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!(await isHealthy(baseUrl))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      const reason =
        exitCode !== undefined ? `exited with ${exitCode}` : `did not answer within ${START_DEADLINE_MS} ms`;
      throw new Error(`The server ${reason}. Its output:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseUrl, exited, output: () => output };
}

describe('graceful shutdown', () => {
  it(
    'ends open event streams, stops cleanly on SIGTERM and leaves the embedded database reusable',
    async () => {
      const first = await startMain();
      const client = await signedIn(first.baseUrl, 'client', demoEmails.clientA);
      const stream = await fetch(`${first.baseUrl}/api/me/events`, { headers: { cookie: client.cookieHeader } });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      await reader.read(); // the 'ready' event
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('stopped cleanly');
      // The stream ended instead of holding the server open.
      let isDone = false;
      while (!isDone) isDone = (await reader.read().catch(() => ({ done: true }))).done;

      const second = await startMain();
      const health = await new ApiClient(second.baseUrl).get('/api/health');
      expect(health.body).toEqual({ status: 'ok', db: 'pglite' });
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    },
    3 * START_DEADLINE_MS,
  );
});
