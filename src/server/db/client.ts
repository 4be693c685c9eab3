import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as every service sees it: PGlite and node-postgres share this type, so do transactions. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Receives a payload sent with NOTIFY on a channel; returns a function that stops listening. */
export type ListenFn = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  listen: ListenFn;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for a throw-away database (tests). */
  dataDir: string;
  poolSize?: number;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  // PGlite's default shared_buffers (128 MB) is sized for a server; inside one Node process it is
  // resident memory on top of the WebAssembly heap. A practice's database fits in far less, and the
  // operating system caches the data files anyway (issue #17: about 120 MB less at start).
  // pg_trgm: the client search's trigram index (migration 0012), as on PostgreSQL.
  const client = await PGlite.create(location, {
    postgresqlconf: ['shared_buffers = 16MB', 'wal_buffers = 1MB'],
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // A pool error on an idle client (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => console.error('[db] listener error:', error.message));
    listener = client;
    return client;
  }

  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    migrate: () => migrateUnderLock(databaseUrl, pool),
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Any fixed number: the key of the advisory lock every process takes to migrate one database. */
const MIGRATION_LOCK_KEY = 738_201_917;

/**
 * Replicas of a deployment start at once on one database (issue #17). drizzle's migrator takes no
 * lock: two processes on a fresh database (or meeting a new migration) both create the same tables
 * and one dies at start with a duplicate-type error. The first process to take this lock migrates;
 * the others wait for it, then find nothing left to do.
 */
async function migrateUnderLock(databaseUrl: string, pool: pg.Pool): Promise<void> {
  // A connection of its own, not one of the pool's: migrating needs the pool, whatever its size. The
  // lock is a session lock, so ending this connection releases it, on failure too.
  const lockHolder = new pg.Client({ connectionString: databaseUrl });
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  } finally {
    await lockHolder.end();
  }
}
