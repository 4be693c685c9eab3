// `npm run bench:scale` (issue #17): the scale fixture (10,000 clients who can sign in, 200,000
// measurements, 5,000,000 diary rows, 100,000 notifications) loaded into a scratch PostgreSQL
// database, then the app as users run it (`node src/server/main.ts`, its own process) and every hot
// read route of the signed-in screens measured at low concurrency by the server's own time (the
// Server-Timing header, src/server/logging/request-log.ts), against the budget p95 ≤ 10 ms. The hot
// statements are explained on the full fixture as well (tests/support/hot-read-queries.ts). Results
// go to bench/results/scale-<time>.{json,md}. Reports only: a benchmark never fails the build.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
//   BENCH_SCALE_FACTOR=0.1      a tenth of every count (default 1, the full fixture)
//   BENCH_REQUESTS=300          measured requests per route (default 300, after 30 warm-up ones)
//   BENCH_CONNECTIONS=2         requests in flight at once (default 2)
//   BENCH_KEEP_DATABASE=1       keep the scratch database afterwards (its URL is printed)
//   BENCH_FIXTURE_URL=…         measure a database loaded and kept earlier instead (no load, no drop)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootstrap } from '../src/server/bootstrap.ts';
import { parseEnv } from '../src/server/env.ts';
import { todayInIstanbul } from '../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../tests/support/api-client.ts';
import { captureHotReadQueries, explainQueries } from '../tests/support/hot-read-queries.ts';
import { BENCH_AUTH_SECRET, createScratchDatabase, freePort, stopProcess, waitUntilUp } from './app-under-load.ts';
import { describeScaleFixture, findTypicalScaleClient, type ScaleResult, seedScale } from './fixtures/seed-scale.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
const FACTOR = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = Math.max(10, Math.round(REQUESTS / 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
/** Requests per route and round (the routes take turns, see measureRoutes). */
const ROUND = 25;
const BUDGET_P95_MS = 10;
const SEQ_SCAN_ROW_LIMIT = 10_000;
const resultsDir = path.resolve('bench/results');

/** What the report says of the fixture: its sizes, and the load's seconds when this run loaded it. */
type FixtureInfo = Pick<ScaleResult, 'emailPrefix' | 'counts'> & { seconds?: ScaleResult['seconds'] };

type RouteRow = {
  route: string;
  requests: number;
  serverP50: number;
  serverP95: number;
  serverP99: number;
  serverMax: number;
  clientP95: number;
  isWithinBudget: boolean;
  errors: number;
};

/**
 * Migrates, seeds the demo practice (the admin, the foods) and loads the scale fixture, in this
 * process; or, for a database loaded earlier, only migrates and reads its sizes.
 */
async function loadFixture(
  databaseUrl: string,
  isLoaded: boolean,
): Promise<{ fixture: FixtureInfo; client: { id: string; email: string } }> {
  const env = parseEnv({ LOG_LEVEL: 'silent', AUTH_SECRET: BENCH_AUTH_SECRET, DATABASE_URL: databaseUrl });
  const runtime = await bootstrap({ env, webRoot: null, shouldSeedDemo: !isLoaded });
  try {
    const fixture = isLoaded
      ? await describeScaleFixture(runtime.deps.db)
      : await seedScale(runtime.deps.db, { factor: FACTOR, log: (line) => console.log(line) });
    const client = await findTypicalScaleClient(runtime.deps.db, fixture.emailPrefix);
    return { fixture, client };
  } finally {
    await runtime.close();
  }
}

/** `node src/server/main.ts` on the fixture, as `npm start` runs it (the API only, no workers). */
async function startApp(databaseUrl: string) {
  const port = await freePort();
  const webRoot = mkdtempSync(path.join(tmpdir(), 'denge-scale-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Denge</title><div id="root"></div>');
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // The mail worker and scheduled jobs would only add noise to the read timings.
      RUN_WORKERS: 'false',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SIGN_IN_IP_LIMIT: '100000',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child);
  return {
    baseUrl,
    close: async () => {
      await stopProcess(child);
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** `count` GETs of one path, `CONNECTIONS` at a time: the server's and the caller's milliseconds. */
async function timeRoute(caller: ApiClient, routePath: string, count: number) {
  const server: number[] = [];
  const client: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const response = await fetch(caller.baseUrl + routePath, { headers: { cookie: caller.cookieHeader } });
      await response.arrayBuffer();
      client.push(performance.now() - started);
      const duration = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
      if (!response.ok || duration === undefined) errors += 1;
      else server.push(Number(duration));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { server, client, errors };
}

async function measureRoutes(baseUrl: string, sample: { id: string; email: string }): Promise<RouteRow[]> {
  const clientCaller = await signedIn(baseUrl, 'client', sample.email);
  const admin = await signedIn(baseUrl, 'admin', demoEmails.admin);
  const today = todayInIstanbul();
  const routes: Array<{ route: string; caller: ApiClient; path: string }> = [
    { route: 'GET /api/me/diary (today)', caller: clientCaller, path: `/api/me/diary?date=${today}` },
    { route: 'GET /api/me/home', caller: clientCaller, path: '/api/me/home' },
    { route: 'GET /api/me/notifications', caller: clientCaller, path: '/api/me/notifications' },
    { route: 'GET /api/admin/clients', caller: admin, path: '/api/admin/clients' },
    { route: 'GET /api/admin/clients?page=400', caller: admin, path: '/api/admin/clients?page=400' },
    {
      route: 'GET /api/admin/clients?search=ayşe',
      caller: admin,
      path: `/api/admin/clients?search=${encodeURIComponent('ayşe')}`,
    },
    {
      route: 'GET /api/admin/clients?search=<e-mail>',
      caller: admin,
      path: `/api/admin/clients?search=${encodeURIComponent(sample.email)}`,
    },
    { route: 'GET /api/admin/clients/options', caller: admin, path: '/api/admin/clients/options' },
    {
      route: 'GET /api/admin/clients/options?search=kaya',
      caller: admin,
      path: '/api/admin/clients/options?search=kaya',
    },
    { route: 'GET /api/admin/clients/options?id=', caller: admin, path: `/api/admin/clients/options?id=${sample.id}` },
    { route: 'GET /api/admin/diary/:clientId', caller: admin, path: `/api/admin/diary/${sample.id}?date=${today}` },
    { route: 'GET /api/admin/measurements', caller: admin, path: `/api/admin/measurements?clientId=${sample.id}` },
    { route: 'GET /api/admin/reports/:clientId', caller: admin, path: `/api/admin/reports/${sample.id}` },
    { route: 'GET /api/admin/notifications', caller: admin, path: '/api/admin/notifications' },
    { route: 'GET /api/admin/notifications?page=200', caller: admin, path: '/api/admin/notifications?page=200' },
    { route: 'GET /api/admin/goals', caller: admin, path: '/api/admin/goals' },
  ];
  for (const { caller, path: routePath } of routes) {
    const check = await caller.get(routePath);
    if (check.status !== 200) throw new Error(`${routePath} answered ${check.status}`);
    await timeRoute(caller, routePath, WARM_UP);
  }
  // Rounds over all routes rather than one route after the other: on a shared machine a burst of other
  // work then spreads over every route instead of spoiling one route's percentiles.
  const timings = routes.map(() => ({ server: [] as number[], client: [] as number[], errors: 0 }));
  for (let done = 0; done < REQUESTS; done += ROUND) {
    for (const [index, { caller, path: routePath }] of routes.entries()) {
      const timed = await timeRoute(caller, routePath, Math.min(ROUND, REQUESTS - done));
      timings[index]!.server.push(...timed.server);
      timings[index]!.client.push(...timed.client);
      timings[index]!.errors += timed.errors;
    }
  }
  return routes.map(({ route }, index) => {
    const timed = timings[index]!;
    const server = timed.server.sort((a, b) => a - b);
    const client = timed.client.sort((a, b) => a - b);
    const serverP95 = round1(percentile(server, 0.95));
    console.log(`[scale] ${route}: server p50 ${round1(percentile(server, 0.5))} ms, p95 ${serverP95} ms`);
    return {
      route,
      requests: REQUESTS,
      serverP50: round1(percentile(server, 0.5)),
      serverP95,
      serverP99: round1(percentile(server, 0.99)),
      serverMax: round1(server.at(-1) ?? 0),
      clientP95: round1(percentile(client, 0.95)),
      isWithinBudget: serverP95 <= BUDGET_P95_MS && timed.errors === 0,
      errors: timed.errors,
    };
  });
}

function toMarkdown(report: {
  startedAt: string;
  factor: number;
  fixture: FixtureInfo;
  routes: RouteRow[];
  plans: { read: string; scans: string[]; seqScans: { table: string; rows: number }[] }[];
}) {
  const { counts, seconds } = report.fixture;
  const lines = [
    `# Denge scale benchmark, ${report.startedAt}`,
    '',
    `Fixture (factor ${report.factor}): ${counts.clients.toLocaleString('en')} clients, ` +
      `${counts.measurements.toLocaleString('en')} measurements, ${counts.diaryRows.toLocaleString('en')} diary rows, ` +
      `${counts.notifications.toLocaleString('en')} notifications, ${counts.waterDays.toLocaleString('en')} water days, ` +
      `${counts.clientGoals.toLocaleString('en')} client goals; ` +
      (seconds
        ? `loaded in **${seconds.total} s** (${Object.entries(seconds)
            .filter(([step]) => step !== 'total')
            .map(([step, value]) => `${step} ${value} s`)
            .join(', ')}).`
        : 'loaded by an earlier run (BENCH_FIXTURE_URL).'),
    '',
    `Routes: ${REQUESTS} requests each after ${WARM_UP} warm-up ones, in rounds of ${ROUND} over all routes, ` +
      `${CONNECTIONS} in flight, the app in its own ` +
      `process on PostgreSQL. Server time from Server-Timing; budget p95 ≤ ${BUDGET_P95_MS} ms.`,
    '',
    '| route | server p50 ms | server p95 ms | server p99 ms | server max ms | client p95 ms | within budget | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...report.routes.map(
      (row) =>
        `| ${row.route} | ${row.serverP50} | ${row.serverP95} | ${row.serverP99} | ${row.serverMax} | ${row.clientP95} | ${row.isWithinBudget ? 'yes' : '**no**'} | ${row.errors} |`,
    ),
    '',
    `Plans of the hot statements on this fixture (a sequential scan of a table over ${SEQ_SCAN_ROW_LIMIT.toLocaleString('en')} rows is marked):`,
    '',
    '| read | scans |',
    '|---|---|',
    ...report.plans.map(
      (plan) =>
        `| ${plan.read} | ${plan.scans.join(', ')}${plan.seqScans.some((scan) => scan.rows > SEQ_SCAN_ROW_LIMIT) ? ' **(seq scan over the limit)**' : ''} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

async function main() {
  const fixtureUrl = process.env.BENCH_FIXTURE_URL;
  if (!serverUrl && !fixtureUrl)
    throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (a scratch database is made on it)');
  mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  const database = fixtureUrl
    ? { url: fixtureUrl, drop: async () => {} }
    : await createScratchDatabase(serverUrl!, 'denge_scale');
  try {
    const { fixture, client } = await loadFixture(database.url, Boolean(fixtureUrl));
    console.log(`[scale] fixture ready; signing in as ${client.email}`);
    const queries = await captureHotReadQueries(database.url, {
      clientId: client.id,
      clientEmail: client.email,
      date: todayInIstanbul(),
    });
    const plans = (await explainQueries(database.url, queries)).map(({ read, sql, scans, seqScans }) => ({
      read,
      sql,
      scans,
      seqScans,
    }));
    const app = await startApp(database.url);
    let routes: RouteRow[];
    try {
      routes = await measureRoutes(app.baseUrl, client);
    } finally {
      await app.close();
    }
    const report = { startedAt, factor: FACTOR, connections: CONNECTIONS, fixture, routes, plans };
    const stamp = `scale-${startedAt.replace(/[:.]/g, '-')}`;
    const markdown = toMarkdown(report);
    writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, `${stamp}.md`), markdown);
    console.log(`\n${markdown}`);
    console.log(`[scale] written to bench/results/${stamp}.{json,md}`);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE || fixtureUrl) console.log(`[scale] kept ${database.url}`);
    else await database.drop();
  }
}

main().catch((error) => {
  console.error('[scale] failed:', error);
  process.exitCode = 1;
});
