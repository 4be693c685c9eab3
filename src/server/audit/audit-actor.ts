import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../app-context.ts';
import { requestIdOf } from '../logging/request-log.ts';

// The audit trail's rows are written by database triggers (migration 0005_audit_trail); they read who
// made a change from transaction-local settings. This middleware gives every write request a database
// handle that sets them: its transactions set them first, and its single-statement writes run in a
// small transaction that does the same. Reads pass through untouched.

export type AuditActor = { id: string | null; role: string | null; requestId: string | null };

type AnyBuilder = Record<string | symbol, (...args: unknown[]) => unknown>;

function setActor(tx: Database, actor: AuditActor) {
  return tx.execute(
    sql`select set_config('denge.actor_id', ${actor.id ?? ''}, true), set_config('denge.actor_role', ${actor.role ?? ''}, true), set_config('denge.request_id', ${actor.requestId ?? ''}, true)`,
  );
}

/** A Database whose writes are attributed to `actor` in the audit trail. */
export function withAuditActor(db: Database, actor: AuditActor): Database {
  const run = <T>(build: (tx: Database) => Promise<T> | T): Promise<T> =>
    db.transaction(async (tx) => {
      await setActor(tx, actor);
      return await build(tx);
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (fn: (tx: Database) => Promise<unknown>, config?: unknown) =>
          (target.transaction as (f: unknown, c?: unknown) => Promise<unknown>)(async (tx: Database) => {
            await setActor(tx, actor);
            return fn(tx);
          }, config);
      }
      if (property === 'insert' || property === 'update' || property === 'delete') {
        return (table: unknown) =>
          deferredWrite((tx) => (tx as unknown as AnyBuilder)[property]!(table) as AnyBuilder, run);
      }
      if (property === 'execute') return (query: unknown) => run((tx) => tx.execute(query as never));
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * Records a query builder's chain (values, set, where, returning, …) and replays it on a transaction
 * when awaited, so `await db.update(t).set(v).where(w)` keeps working unchanged.
 */
function deferredWrite(
  start: (tx: Database) => AnyBuilder,
  run: <T>(build: (tx: Database) => Promise<T> | T) => Promise<T>,
): unknown {
  const calls: Array<[string | symbol, unknown[]]> = [];
  const replay = (tx: Database) =>
    calls.reduce<AnyBuilder>((builder, [method, args]) => builder[method]!(...args) as AnyBuilder, start(tx));
  const proxy: unknown = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') {
          return (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
            run(async (tx) => await (replay(tx) as unknown as Promise<unknown>)).then(resolve, reject);
        }
        if (property === 'catch' || property === 'finally') {
          return (...args: unknown[]) =>
            (run(async (tx) => await (replay(tx) as unknown as Promise<unknown>)) as unknown as AnyBuilder)[property]!(
              ...args,
            );
        }
        return (...args: unknown[]) => {
          calls.push([property, args]);
          return proxy;
        };
      },
    },
  );
  return proxy;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Mounted after the guards: every write request's database handle names its user and request id. */
export const attributeWrites: MiddlewareHandler<AppEnv> = (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const user = c.get('user') as { id: string; role: string } | undefined;
    const { deps } = c.var;
    c.set('deps', {
      ...deps,
      db: withAuditActor(deps.db, { id: user?.id ?? null, role: user?.role ?? null, requestId: requestIdOf(c) }),
    });
  }
  return next();
};
