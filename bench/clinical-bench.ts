// `npm run bench:clinical`: the client list search and the client report under load on a large
// practice (10,000 clients, 200,000 measurements). PGlite in a temporary folder by default, or the
// PostgreSQL database in BENCH_DATABASE_URL (its tables get the extra rows). Reports only; not part
// of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { bootstrap } from '../src/server/bootstrap.ts';
import { executeRows } from '../src/server/db/execute-rows.ts';
import { parseEnv } from '../src/server/env.ts';
import { demoEmails, signedIn } from '../tests/support/api-client.ts';
import { BENCH_AUTH_SECRET } from './app-under-load.ts';
import { seedLargePractice } from './fixtures/seed-large-practice.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const MEASUREMENTS_PER_CLIENT = Number(process.env.BENCH_MEASUREMENTS_PER_CLIENT ?? 20);

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-clinical-bench-'));

const env = parseEnv({
  LOG_LEVEL: 'silent',
  AUTH_SECRET: BENCH_AUTH_SECRET,
  DATA_DIR: dataDir,
  SIGN_IN_IP_LIMIT: '100000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const runtime = await bootstrap({ env, webRoot: null, shouldSeedDemo: true });
const db = runtime.deps.db;
const seeded = await seedLargePractice(db, { clients: CLIENTS, measurementsPerClient: MEASUREMENTS_PER_CLIENT });
console.log(
  `[bench] ${runtime.database.kind}: ${seeded.clients.toLocaleString('en')} clients and ` +
    `${seeded.measurements.toLocaleString('en')} measurements written in ${seeded.seconds.toFixed(1)} s`,
);

const server = serve({ fetch: createApp(runtime.deps).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const admin = await signedIn(baseUrl, 'admin', demoEmails.admin);

const [sample] = await executeRows<{ id: string; email: string }>(
  db,
  sql`SELECT id, email FROM clients WHERE email LIKE ${`${seeded.emailPrefix}-%`} ORDER BY email DESC LIMIT 1`,
);
if (!sample) throw new Error('no seeded client found');

const scenarios = [
  { name: 'client list, first page', path: '/api/admin/clients' },
  { name: 'client list, search "ayşe" (~500 hits)', path: `/api/admin/clients?search=${encodeURIComponent('ayşe')}` },
  { name: 'client list, search one e-mail', path: `/api/admin/clients?search=${encodeURIComponent(sample.email)}` },
  { name: 'client list, search no match', path: '/api/admin/clients?search=zzzqqq' },
  { name: 'client list, page 400 (deep offset)', path: '/api/admin/clients?page=400' },
  { name: `client report (${MEASUREMENTS_PER_CLIENT} measurements)`, path: `/api/admin/reports/${sample.id}` },
];

type Row = {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p97.5 ms': number;
  'p99 ms': number;
  errors: number;
};
const rows: Row[] = [];
for (const scenario of scenarios) {
  const check = await admin.get(scenario.path);
  if (check.status !== 200) throw new Error(`${scenario.path} answered ${check.status}`);
  const result = await autocannon({
    url: baseUrl + scenario.path,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { cookie: admin.cookieHeader },
  });
  rows.push({
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

console.log(
  `\nClinical screens on ${runtime.database.kind} (${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ` +
    `${seeded.clients.toLocaleString('en')} clients):`,
);
console.table(rows);

await new Promise((resolve) => setTimeout(resolve, 1000));
await runtime.deps.realtime.close();
await new Promise<void>((resolve) => server.close(() => resolve()));
await runtime.database.close();
rmSync(dataDir, { recursive: true, force: true });
