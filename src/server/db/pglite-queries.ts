import { type PGlite, type QueryOptions, type Results, type Transaction, parse, protocol } from '@electric-sql/pglite';

// How drizzle's queries reach the embedded database (ADR 0038). PGlite's own `query` costs far more
// than the statement it runs, in three ways this module avoids:
//
// - drizzle passes the same type parsers with every query, and PGlite applies per-query parsers by
//   copying its whole table of type parsers for that query. They are installed in
//   the client's table once instead.
// - PGlite enters the database five times per query (Parse, Describe, Bind, Describe, Execute, then
//   Sync), and every entry into the WebAssembly build of PostgreSQL has a fixed cost. Here a query is
//   one entry: Bind, Execute and Sync in one message.
// - PGlite parses and plans every query afresh. Here each query text is prepared once as a named
//   statement, as postgres.js does on PostgreSQL (ADR 0034): the texts are drizzle's, with the values
//   as parameters, so their number is bounded by the code.
//
// Together about half a ten-row read's cost (ADR 0038 has the figures).

const { serialize } = protocol;

/**
 * Statements kept at most; past it the oldest is closed. Each kept statement holds some of the
 * database's memory (ADR 0038), so this bounds them whatever texts reach it (the app's own are
 * bounded by its code).
 */
const MAX_STATEMENTS = 500;
const EXECUTE_AND_SYNC = Buffer.concat([serialize.execute(), serialize.sync()]);

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Statement = { name: string; parameterTypes: number[]; rowDescription: BackendMessage | undefined };
type Queryable = Pick<Transaction, 'query'>;

/** PostgreSQL's codes for a statement the database no longer has, or whose result columns changed. */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

/** The client drizzle is given: the same PGlite, with `query` (in transactions too) done as above. */
export function withQueriesInOneCall(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let statementCount = 0;
  const installedParsers = new Set<string>();

  /** drizzle's parsers go into the client's table on first sight; the options go on without them. */
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers, ...rest } = options;
    for (const typeId in parsers) {
      if (installedParsers.has(typeId)) continue;
      client.parsers[typeId] = parsers[typeId as unknown as number]!;
      installedParsers.add(typeId);
    }
    return rest;
  };

  /** Statements dropped from the map, closed in the database with the next statement prepared. */
  const namesToClose: string[] = [];
  const forget = (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    namesToClose.push(statement.name);
  };

  async function prepare(text: string): Promise<Statement> {
    const oldestText = statements.size >= MAX_STATEMENTS ? statements.keys().next().value : undefined;
    if (oldestText !== undefined) forget(oldestText);
    const name = `denge_${++statementCount}`;
    const parts = [
      ...namesToClose.splice(0).map((closed) => serialize.close({ type: 'S', name: closed })),
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const { messages } = await client.execProtocol(Buffer.concat(parts), { syncToFs: false });
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  /** A parameter as PGlite's query sends it: by the serializer of its type, else as text. */
  const toParameter = (value: unknown, typeId: number | undefined, options: QueryOptions | undefined) => {
    if (value === null || value === undefined) return null;
    const serializer =
      typeId === undefined ? undefined : (options?.serializers?.[typeId] ?? client.serializers[typeId]);
    return serializer ? serializer(value) : String(value);
  };

  async function run(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    isRetry = false,
  ): Promise<Results<never>> {
    try {
      const statement = statements.get(text) ?? (await prepare(text));
      const values = params.map((value, index) => toParameter(value, statement.parameterTypes[index], options));
      const bind = serialize.bind({ statement: statement.name, values });
      const { messages } = await client.execProtocol(Buffer.concat([bind, EXECUTE_AND_SYNC]), {
        syncToFs: !inTransaction,
      });
      const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(all, client.parsers, options)[0] as Results<never>;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const isStale = typeof code === 'string' && STALE_STATEMENT_CODES.has(code);
      if (isStale) forget(text);
      // Outside a transaction the failed statement changed nothing: prepared afresh, it answers as
      // PGlite's query would have. Inside one the error has ended the transaction, as it does anywhere.
      if (isStale && !inTransaction && !isRetry) return run(text, params, options, inTransaction, true);
      // As PGlite's query reports a failed query: the error, with the query it came from.
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  }

  /** Anything PGlite's query does that this path does not (a blob, parameter types): left to PGlite. */
  const isPlain = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes;

  const clientQuery: Queryable['query'] = async (text, params = [], options) => {
    const plainOptions = withoutParsers(options);
    if (!isPlain(plainOptions)) return client.query(text, params, plainOptions);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run(text, params, plainOptions, false)),
    ) as never;
  };

  const transactionQuery =
    (tx: Transaction): Queryable['query'] =>
    async (text, params = [], options) => {
      const plainOptions = withoutParsers(options);
      if (!isPlain(plainOptions)) return tx.query(text, params, plainOptions);
      if (tx.closed) throw new Error('Transaction is closed');
      return client._runExclusiveQuery(() => run(text, params, plainOptions, true)) as never;
    };

  const withQuery = <T extends object>(target: T, query: Queryable['query']): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query') return query;
        if (property === 'transaction') {
          return <R>(callback: (tx: Transaction) => Promise<R>) =>
            client.transaction((tx) => callback(withQuery(tx, transactionQuery(tx))));
        }
        // PGlite's methods read private fields: they run on the client itself, not on this proxy.
        const value = Reflect.get(object, property);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });

  return withQuery(client, clientQuery);
}
