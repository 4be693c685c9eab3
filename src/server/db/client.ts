import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { withQueriesInOneCall } from './pglite-queries.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as every service sees it: PGlite and postgres.js share this type, so do transactions. */
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
  /** PGlite only: its data directory as a tar (`openDatabase`'s `pgliteDump` starts a copy from it). */
  dumpDataDir?: () => Promise<Blob>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for a throw-away database (tests). */
  dataDir: string;
  /**
   * A PGlite data directory dumped by `dumpDataDir()` to start from instead of an empty one: the
   * tests' migrated and seeded template (tests/support/seeded-template.ts), copied for each test file.
   */
  pgliteDump?: Blob;
  poolSize?: number;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string, dump?: Blob): Promise<DatabaseHandle> {
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  // PGlite's default shared_buffers (128 MB) is sized for a server; inside one Node process it is
  // resident memory on top of the WebAssembly heap. A practice's database fits in far less, and the
  // operating system caches the data files anyway (ADR 0024 has the figure).
  // pg_trgm: the client search's trigram index (migration 0012), as on PostgreSQL.
  const client = await PGlite.create(location, {
    ...(dump ? { loadDataDir: dump } : {}),
    postgresqlconf: ['shared_buffers = 16MB', 'wal_buffers = 1MB'],
    extensions: { pg_trgm },
  });
  const drizzleClient = withQueriesInOneCall(client);
  const db = drizzlePglite({ client: drizzleClient, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    migrate: () => migratePglite(drizzlePglite({ client: drizzleClient, schema }), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * PostgreSQL through postgres.js (ADR 0034, 0040). Two clients per process:
 *
 * - **Statements outside a transaction** (every screen's reads) go over one connection, pipelined:
 *   the queries a process starts in one turn of its event loop leave in one write, their answers come
 *   back in one read, and one backend stays awake for them. Spread over four connections they were
 *   four writes, each waking a backend of its own, and a write that wakes a process is the largest
 *   single cost of a read on this machine (ADR 0040 has the figures). The price is head-of-line order: a slow read delays the reads
 *   queued behind it in the same process, as every read waits its turn on the embedded database.
 * - **Transactions** (every write request's, through the audit actor; the jobs', the mail outbox's)
 *   take a connection of their own from a pool of `poolSize`, so a transaction never holds up the
 *   reads, and several run at once.
 */
async function openPostgres(databaseUrl: string, poolSize = 4): Promise<DatabaseHandle> {
  // Migrations' "already exists, skipping" and the like are not the operator's business.
  const statements = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const transactions = postgres(databaseUrl, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({
    client: withEveryQueryPrepared(statements, transactions),
    schema,
  }) as unknown as Database;
  // drizzle sets its type mapping (dates and timestamps kept as text) on the client it is given: a
  // transaction's rows must read the same. Both clients start from postgres.js's defaults.
  Object.assign(transactions.options.parsers, statements.options.parsers);
  Object.assign(transactions.options.serializers, statements.options.serializers);
  const handlers = new Map<string, Set<(payload: string) => void>>();

  return {
    db,
    kind: 'postgres',
    // postgres.js listens on one connection of its own, and listens again after a reconnect.
    listen: async (channel, onPayload) => {
      let set = handlers.get(channel);
      if (!set) {
        const payloadHandlers = new Set<(payload: string) => void>();
        set = payloadHandlers;
        handlers.set(channel, set);
        await transactions.listen(channel, (payload) => {
          for (const handler of payloadHandlers) handler(payload);
        });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    migrate: () => migrateUnderLock(transactions),
    close: async () => {
      await Promise.all([statements.end({ timeout: 5 }), transactions.end({ timeout: 5 })]);
    },
  };
}

type Sql = postgres.Sql;
type UnsafeOptions = Parameters<Sql['unsafe']>[2];
type ScopeFn = (scope: Sql) => unknown;

/**
 * drizzle sends every query that is not a named prepared statement with `prepare: false`. postgres.js
 * then asks the server for the parameters' types first (Parse and Describe, and a wait), and binds
 * and executes after: two round trips for each such query (the dashboard's five reads: about a
 * third slower at one connection). A prepared statement is described once per connection and kept,
 * as postgres.js does by default: so every query drizzle sends, in a transaction and a savepoint too,
 * goes prepared. Its texts are drizzle's, with the values as parameters, so their number is bounded
 * by the code, and postgres.js closes each connection after 30 to 60 minutes anyway.
 *
 * `statements` runs what drizzle sends outside a transaction; a transaction begins on `transactions`
 * (openPostgres says why they differ), and everything inside it, savepoints too, stays on its connection.
 */
function withEveryQueryPrepared(statements: Sql, transactions: Sql = statements): Sql {
  // Made once per client, not on every property read: drizzle reads `unsafe` for each query it sends.
  const unsafe = (query: string, parameters?: unknown[], options?: UnsafeOptions) =>
    statements.unsafe(query, parameters as never, { ...options, prepare: true });
  const inScope =
    (open: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      const fn = args.at(-1) as ScopeFn;
      return open(...args.slice(0, -1), (scope: Sql) => fn(withEveryQueryPrepared(scope)));
    };
  return new Proxy(statements, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return inScope(Reflect.get(transactions, property) as never);
      const value = Reflect.get(target, property, receiver);
      return property === 'savepoint' ? inScope(value) : value;
    },
  });
}

/** Any fixed number: the key of the advisory lock every process takes to migrate one database. */
const MIGRATION_LOCK_KEY = 738_201_917;

/**
 * Replicas of a deployment start at once on one database (issue #17). drizzle's migrator takes no
 * lock: two processes on a fresh database (or meeting a new migration) both create the same tables
 * and one dies at start with a duplicate-type error. The first process to take this lock migrates;
 * the others wait for it, then find nothing left to do.
 */
async function migrateUnderLock(client: postgres.Sql): Promise<void> {
  // A connection of its own, not one the migration uses: the lock is a session lock, so releasing
  // this connection's session (below, on failure too) releases it.
  const lockHolder = await client.reserve();
  try {
    await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
    } finally {
      await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    lockHolder.release();
  }
}
