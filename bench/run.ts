// `npm run bench`: load (autocannon) on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; Lighthouse
// mobile scores for public pages. Reports only: a benchmark never fails the build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { createApp } from '../src/server/app.ts';
import { bootstrap } from '../src/server/bootstrap.ts';
import { parseEnv } from '../src/server/env.ts';
import { demoEmails, signedIn } from '../tests/support/api-client.ts';
import { todayInIstanbul } from '../src/shared/dates.ts';
import { httpScenarios, resolveScenarioPath } from './http-scenarios.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const lighthousePages = ['/', '/blog', '/blog/kan-sekerini-dengede-tutmanin-7-yolu', '/login', '/kullanici/giris'];

type LoadRow = {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

async function startBenchServer(options: { databaseUrl?: string; dataDir: string; webRoot: string | null }) {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
    DATA_DIR: options.dataDir,
    SIGN_IN_IP_LIMIT: '100000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const runtime = await bootstrap({ env, webRoot: options.webRoot, shouldSeedDemo: true });
  const server = serve({ fetch: createApp(runtime.deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    close: async () => {
      // autocannon drops its last requests when time is up; their handlers still run, so let them
      // finish before the database closes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await runtime.deps.realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.database.close();
    },
  };
}

async function measureLoad(baseUrl: string, database: string): Promise<LoadRow[]> {
  const callers = {
    admin: await signedIn(baseUrl, 'admin', demoEmails.admin),
    client: await signedIn(baseUrl, 'client', demoEmails.clientA),
  };
  const rows: LoadRow[] = [];
  for (const scenario of httpScenarios) {
    const cookie = scenario.signIn ? callers[scenario.signIn].cookieHeader : '';
    const result = await autocannon({
      url: baseUrl + resolveScenarioPath(scenario.path, todayInIstanbul()),
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: cookie ? { cookie } : {},
    });
    rows.push({
      database,
      scenario: scenario.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}

async function createPostgresDatabase(serverUrl: string) {
  const name = `denge_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function measureLighthouse(baseUrl: string) {
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
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const page of lighthousePages) {
      const result = await lighthouse(baseUrl + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'JS transferred (kB)': Math.round(
          ((
            result?.lhr.audits['resource-summary']?.details as {
              items?: Array<{ resourceType: string; transferSize: number }>;
            }
          )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
        ),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function main() {
  execFileSync('node', ['scripts/ensure-build.ts'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-bench-'));
  const loadRows: LoadRow[] = [];
  const embedded = await startBenchServer({ dataDir, webRoot: path.resolve('dist/web') });
  try {
    loadRows.push(...(await measureLoad(embedded.baseUrl, 'pglite')));
    console.log('\nLighthouse (mobile):');
    console.table(await measureLighthouse(embedded.baseUrl));
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl);
    const server = await startBenchServer({ databaseUrl: database.url, dataDir, webRoot: null });
    try {
      loadRows.push(...(await measureLoad(server.baseUrl, 'postgres')));
    } finally {
      await server.close();
      await database.drop();
    }
  }
  console.log(`\nLoad (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per row):`);
  console.table(
    loadRows.map((row) => ({
      db: row.database,
      scenario: row.scenario,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'errors+non2xx': row.errors,
    })),
  );
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
});
