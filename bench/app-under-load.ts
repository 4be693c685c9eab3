// What the benchmarks share (bench/run.ts, compare-builds.ts, scale-bench.ts, public-js-size.ts): the
// app's settings under a benchmark, a free port, a process that must come up and be stopped,
// autocannon with a browser's Accept-Encoding, the plain-http ceiling of the run, and scratch
// PostgreSQL databases.
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/app-process.ts';
import { createPostgresDatabase } from '../tests/support/test-database.ts';

export { freePort };

export const BENCH_AUTH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth';

/**
 * The settings of an app started for a benchmark: production, quiet, on its own port, and with the
 * sign-in limits lifted (the load signs in more often than a person). `databaseUrl` empty: PGlite in
 * `dataDir`.
 */
export const makeBenchAppEnv = (options: {
  port: number;
  dataDir: string;
  webRoot: string;
  databaseUrl: string;
  isDemoSeeded: boolean;
}) => ({
  NODE_ENV: 'production',
  PORT: String(options.port),
  HOST: '127.0.0.1',
  DATA_DIR: options.dataDir,
  WEB_ROOT: options.webRoot,
  LOG_LEVEL: 'silent',
  SEED_DEMO: String(options.isDemoSeeded),
  AUTH_SECRET: BENCH_AUTH_SECRET,
  SIGN_IN_IP_LIMIT: '100000',
  SIGN_IN_ACCOUNT_LIMIT: '100000',
  // The order scenario stands for many buyers, each at its own address (X-Forwarded-For) and e-mail
  // (bench/order-scenario.ts): the shop's limits (ADR 0067) are counted on every order as for real
  // buyers, at their defaults, and none is reached.
  TRUST_PROXY: 'true',
  DATABASE_URL: options.databaseUrl,
  // A production server on PostgreSQL names its address (issue #38); the load comes to this one.
  PUBLIC_URL: `http://127.0.0.1:${options.port}`,
});

/** What Chromium sends: the app compresses as it would for a real visitor. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export type LoadOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Requests other than GET `url` (a write whose body changes with every request). */
  requests?: autocannon.Request[];
};

export async function loadUrl(url: string, options: LoadOptions) {
  return autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
    ...(options.requests ? { requests: options.requests } : {}),
  });
}

export async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 300_000; // a shared machine under load starts slowly
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * SIGTERM, then SIGKILL after `patienceMs`. `isGroup`: the child was spawned `detached` and leads a
 * process group (`npm start` and the app's processes under it), which gets the signals.
 */
export async function stopProcess(child: ChildProcess, options: { patienceMs?: number; isGroup?: boolean } = {}) {
  if (child.exitCode !== null) return;
  const send = (signal: NodeJS.Signals) =>
    options.isGroup && child.pid !== undefined ? process.kill(-child.pid, signal) : child.kill(signal);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  send('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, options.patienceMs ?? 15_000))]);
  if (child.exitCode === null) send('SIGKILL');
}

/** The machine's ceiling in this run: a plain Node http server under the same load, in req/s. */
export async function measureCeiling(options: { connections: number; seconds: number; warmUpSeconds: number }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/plain-http-server.ts', String(port)], { stdio: 'ignore' });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`, child);
    await loadUrl(`http://127.0.0.1:${port}/`, { connections: options.connections, seconds: options.warmUpSeconds });
    const result = await loadUrl(`http://127.0.0.1:${port}/`, options);
    return Math.round(result.requests.average);
  } finally {
    await stopProcess(child);
  }
}

/** A scratch database on the PostgreSQL server of `serverUrl`, named `<prefix>_<time>`; `drop` removes it. */
export const createScratchDatabase = (serverUrl: string, prefix = 'denge_bench') =>
  createPostgresDatabase(serverUrl, `${prefix}_${Date.now()}`);
