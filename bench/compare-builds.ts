// `npm run bench:compare -- <checkout> [<checkout> …]`: the typical reads of bench/http-scenarios.ts
// against two or more builds of the app, in one run on one machine, so that a change can be judged
// against an older version (issue #17: "before and after on the same machine in the same hour").
//
// Each checkout is a directory holding a built app (`git worktree add <dir> <rev>`, then in it
// `npm ci && npm run build`). Each is started as its own `npm start` runs it (so an older build runs
// with the flags and process count it had), on a fresh PostgreSQL database of BENCH_DATABASE_URL's
// server, with the demo practice, and loaded from this process as `npm run bench` does. The checkouts
// take turns (A B A B … for BENCH_ROUNDS rounds, 2 by default) and each turn measures the plain-http
// ceiling first, since this machine's speed drifts within an hour. Reports only.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:compare -- ../denge-before .
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInIstanbul } from '../src/shared/dates.ts';
import { demoEmails, signedIn } from '../tests/support/api-client.ts';
import {
  makeBenchAppEnv,
  createScratchDatabase,
  freePort,
  loadUrl,
  measureCeiling,
  stopProcess,
  waitUntilUp,
} from './app-under-load.ts';
import { httpScenarios, resolveScenarioPath } from './http-scenarios.ts';

const CONNECTIONS = 50;
const SECONDS = 8;
const WARM_UP_SECONDS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The reads issue #17 names (and health as the app's own floor), and the client area's page; every build since the issue answers them. */
const COMPARED = [
  'health',
  'client picker',
  'client home, whole',
  'calorie diary',
  'notifications bell',
  'client list search',
  // The client area's page: its frame reads whether the consent step comes first (ADR 0081, stop 53).
  'client home page HTML',
];
const scenarios = httpScenarios.filter((scenario) => COMPARED.some((name) => scenario.name.startsWith(name)));

type Row = {
  checkout: string;
  round: number;
  ceiling: number;
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Uncompressed answer size, in bytes. */
  bytes: number;
  errors: number;
};

/** The checkout's own `npm start` with the demo practice on a fresh database; stopped with its processes. */
async function startCheckout(checkout: string, databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-compare-'));
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PATH: `${path.join(checkout, 'node_modules/.bin')}:${process.env.PATH}`,
      ...makeBenchAppEnv({ port, dataDir, webRoot: path.join(checkout, 'dist/web'), databaseUrl, isDemoSeeded: true }),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stopProcess(child, { isGroup: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitUntilUp(`${baseUrl}/api/health`, child).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { baseUrl, close };
}

async function measureCheckout(checkout: string, round: number, serverUrl: string): Promise<Row[]> {
  const ceiling = await measureCeiling({ connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS });
  const database = await createScratchDatabase(serverUrl);
  const app = await startCheckout(checkout, database.url);
  try {
    const callers = {
      admin: await signedIn(app.baseUrl, 'admin', demoEmails.admin),
      client: await signedIn(app.baseUrl, 'client', demoEmails.clientA),
    };
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const url = app.baseUrl + resolveScenarioPath(scenario.path, todayInIstanbul());
      const headers: Record<string, string> = scenario.signIn ? { cookie: callers[scenario.signIn].cookieHeader } : {};
      const answer = await fetch(url, { headers });
      const bytes = (await answer.arrayBuffer()).byteLength;
      await loadUrl(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers });
      const result = await loadUrl(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const row: Row = {
        checkout,
        round,
        ceiling,
        route: scenario.name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        bytes,
        errors: result.errors + result.non2xx + (answer.ok ? 0 : 1),
      };
      console.log(
        `[compare] ${checkout} round ${round} · ${row.route}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await app.close();
    await database.drop();
  }
}

function toMarkdown(rows: Row[], startedAt: string) {
  const lines = [
    `# Denge builds compared, ${startedAt}`,
    '',
    `Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s unmeasured, each checkout as its own \`npm start\` runs it on a fresh PostgreSQL database; checkouts in turns, the plain-http ceiling measured at the start of each turn. “bytes”: the answer uncompressed.`,
    '',
    '| checkout | round | ceiling req/s | route | req/s | p50 ms | p99 ms | share of ceiling | bytes | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.checkout} | ${row.round} | ${row.ceiling} | ${row.route} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${((100 * row.requestsPerSecond) / row.ceiling).toFixed(1)} % | ${row.bytes} | ${row.errors} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

async function main() {
  const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (checkouts.length < 2 || !serverUrl)
    throw new Error('usage: BENCH_DATABASE_URL=postgres://… npm run bench:compare -- <checkout> <checkout> […]');
  const startedAt = new Date().toISOString();
  const rows: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const checkout of checkouts) rows.push(...(await measureCheckout(checkout, round, serverUrl)));
  }
  const resultsDir = path.resolve('bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `compare-${startedAt.replace(/[:.]/g, '-')}`);
  writeFileSync(`${base}.json`, JSON.stringify({ startedAt, rows }, null, 2));
  const markdown = toMarkdown(rows, startedAt);
  writeFileSync(`${base}.md`, markdown);
  console.log(`\n${markdown}\n[compare] written to ${base}.{json,md}`);
}

await main();
