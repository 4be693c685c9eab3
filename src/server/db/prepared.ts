import type { Database } from './client.ts';

/**
 * A hot read built once per database and kept as a prepared statement: drizzle does not build its SQL
 * again on every request, and PostgreSQL parses and plans it once per connection (a named statement).
 * Use it for the reads a signed-in screen makes on every visit (the diary day, the bell, the client
 * home); a query whose shape depends on its input (optional filters) stays an ordinary query.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
