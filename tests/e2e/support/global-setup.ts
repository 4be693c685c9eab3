import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../src/server/node-flags.ts';
import { E2E_AUTH_SECRET } from './e2e-secrets.ts';
import { MAX_LINE_QUANTITY } from '../../../src/shared/shop-constants.ts';
import { demoEmails, signedIn } from '../../support/api-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: worker N (VITEST_POOL_ID) tests against baseUrls[N - 1] (browser.ts). */
    baseUrls: string[];
  }
}

type RunningServer = { process: ChildProcess; dataDir: string };

let buildDir = '';
const servers: RunningServer[] = [];

/** `count` free ports, all probed at once so that no two are the same. */
async function findFreePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            resolve(typeof address === 'object' && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/**
 * Starts `node src/server/main.ts` as `npm start` does, on a throw-away data folder of its own (its
 * own embedded database with the demo practice), and returns its address once it answers.
 */
async function startServer(webRoot: string, port: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-e2e-'));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      // As `npm start` runs it; vitest's own process says 'test', which would give the server React's
      // development build for its rendering.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      DATABASE_URL: '',
      // The address the pages name (canonical, sitemap): the one the browser tests open.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      // Known, so a test can sign a visitor's appointment link (ADR 0089).
      AUTH_SECRET: E2E_AUTH_SECRET,
      SIGN_IN_IP_LIMIT: '100000',
      // Wrong passwords per account and address: no test comes near it by mistake, and the security
      // events test (admin-security-events.e2e.ts) reaches it on purpose in a few seconds.
      SIGN_IN_ACCOUNT_LIMIT: '100',
      SIGN_IN_NEW_DEVICE_LIMIT: '1000',
      BOOKING_IP_LIMIT: '1000',
      KVKK_REQUEST_IP_LIMIT: '1000',
      SHOP_ORDER_IP_LIMIT: '1000',
      SHOP_UNPAID_ORDER_LIMIT: '1000',
      SHOP_UNPAID_STOCK_SHARE: '100',
      // Lets a test stand for a visitor at another address with X-Forwarded-For (the dashboard's
      // visitor counter counts addresses, ADR 0063); requests without it keep the socket's address.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push({ process: server, dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A loaded machine can take minutes to migrate and seed; never start the tests against a server
  // that is not up (they would all fail with "connection refused" and hide the real cause).
  const deadline = Date.now() + 180_000;
  let isUp = false;
  while (!isUp && Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode} before it was up`);
    isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!isUp) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!isUp) throw new Error(`the app did not answer ${baseUrl}/api/health within 180 s`);
  await liftOrderRule(baseUrl);
  return baseUrl;
}

async function stopServer({ process: server, dataDir }: RunningServer) {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Builds the web app (browser bundle and server-rendering entry) once, then starts one server per
 * test worker (vitest.e2e.config.ts's maxWorkers; 1 with --no-file-parallelism), each on its own
 * data folder: the spec files of one worker run one after another against its server, as the whole
 * suite did against one server before (ADR 0069).
 */
export default async function setup(project: TestProject) {
  buildDir = mkdtempSync(path.join(tmpdir(), 'denge-e2e-web-'));
  // Each run builds into its own folder, so two runs (or a rebuild during a run) never swap the
  // hashed assets under a page that is being tested.
  const webRoot = path.join(buildDir, 'web');
  // The production build users get: vitest's process says NODE_ENV=test, under which Vite bundles
  // React's development build (1.7 times the bytes and far slower to run) with its JSX checks.
  execFileSync(process.execPath, ['scripts/build-web.ts', webRoot], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const count = Math.max(1, project.config.maxWorkers);
  const teardown = async () => {
    await Promise.all(servers.map(stopServer));
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    const ports = await findFreePorts(count);
    project.provide('baseUrls', await Promise.all(ports.map((port) => startServer(webRoot, port))));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/**
 * The browser tests' shop lets one unpaid order hold 99 units of a product, as before the shop's
 * order rule (ADR 0067): their carts test the bounds of the stock. The rule has browser tests of its
 * own (admin-stock, public-shop-cart), which set it and put this value back.
 */
async function liftOrderRule(baseUrl: string) {
  const admin = await signedIn(baseUrl, 'admin', demoEmails.admin);
  const report = await admin.get('/api/admin/stock');
  const saved = await admin.put('/api/admin/stock/order-rules', {
    unpaidOrderUnitLimit: MAX_LINE_QUANTITY,
    version: report.body.orderRules.version,
  });
  if (saved.status !== 200) throw new Error(`the order rule was not lifted: ${saved.status}`);
}
