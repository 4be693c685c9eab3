import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { parseEnv } from '../../src/server/env.ts';
import { searchClientOptions } from '../../src/server/modules/clients/clients-options-service.ts';
import { listClients } from '../../src/server/modules/clients/clients-service.ts';
import { getClientDiaryDay, listDiaryDay } from '../../src/server/modules/diary/diary-service.ts';
import { listClientGoals } from '../../src/server/modules/goals/goals-service.ts';
import { getClientHome } from '../../src/server/modules/home/home-service.ts';
import { listClientMeasurements } from '../../src/server/modules/measurements/measurements-service.ts';
import {
  listClientNotifications,
  listSentNotifications,
} from '../../src/server/modules/notifications/notifications-service.ts';
import { getClientReport } from '../../src/server/modules/reports/reports-service.ts';
import { clientOptionsQuerySchema } from '../../src/shared/schemas/clients-options.ts';
import { clientListQuerySchema } from '../../src/shared/schemas/clients.ts';

// The hot reads of the signed-in screens (issue #17), as the app really issues them: each one runs
// the route's own service function on a drizzle handle whose logger records every statement and its
// parameters. When a service changes its queries, what is captured (and explained) changes with it.
// The parameters are the route's own defaults (its zod query schema) plus a realistic client and day.

export type HotReadParams = {
  /** A client with an ordinary history (the fixture's typical client). */
  clientId: string;
  /** That client's e-mail, for the search-by-e-mail cases. */
  clientEmail: string;
  /** A day with diary entries (YYYY-MM-DD). */
  date: string;
};

export type CapturedQuery = { read: string; sql: string; params: unknown[] };

type HotRead = { name: string; run: (db: Database, params: HotReadParams) => Promise<unknown> };

const env = parseEnv({ AUTH_SECRET: 'hot-read-queries-secret-long-enough-for-better-auth' });
const clientList = (query: Record<string, string>) => clientListQuerySchema.parse(query);
const clientOptions = (query: Record<string, string>) => clientOptionsQuerySchema.parse(query);

/** Every hot read: the route it serves and the service call it makes. */
export const hotReads: HotRead[] = [
  // the client area
  { name: 'GET /api/me/diary (diary day)', run: (db, p) => listDiaryDay(db, { clientId: p.clientId, date: p.date }) },
  { name: 'GET /api/me/home', run: (db, p) => getClientHome(db, { clientId: p.clientId }) },
  {
    name: 'GET /api/me/notifications (bell list + unread count)',
    run: (db, p) => listClientNotifications(db, { clientId: p.clientId }),
  },
  // the admin panel
  { name: 'GET /api/admin/clients (first page)', run: (db) => listClients(db, clientList({})) },
  { name: 'GET /api/admin/clients?page=400', run: (db) => listClients(db, clientList({ page: '400' })) },
  {
    name: 'GET /api/admin/clients?search=ayşe (common name)',
    run: (db) => listClients(db, clientList({ search: 'ayşe' })),
  },
  {
    name: 'GET /api/admin/clients?search=<e-mail>',
    run: (db, p) => listClients(db, clientList({ search: p.clientEmail })),
  },
  {
    name: 'GET /api/admin/clients?search=<no match>&page=2',
    run: (db) => listClients(db, clientList({ search: 'zzqqxx', page: '2' })),
  },
  { name: 'GET /api/admin/clients/options (picker)', run: (db) => searchClientOptions(db, clientOptions({})) },
  {
    name: 'GET /api/admin/clients/options?search=kaya',
    run: (db) => searchClientOptions(db, clientOptions({ search: 'kaya' })),
  },
  {
    name: 'GET /api/admin/clients/options?id=<client>',
    run: (db, p) => searchClientOptions(db, clientOptions({ id: p.clientId })),
  },
  {
    name: "GET /api/admin/diary/:clientId (a client's diary day)",
    run: (db, p) => getClientDiaryDay(db, { clientId: p.clientId, date: p.date }),
  },
  {
    name: 'GET /api/admin/measurements?clientId=',
    run: (db, p) => listClientMeasurements(db, { clientId: p.clientId }),
  },
  {
    name: 'GET /api/admin/reports/:clientId',
    run: (db, p) => getClientReport(db, { clientId: p.clientId, env }),
  },
  { name: 'GET /api/admin/notifications (page 1)', run: (db) => listSentNotifications(db, { page: 1 }) },
  { name: 'GET /api/admin/notifications?page=200', run: (db) => listSentNotifications(db, { page: 200 }) },
  { name: 'GET /api/admin/goals (page 1)', run: (db) => listClientGoals(db, { page: 1 }) },
];

/**
 * Runs every hot read once against `databaseUrl` and returns the statements each one sent, in order,
 * with their parameters (ready for EXPLAIN).
 */
export async function captureHotReadQueries(databaseUrl: string, params: HotReadParams): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  let current = '';
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, queryParams) => captured.push({ read: current, sql: query, params: queryParams }) },
    }) as unknown as Database;
    for (const read of hotReads) {
      current = read.name;
      await read.run(db, params);
    }
  } finally {
    await pool.end();
  }
  return captured;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

export type ExplainedQuery = CapturedQuery & {
  /** Tables read by a sequential scan, with their row count (pg_class.reltuples). */
  seqScans: { table: string; rows: number }[];
  /** Every scan of the plan, e.g. 'Index Scan calorie_diary_client_date_idx', 'Seq Scan food_items'. */
  scans: string[];
};

function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** EXPLAIN (FORMAT JSON) of each captured statement, with the parameters it was sent with. */
export async function explainQueries(databaseUrl: string, queries: CapturedQuery[]): Promise<ExplainedQuery[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sizes = await client.query<{ name: string; rows: number }>(
      `SELECT relname AS name, reltuples::float8 AS rows FROM pg_class
       WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
    );
    const rowsOf = new Map(sizes.rows.map((row) => [row.name, Number(row.rows)]));
    const explained: ExplainedQuery[] = [];
    for (const query of queries) {
      const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) ${query.sql}`,
        query.params,
      );
      const plan = result.rows[0]!['QUERY PLAN'][0].Plan;
      const nodes = [...planNodes(plan)].filter((node) => node['Relation Name']);
      explained.push({
        ...query,
        seqScans: nodes
          .filter((node) => node['Node Type'].endsWith('Seq Scan'))
          .map((node) => ({ table: node['Relation Name']!, rows: rowsOf.get(node['Relation Name']!) ?? 0 })),
        scans: nodes.map((node) =>
          [node['Node Type'], node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' '),
        ),
      });
    }
    return explained;
  } finally {
    await client.end();
  }
}
