import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAuth } from './auth/auth.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { loadDemoPracticeOnce } from './demo/seed-demo.ts';
import { addNewCuratedFoods } from './modules/foods/foods-curated-service.ts';
import { EnvError, type Env } from './env.ts';
import type { AppDeps } from './app-context.ts';
import { type BackgroundWorkers, createBackgroundWorkers } from './jobs/background-workers.ts';
import { readMailSettings } from './mail/mail-settings.ts';
import { resolveVapidKeys } from './push/vapid-keys.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { scheduledJobsOf } from './scheduled-jobs.ts';
import { watchKeptChanges } from './realtime/kept-reads.ts';
import { SessionCache } from './auth/session-cache.ts';
import { createStorage } from './storage/create-storage.ts';

export type Runtime = {
  deps: AppDeps;
  database: DatabaseHandle;
  /** The mail worker and scheduled jobs; main.ts starts them (tests start their own). */
  workers: BackgroundWorkers;
  close: () => Promise<void>;
};

export type BootstrapOptions = {
  env: Env;
  webRoot: string | null;
  /** Test runs pass an in-memory PGlite ('memory://') instead of DATA_DIR. */
  pgliteLocation?: string;
  /** Test runs start PGlite from their migrated and seeded template (with isDatabasePrepared). */
  pgliteDump?: Blob;
  /** Override of the SEED_DEMO rule (tests decide themselves). */
  shouldSeedDemo?: boolean;
  /** A process of several (ADR 0031) started after process 0 had migrated and seeded. */
  isDatabasePrepared?: boolean;
  log?: (line: string) => void;
};

/** Opens and migrates the database, adds new curated foods, seeds the demo practice where due, and builds the shared deps. */
export async function bootstrap(options: BootstrapOptions): Promise<Runtime> {
  const { env } = options;
  const log = options.log ?? (() => {});
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: options.pgliteLocation ?? env.DATA_DIR,
    pgliteDump: options.pgliteDump,
  });
  if (!options.isDatabasePrepared)
    await prepareDatabase(database, env, { log, shouldSeedDemo: options.shouldSeedDemo });

  const baseUrl = env.PUBLIC_URL;
  const authSecret = resolveAuthSecret(env, options.pgliteLocation);
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    baseUrl,
    trustedOrigins: [baseUrl],
    useSecureCookies: baseUrl.startsWith('https://'),
  });

  const realtime = new RealtimeHub();
  await realtime.start(database.listen);
  watchKeptChanges(realtime);
  const sessions = new SessionCache();
  sessions.watch(realtime);

  const storage = createStorage(env);
  const mail = readMailSettings(env);
  const vapid = resolveVapidKeys(env, options.pgliteLocation);
  const workers = createBackgroundWorkers({
    database,
    jobs: scheduledJobsOf({ storage, publicUrl: env.PUBLIC_URL, authSecret }),
    mail,
    vapid,
    log,
  });
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    auth,
    authSecret,
    sessions,
    env,
    realtime,
    storage,
    mail,
    vapid,
    webRoot: options.webRoot,
  };
  return {
    deps,
    database,
    workers,
    close: async () => {
      await workers.stop();
      await realtime.close();
      await database.close();
    },
  };
}

/**
 * Migrates the database, adds the curated foods it has not been offered and seeds the demo practice
 * where due. Done once, before any request: by the
 * only process, or by process 0 of several before the others start (app-processes.ts, ADR 0031).
 */
async function prepareDatabase(
  database: DatabaseHandle,
  env: Env,
  options: { log: (line: string) => void; shouldSeedDemo?: boolean | undefined },
): Promise<void> {
  await database.migrate();
  options.log(`[db] ${database.kind} migrated`);
  // Reference data, with or without SEED_DEMO: a practice on its own PostgreSQL needs the curated
  // foods as much as the demo does, and gets each one once (ADR 0075, amendment of 2026-11-28).
  const addedFoods = await addNewCuratedFoods(database.db);
  if (addedFoods > 0) options.log(`[foods] ${addedFoods} curated foods added`);
  if (options.shouldSeedDemo ?? decideDemoSeed(env)) {
    const isLoaded = await loadDemoPracticeOnce(database.db);
    if (isLoaded) options.log('[seed] demo practice loaded');
  }
}

/**
 * Demo data only on the embedded database unless asked for (ARCHITECTURE.md runtime contract), and
 * only into a database that never had it (loadDemoPracticeOnce).
 */
function decideDemoSeed(env: Env): boolean {
  if (env.SEED_DEMO === 'true' || env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === 'false' || env.SEED_DEMO === '0') return false;
  return !env.DATABASE_URL;
}

/**
 * AUTH_SECRET signs session cookies. In embedded mode without one, a random secret is made once and
 * kept in DATA_DIR so sessions survive restarts; with a shared PostgreSQL every process needs the same
 * secret, so it must be given.
 */
function resolveAuthSecret(env: Env, pgliteLocation: string | undefined): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (pgliteLocation?.startsWith('memory://')) return randomBytes(32).toString('hex');
  if (env.DATABASE_URL) {
    throw new EnvError('AUTH_SECRET must be set (32+ characters) when DATABASE_URL is used.');
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
