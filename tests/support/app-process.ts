import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../src/server/node-flags.ts';

// A real app process, `node src/server/main.ts`, as production runs it: for the tests of issue #17
// (several processes on one PostgreSQL). Every process of one test run must share AUTH_SECRET, or a
// cookie signed by one is refused by the other.

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 15_000;

export type AppProcess = {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** SIGTERM (the graceful shutdown of main.ts), SIGKILL when it hangs; resolves once it has exited. */
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** How many sockets listen on the port (Linux: /proc/net/tcp, state 0A); each process opens its own. */
export function listenersOn(port: number): number {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .filter((line) => {
      const [, local, , state] = line.trim().split(/\s+/);
      return local?.endsWith(`:${portHex}`) && state === '0A';
    }).length;
}

/**
 * Starts `node src/server/main.ts` on a free port against `databaseUrl` and waits until it answers
 * /api/health. `env` adds to or overrides the defaults (e.g. SEED_DEMO, PUBLIC_URL).
 */
export async function startAppProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  // The API is what is tested; the process still wants a web folder to serve pages from.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'denge-app-process-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Denge</title><div id="root"></div>');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: TEST_AUTH_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RUN_WORKERS: 'false',
      SIGN_IN_IP_LIMIT: '100000',
      // One process per app process: these tests count processes themselves (ADR 0031).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => {
    if (hasExited()) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (!hasExited()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(webRoot, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !hasExited()) {
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { baseUrl, port, process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exit = hasExited() ? `exited (${child.exitCode ?? child.signalCode})` : 'did not start in time';
  await stop();
  throw new Error(`the app process on port ${port} ${exit}`);
}
