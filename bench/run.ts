// `npm run bench`: the app as users run it (`node src/server/main.ts`, its own process) under load from
// this process (autocannon), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; a plain Node http
// server measured in the same run as the machine's ceiling (and, on PostgreSQL, the stack's floor:
// bench/stack-floor-server.ts); the server's resident memory idle and
// after load; Lighthouse mobile scores (median of several runs). Results go to bench/results/ as JSON
// and Markdown so two runs can be compared. Reports only: a benchmark never fails the build.
//
//   npm run bench                       everything (BENCH_DATABASE_URL adds PostgreSQL)
//   npm run bench -- --no-lighthouse    load and memory only
//   npm run bench -- --lighthouse-only  Lighthouse only (public and signed-in screens), no load
//   npm run bench -- --signed-in        Lighthouse on the signed-in screens only (implies --lighthouse-only)
//   npm run bench -- --lighthouse-pages=clients   only the Lighthouse pages whose path contains this ('a|b': either)
//   npm run bench -- --save-reports     also each page's last Lighthouse report (JSON) to bench/results/lighthouse
//   npm run bench -- --cpu-prof         also write V8 CPU profiles of the server to bench/results/profiles
//   npm run bench -- --trace-gc         also count the server's garbage collections during each route
//                                       (V8's --trace-gc; ADR 0042)
//   npm run bench -- --soak=300         also a 5-minute mixed soak with live streams, memory sampled
//                                       every 10 s (BENCH_ONLY and --no-lighthouse shorten the rest)
//   BENCH_SECONDS=8 BENCH_CONNECTIONS=50 BENCH_WARM_UP_SECONDS=5 (the defaults); BENCH_PORT=4750 pins the app's port
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bootstrap } from '../src/server/bootstrap.ts';
import { parseEnv } from '../src/server/env.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';
import { todayInIstanbul } from '../src/shared/dates.ts';
import { demoEmails, signedIn } from '../tests/support/api-client.ts';
import { listenersOn } from '../tests/support/app-process.ts';
import { decideProcessCount } from '../src/server/app-processes.ts';
import {
  BENCH_AUTH_SECRET,
  BROWSER_ACCEPT_ENCODING,
  type LoadOptions,
  makeBenchAppEnv,
  createScratchDatabase,
  freePort,
  loadUrl,
  measureCeiling,
  stopProcess,
  waitUntilUp,
} from './app-under-load.ts';
import { seedConversations } from './fixtures/seed-conversations.ts';
import { seedOrders } from './fixtures/seed-orders.ts';
import { httpScenarios, resolveScenarioPath } from './http-scenarios.ts';
import { addOrderBenchProduct, makeOrderRequests, ORDER_SCENARIO } from './order-scenario.ts';
import { makeProgramSaveRequests, PROGRAM_SAVE_SCENARIO } from './program-save-scenario.ts';
import { listSignedInScreens, type SignedInScreen, setBrowserCookies } from './signed-in-screens.ts';

const args = new Set(process.argv.slice(2));
const argValue = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')[1];
const onlySignedIn = args.has('--signed-in');
const lighthouseOnly = args.has('--lighthouse-only') || onlySignedIn;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Unmeasured load on a route (and the ceiling) before its measured seconds. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const LIGHTHOUSE_RUNS = Number(argValue('lighthouse-runs') ?? 5);
const SOAK_SECONDS = Number(argValue('soak') ?? 0);
/** The busy shop's orders for the order-list scenarios; Lighthouse alone measures the demo practice as seeded. */
const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? (lighthouseOnly ? 0 : 50_000));
/** A busy inbox for the message scenarios: conversations of 30 messages each (issue #42). */
const BENCH_CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? (lighthouseOnly ? 0 : 1_000));
/** Only the scenarios whose name contains one of these texts (e.g. BENCH_ONLY=order or BENCH_ONLY='diary|bell'), and no Lighthouse. */
const ONLY = process.env.BENCH_ONLY ?? '';
const onlyNames = ONLY.split('|').filter(Boolean);
const isScenarioChosen = (name: string) => onlyNames.length === 0 || onlyNames.some((text) => name.includes(text));
const LIGHTHOUSE_PAGES = argValue('lighthouse-pages') ?? '';
const withLighthouse = !args.has('--no-lighthouse') && !ONLY;
const withSavedReports = args.has('--save-reports');
const withCpuProfile = args.has('--cpu-prof');
const withGcTrace = args.has('--trace-gc');
/** Only the PostgreSQL run (needs BENCH_DATABASE_URL): for back-to-back comparisons of the server path. */
const onlyPostgres = args.has('--postgres-only');
const resultsDir = path.resolve('bench/results');
/** Placeholder for a product page in the Lighthouse list. */
const FIRST_PRODUCT_PAGE = '/urunler/:first';
const lighthousePages = [
  '/',
  '/blog',
  '/blog/kan-sekerini-dengede-tutmanin-7-yolu',
  '/urunler',
  FIRST_PRODUCT_PAGE,
  '/login',
  '/kullanici/giris',
];

type LoadRow = {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  shareOfCeiling: number;
  errors: number;
  /** CPU time per request of the app's processes and of PostgreSQL's (0 on PGlite, which runs inside the app). */
  appCpuMicros: number;
  databaseCpuMicros: number;
  /** With --trace-gc: the server's collections during the measured seconds, all its processes together. */
  gc?: GcCount;
};
type GcCount = { scavenges: number; markCompacts: number; longestMarkCompactMs: number };
type MemoryRow = { database: string; processes: number; idleMb: number; afterLoadMb: number; soak?: SoakResult };
type LighthouseRow = Record<string, string | number>;

async function waitUntilListening(port: number, processCount: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (listenersOn(port) < processCount) {
    if (Date.now() > deadline) throw new Error(`only ${listenersOn(port)} of ${processCount} app processes listen`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process and every process it started (the app's processes on PostgreSQL, ADR 0031), from /proc (Linux). */
function processTreeOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(/\s+/).map(Number).flatMap(processTreeOf) : [])];
}

/** Resident memory of the app in MB: the process and the processes it started, summed. */
function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  let kb = 0;
  for (const each of processTreeOf(pid)) {
    const status = readFileSync(`/proc/${each}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/**
 * CPU time (user + system, in clock ticks of 10 ms) of some processes, from /proc/<pid>/stat. Requests
 * per second on a shared machine move with its neighbours (this one's ceiling swung from 21,000 to
 * 35,000 req/s within the hour); the CPU a request costs moves far less, so it is what two runs compare.
 */
function cpuTicksOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // the process ended between the listing and the read (a PostgreSQL backend closing)
    }
  }
  return ticks;
}

/** The local PostgreSQL server's processes (the postmaster and its backends), by their command name. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

const MICROS_PER_TICK = 10_000;

// A profiled server writes its profile after the shutdown's own grace period (10 s): give it time,
// or SIGKILL loses the profile.
const stop = (child: ChildProcess) => stopProcess(child, { patienceMs: withCpuProfile ? 60_000 : 15_000 });

/**
 * The database the app will open, made beforehand in this process: migrated, the demo practice, and
 * a busy shop's orders (the 'order list' scenarios), so seeding is not part of what is measured.
 */
async function prepareDatabase(options: { databaseUrl?: string; dataDir: string }) {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const runtime = await bootstrap({ env, webRoot: null, shouldSeedDemo: true });
  try {
    const seeded = await seedOrders(runtime.deps.db, { orders: BENCH_ORDERS });
    console.log(`[bench] seeded ${seeded.orders} orders in ${seeded.seconds} s`);
    if (BENCH_CONVERSATIONS > 0) {
      const inbox = await seedConversations(runtime.deps.db, {
        conversations: BENCH_CONVERSATIONS,
        demoClientEmail: demoEmails.clientA,
      });
      console.log(`[bench] seeded ${inbox.conversations} conversations in ${inbox.seconds} s`);
    }
    await addOrderBenchProduct(runtime.deps.db);
  } finally {
    await runtime.close();
  }
}

/** How many processes `npm start` runs with this database (one per core on PostgreSQL, ADR 0031). */
const appProcessCount = (databaseUrl: string | undefined) =>
  decideProcessCount(parseEnv({ ...process.env, DATABASE_URL: databaseUrl ?? '', AUTH_SECRET: BENCH_AUTH_SECRET }));

/** `node src/server/main.ts` as `npm start` runs it, with the demo practice, on its own port. */
async function startApp(options: { databaseUrl?: string; label: string }) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-bench-'));
  await prepareDatabase({ dataDir, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) });
  const profileDir = path.join(resultsDir, 'profiles', options.label);
  if (withCpuProfile) mkdirSync(profileDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(withCpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...gcTraceFlags,
      'src/server/main.ts',
    ],
    {
      env: {
        ...process.env,
        ...SERVER_ENV,
        ...makeBenchAppEnv({
          port,
          dataDir,
          webRoot: path.resolve('dist/web'),
          databaseUrl: options.databaseUrl ?? '',
          isDemoSeeded: true,
        }),
      },
      stdio: ['ignore', serverStdout, 'inherit'],
    },
  );
  const gcCounter = countCollections(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const processCount = appProcessCount(options.databaseUrl);
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // An app that never came up is stopped too: it would keep this process (and a core) alive.
  await waitUntilUp(`${baseUrl}/api/health`, child).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  // On PostgreSQL the app runs one process per core (ADR 0031); the load starts once all of them listen.
  await waitUntilListening(port, processCount);
  return { baseUrl, child, close, gcCounter };
}

const load = (
  url: string,
  headers: Record<string, string> = {},
  seconds = DURATION_SECONDS,
  requests?: LoadOptions['requests'],
  connections = CONNECTIONS,
) => loadUrl(url, { connections, seconds, headers, ...(requests ? { requests } : {}) });

type Measured = Omit<LoadRow, 'database' | 'scenario'>;

/** Starts counting; the function it returns gives the collections since then. */
type GcCounter = { startCounting: () => () => GcCount };

/**
 * The collections a server reports with V8's --trace-gc, counted from its output as they come: a line
 * per collection, `Scavenge …` or `Mark-Compact … MB, pooled: … MB, 17.59 / 0.02 ms …` (the pause).
 * The mark-compacts are the long pauses a p99 shows; many of them mean the old generation fills with
 * short-lived objects (ADR 0042). Undefined for a server whose stdout is not piped (no --trace-gc).
 */
function countCollections(child: ChildProcess): GcCounter | undefined {
  if (!child.stdout) return undefined;
  let scavenges = 0;
  const markCompactPauses: number[] = [];
  let rest = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes(': Scavenge ')) scavenges += 1;
      const markCompact = /: Mark-Compact .*? MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ /.exec(line);
      if (markCompact) markCompactPauses.push(Number(markCompact[1]));
    }
  });
  return {
    startCounting: () => {
      const scavengesBefore = scavenges;
      const markCompactsBefore = markCompactPauses.length;
      return () => {
        const pauses = markCompactPauses.slice(markCompactsBefore);
        return {
          scavenges: scavenges - scavengesBefore,
          markCompacts: pauses.length,
          longestMarkCompactMs: Number(Math.max(0, ...pauses).toFixed(1)),
        };
      };
    },
  };
}

/** With the bench's --trace-gc, the servers it starts print V8's GC lines to a piped stdout. */
const gcTraceFlags = withGcTrace ? ['--trace-gc'] : [];
const serverStdout = withGcTrace ? 'pipe' : 'ignore';

/**
 * One route under load, with the CPU time its requests cost the server's processes (`serverPid` and
 * the processes it started) and PostgreSQL's, per request. `drain` waits for the server to work off
 * what the load left queued, before the CPU time is read. The route is loaded first, unmeasured: the
 * first route of a run otherwise paid for compiling the code every route shares and for the heap
 * growing to its working size (the diary day measured first on PostgreSQL: 215–230 µs of app CPU a
 * request after 0–2 s of warm-up, 167 after 6 s; 162–197 after three other routes).
 */
async function measureRoute(options: {
  url: string;
  headers: Record<string, string>;
  serverPid: number | undefined;
  onPostgres: boolean;
  ceiling: number;
  drain: () => Promise<void>;
  gcCounter?: GcCounter | undefined;
  /** A write's requests (bench/order-scenario.ts) instead of GET `url`. */
  requests?: LoadOptions['requests'];
  connections?: number | undefined;
}): Promise<Measured> {
  await load(options.url, options.headers, WARM_UP_SECONDS, options.requests, options.connections);
  await options.drain();
  const collectionsSince = options.gcCounter?.startCounting();
  const serverPids = options.serverPid ? processTreeOf(options.serverPid) : [];
  const databasePids = options.onPostgres ? postgresPids() : [];
  const ticksBefore = { server: cpuTicksOf(serverPids), database: cpuTicksOf(databasePids) };
  const result = await load(options.url, options.headers, DURATION_SECONDS, options.requests, options.connections);
  await options.drain();
  // Backends that started during the load are counted from zero: they did all their work in it.
  const databasePidsAfter = options.onPostgres ? postgresPids() : [];
  const newDatabasePids = databasePidsAfter.filter((pid) => !databasePids.includes(pid));
  const serverTicks = cpuTicksOf(serverPids) - ticksBefore.server;
  const databaseTicks = cpuTicksOf(databasePids) - ticksBefore.database + cpuTicksOf(newDatabasePids);
  const perRequest = (ticks: number) => Math.round((ticks * MICROS_PER_TICK) / Math.max(1, result.requests.total));
  const requestsPerSecond = Math.round(result.requests.average);
  return {
    requestsPerSecond,
    p50: result.latency.p50,
    p99: result.latency.p99,
    shareOfCeiling: options.ceiling > 0 ? Number((requestsPerSecond / options.ceiling).toFixed(3)) : 0,
    errors: result.errors + result.non2xx,
    appCpuMicros: perRequest(serverTicks),
    databaseCpuMicros: perRequest(databaseTicks),
    ...(collectionsSince ? { gc: collectionsSince() } : {}),
  };
}

const logRow = (row: LoadRow) =>
  console.log(
    `[bench] ${row.database} · ${row.scenario}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms, ` +
      `CPU per request: app ${row.appCpuMicros} µs, database ${row.databaseCpuMicros} µs` +
      (row.gc
        ? `, GC: ${row.gc.scavenges} scavenges, ${row.gc.markCompacts} mark-compacts (longest ${row.gc.longestMarkCompactMs} ms)`
        : ''),
  );

async function measureLoad(
  baseUrl: string,
  database: string,
  ceiling: number,
  appPid: number | undefined,
  gcCounter: GcCounter | undefined,
): Promise<LoadRow[]> {
  const callers = {
    admin: await signedIn(baseUrl, 'admin', demoEmails.admin),
    client: await signedIn(baseUrl, 'client', demoEmails.clientA),
  };
  const rows: LoadRow[] = [];
  for (const scenario of httpScenarios.filter((entry) => isScenarioChosen(entry.name))) {
    const cookie = scenario.signIn ? callers[scenario.signIn].cookieHeader : '';
    const measured = await measureRoute({
      url: baseUrl + resolveScenarioPath(scenario.path, todayInIstanbul()),
      headers: cookie ? { cookie } : {},
      connections: scenario.connections,
      serverPid: appPid,
      gcCounter,
      onPostgres: database === 'postgres',
      ceiling,
      drain: () => waitUntilDrained(baseUrl),
    });
    const row = { database, scenario: scenario.name, ...measured };
    logRow(row);
    rows.push(row);
  }
  if (isScenarioChosen(ORDER_SCENARIO)) {
    const measured = await measureRoute({
      url: baseUrl,
      headers: {},
      requests: await makeOrderRequests(baseUrl),
      serverPid: appPid,
      gcCounter,
      onPostgres: database === 'postgres',
      ceiling,
      drain: () => waitUntilDrained(baseUrl),
    });
    const row = { database, scenario: ORDER_SCENARIO, ...measured };
    logRow(row);
    rows.push(row);
  }
  if (isScenarioChosen(PROGRAM_SAVE_SCENARIO)) {
    const measured = await measureRoute({
      url: baseUrl,
      headers: {},
      requests: await makeProgramSaveRequests(baseUrl, callers.admin, CONNECTIONS),
      serverPid: appPid,
      gcCounter,
      onPostgres: database === 'postgres',
      ceiling,
      drain: () => waitUntilDrained(baseUrl),
    });
    const row = { database, scenario: PROGRAM_SAVE_SCENARIO, ...measured };
    logRow(row);
    rows.push(row);
  }
  return rows;
}

/** The scenario the stack floor runs the query of (bench/stack-floor-server.ts). */
const STACK_FLOOR_OF = 'calorie diary day (client)';

/**
 * The stack's floor on PostgreSQL (bench/stack-floor-server.ts): the diary day's query through Hono,
 * postgres.js and the app's compression alone, as many processes as the app, under the same load.
 */
async function measureStackFloor(databaseUrl: string, ceiling: number): Promise<LoadRow> {
  const port = await freePort();
  const processCount = appProcessCount(databaseUrl);
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...gcTraceFlags,
      'bench/stack-floor-server.ts',
      String(port),
      databaseUrl,
      String(processCount),
    ],
    { env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production' }, stdio: ['ignore', serverStdout, 'inherit'] },
  );
  const gcCounter = countCollections(child);
  try {
    const url = `http://127.0.0.1:${port}/diary`;
    await waitUntilUp(url, child);
    await waitUntilListening(port, processCount);
    const measured = await measureRoute({
      url,
      headers: {},
      serverPid: child.pid,
      onPostgres: true,
      ceiling,
      drain: () => new Promise((resolve) => setTimeout(resolve, 500)),
      gcCounter,
    });
    const row = {
      database: 'postgres',
      scenario: `stack floor: ${STACK_FLOOR_OF} query alone (Hono, postgres.js, compression; no app layers)`,
      ...measured,
    };
    logRow(row);
    return row;
  } finally {
    await stop(child);
  }
}

/**
 * Waits until the app has worked off what the load left queued: autocannon stops sending when its
 * time is up, but the requests already sent are still served (on PGlite one statement at a time),
 * and a slow route's backlog would otherwise be measured as the next route's time (the stock report
 * once read 0 req/s after the order search). Counted with the route, as it is its work.
 */
async function waitUntilDrained(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quickInARow = 0;
  while (quickInARow < 3 && Date.now() < deadline) {
    const startedAt = performance.now();
    await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
    quickInARow = performance.now() - startedAt < 50 ? quickInARow + 1 : 0;
  }
}

/** How often the soak samples the server's resident memory. */
const SOAK_SAMPLE_MS = 10_000;

type SoakResult = {
  startMb: number;
  maxMb: number;
  endMb: number;
  /** Resident MB every SOAK_SAMPLE_MS, then once more 5 s after the load stopped. */
  samplesMb: number[];
  streamsOpened: number;
  /** Stream requests that did not answer 200 (e.g. 429: streams of closed connections still counted). */
  streamsRefused: number;
  reads: number;
  readErrors: number;
};

/**
 * A mixed soak: the client's signed-in reads (home, diary day, bell) under load while live streams
 * (the bell's SSE) are opened and closed all the time; resident memory is sampled along the way.
 */
async function soak(baseUrl: string, pid: number | undefined): Promise<SoakResult> {
  const client = await signedIn(baseUrl, 'client', demoEmails.clientA);
  const cookie = client.cookieHeader;
  const samplesMb = [residentMb(pid)];
  const sampler = setInterval(() => {
    samplesMb.push(residentMb(pid));
    console.log(`[bench] soak: ${samplesMb.at(-1)} MB resident`);
  }, SOAK_SAMPLE_MS);
  const until = Date.now() + SOAK_SECONDS * 1000;
  let streamsOpened = 0;
  let streamsRefused = 0;
  const streams = (async () => {
    while (Date.now() < until) {
      const controller = new AbortController();
      const response = await fetch(`${baseUrl}/api/me/events`, {
        headers: { cookie },
        signal: controller.signal,
      }).catch(() => null);
      if (response?.status === 200) streamsOpened += 1;
      else streamsRefused += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
      await response?.body?.cancel().catch(() => {});
    }
  })();
  const reads = autocannon({
    url: baseUrl,
    connections: 10,
    duration: SOAK_SECONDS,
    headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    requests: [
      { method: 'GET', path: '/api/me/home' },
      { method: 'GET', path: resolveScenarioPath('/api/me/diary?date=today', todayInIstanbul()) },
      { method: 'GET', path: '/api/me/notifications' },
    ],
  });
  const [, readResult] = await Promise.all([streams, reads]);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  clearInterval(sampler);
  samplesMb.push(residentMb(pid));
  return {
    startMb: samplesMb[0] ?? 0,
    maxMb: Math.max(...samplesMb),
    endMb: samplesMb.at(-1) ?? 0,
    samplesMb,
    streamsOpened,
    streamsRefused,
    reads: readResult.requests.total,
    readErrors: readResult.errors + readResult.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** The newest product's page (its id differs per database). */
async function firstProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/shop/products`);
  const body = (await response.json()) as { products: { id: string }[] };
  return body.products[0] ? `/urunler/${body.products[0].id}` : '/urunler';
}

/** The public pages (no cookie) and the signed-in screens (their session's cookie), as the flags ask. */
async function listLighthousePages(baseUrl: string): Promise<SignedInScreen[]> {
  const publicPages = onlySignedIn
    ? []
    : await Promise.all(
        lighthousePages.map(async (listed) => ({
          page: listed === FIRST_PRODUCT_PAGE ? await firstProductPath(baseUrl) : listed,
          cookie: '',
        })),
      );
  const pages = [...publicPages, ...(await listSignedInScreens(baseUrl))];
  const wanted = LIGHTHOUSE_PAGES.split('|');
  return pages.filter((entry) => wanted.some((part) => entry.page.includes(part)));
}

/** The report's name on disk: the path without its query's ids. */
const reportFileOf = (page: string) => `${page.split('?')[0]?.replace(/\//g, '_') || '_'}.json`;

/**
 * One Lighthouse run; a run that Lighthouse itself could not record (a runtimeError such as
 * NO_NAVSTART, scored 0) is made again, at most twice, so that a tool failure is not a page's score.
 */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const failure = result?.lhr.runtimeError;
    if (!failure || attempt === 3) return result;
    console.warn(`[bench] lighthouse ${url}: ${failure.code}, running it again`);
  }
}

async function measureLighthouse(baseUrl: string): Promise<LighthouseRow[]> {
  const pages = await listLighthousePages(baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, cookie } of pages) {
      await setBrowserCookies(chrome.port, baseUrl, cookie);
      // One request first, as a visitor before would have made: the runs measure the page as the
      // server keeps it (rendered, compressed), not the first render after the app started.
      await fetch(baseUrl + page, { headers: cookie ? { cookie } : {} }).then((response) => response.arrayBuffer());
      const runs: Array<Record<string, number>> = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await runLighthouse(baseUrl + page, chrome.port);
        if (result && withSavedReports && run === LIGHTHOUSE_RUNS - 1) {
          mkdirSync(path.join(resultsDir, 'lighthouse'), { recursive: true });
          writeFileSync(path.join(resultsDir, 'lighthouse', reportFileOf(page)), JSON.stringify(result.lhr));
        }
        const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
        if (new URL(finalUrl || baseUrl).pathname !== page.split('?')[0])
          console.warn(`[bench] lighthouse ${page} ended on ${finalUrl}: the session was not accepted?`);
        const categories = result?.lhr.categories ?? {};
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const scripts = (
          result?.lhr.audits['resource-summary']?.details as {
            items?: Array<{ resourceType: string; transferSize: number }>;
          }
        )?.items?.find((item) => item.resourceType === 'script');
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
        });
      }
      const of = (key: string) => runs.map((run) => run[key] ?? 0);
      rows.push({
        page,
        runs: runs.length,
        performance: median(of('performance')),
        'performance min': Math.min(...of('performance')),
        accessibility: median(of('accessibility')),
        'best practices': median(of('bestPractices')),
        seo: median(of('seo')),
        'LCP ms': median(of('lcpMs')),
        'JS kB': median(of('jsKb')),
      });
      console.log(`[bench] lighthouse ${page}: performance ${median(of('performance'))}`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

function toMarkdown(report: {
  startedAt: string;
  ceiling: number;
  load: LoadRow[];
  memory: MemoryRow[];
  lighthouse: LighthouseRow[];
}): string {
  const lines = [
    `# Denge benchmark, ${report.startedAt}`,
    '',
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route after ${WARM_UP_SECONDS} s unmeasured, the app as npm start runs it (its own processes: one per core on PostgreSQL, ADR 0031), Accept-Encoding as Chromium sends it (${BROWSER_ACCEPT_ENCODING}).`,
    `Ceiling (plain Node http server, same run): **${report.ceiling} req/s**.`,
    'Stack floor (PostgreSQL): the diary day’s query through Hono, postgres.js and the app’s compression alone, as many processes as the app (bench/stack-floor-server.ts); its “app CPU” is that server’s.',
    'CPU per request: user + system time of the app’s processes, and of the PostgreSQL server’s, during the route’s load, divided by its requests (from /proc; steadier than req/s on a shared machine).',
    ...(withGcTrace
      ? [
          'GC (--trace-gc): the server’s scavenges and mark-compacts during the route’s measured seconds, and the longest mark-compact pause.',
        ]
      : []),
    '',
    `| db | route | req/s | p50 ms | p99 ms | share of ceiling | app CPU µs/req | PostgreSQL CPU µs/req | errors |${withGcTrace ? ' GC |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|${withGcTrace ? '---|' : ''}`,
    ...report.load.map(
      (row) =>
        `| ${row.database} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${(row.shareOfCeiling * 100).toFixed(1)} % | ${row.appCpuMicros} | ${row.databaseCpuMicros || '–'} | ${row.errors} |` +
        (row.gc ? ` ${row.gc.scavenges} / ${row.gc.markCompacts} (${row.gc.longestMarkCompactMs} ms) |` : ''),
    ),
    '',
    '| db | processes | resident MB idle (all processes) | after load | soak start | soak max | soak end |',
    '|---|---|---|---|---|---|---|',
    ...report.memory.map(
      (row) =>
        `| ${row.database} | ${row.processes} | ${row.idleMb} | ${row.afterLoadMb} | ${row.soak?.startMb ?? '–'} | ${row.soak?.maxMb ?? '–'} | ${row.soak?.endMb ?? '–'} |`,
    ),
  ];
  for (const row of report.memory.filter((entry) => entry.soak)) {
    const soaked = row.soak!;
    lines.push(
      '',
      `Soak (${row.database}, ${SOAK_SECONDS} s): resident MB every ${SOAK_SAMPLE_MS / 1000} s: ${soaked.samplesMb.join(', ')}; ` +
        `${soaked.streamsOpened} live streams opened and closed (${soaked.streamsRefused} refused); ` +
        `${soaked.reads} reads (${soaked.readErrors} errors).`,
    );
  }
  if (report.lighthouse.length > 0) {
    const columns = Object.keys(report.lighthouse[0] ?? {});
    lines.push('', `| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`);
    for (const row of report.lighthouse) lines.push(`| ${columns.map((column) => row[column]).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}

async function measureDatabase(label: string, databaseUrl: string | undefined, ceiling: number) {
  const app = await startApp({ label, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleMb = residentMb(app.child.pid);
    const load = lighthouseOnly ? [] : await measureLoad(app.baseUrl, label, ceiling, app.child.pid, app.gcCounter);
    const memory: MemoryRow = {
      database: label,
      processes: processTreeOf(app.child.pid ?? 0).length,
      idleMb,
      afterLoadMb: residentMb(app.child.pid),
    };
    if (SOAK_SECONDS > 0 && !lighthouseOnly) memory.soak = await soak(app.baseUrl, app.child.pid);
    const lighthouseRows = withLighthouse && label === 'pglite' ? await measureLighthouse(app.baseUrl) : [];
    return { load, memory, lighthouse: lighthouseRows };
  } finally {
    await app.close();
  }
}

async function main() {
  if (onlyPostgres && !process.env.BENCH_DATABASE_URL) throw new Error('--postgres-only needs BENCH_DATABASE_URL');
  execFileSync(process.execPath, ['scripts/ensure-build.ts'], { stdio: 'inherit' });
  mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  const ceiling = lighthouseOnly
    ? 0
    : await measureCeiling({ connections: CONNECTIONS, seconds: DURATION_SECONDS, warmUpSeconds: WARM_UP_SECONDS });
  console.log(`[bench] ceiling (plain Node http): ${ceiling} req/s`);

  const report = {
    startedAt,
    ceiling,
    load: [] as LoadRow[],
    memory: [] as MemoryRow[],
    lighthouse: [] as LighthouseRow[],
  };
  if (!onlyPostgres) {
    const embedded = await measureDatabase('pglite', undefined, ceiling);
    report.load.push(...embedded.load);
    report.memory.push(embedded.memory);
    report.lighthouse.push(...embedded.lighthouse);
  }

  const postgresUrl = lighthouseOnly ? undefined : process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const database = await createScratchDatabase(postgresUrl);
    try {
      const onPostgres = await measureDatabase('postgres', database.url, ceiling);
      report.load.push(...onPostgres.load);
      report.memory.push(onPostgres.memory);
      if (isScenarioChosen(STACK_FLOOR_OF)) report.load.push(await measureStackFloor(database.url, ceiling));
    } finally {
      await database.drop();
    }
  }

  const stamp = startedAt.replace(/[:.]/g, '-');
  const markdown = toMarkdown(report);
  writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, `${stamp}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(`[bench] written to bench/results/${stamp}.{json,md}`);
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
});
