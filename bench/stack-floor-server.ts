// The stack's floor for `npm run bench` on PostgreSQL: the diary day's own query through the app's
// libraries and nothing else. Hono on @hono/node-server, postgres.js with one connection per process
// (its queries prepared and pipelined, as the app sends its reads: ADR 0040), the app's own
// compression middleware, one process per core as the app runs on PostgreSQL (ADR 0031). No session,
// no middleware, no validation, no drizzle: what the app adds to a signed-in read is the diary's row of
// the report minus this one, measured in the same run.
//
//   node bench/stack-floor-server.ts <port> <database url> <processes>
import cluster from 'node:cluster';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';
import { demoEmails } from '../src/server/demo/demo-accounts.ts';
import { compressResponses } from '../src/server/http/compression.ts';
import { todayInIstanbul } from '../src/shared/dates.ts';

const [portArgument, databaseUrl, countArgument] = process.argv.slice(2);
if (!portArgument || !databaseUrl) throw new Error('usage: stack-floor-server.ts <port> <database url> <processes>');
const port = Number(portArgument);

if (cluster.isPrimary) {
  const workers = Array.from({ length: Number(countArgument ?? 1) }, () => cluster.fork());
  process.on('SIGTERM', () => {
    for (const worker of workers) worker.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  await serveDiaryDay();
}

async function serveDiaryDay() {
  const sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  const [client] = await sql<{ id: string }[]>`select id from clients where email = ${demoEmails.clientA}`;
  if (!client) throw new Error(`${demoEmails.clientA} is not a client: is the database seeded?`);
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/diary', async (c) => {
    const date = todayInIstanbul();
    const entries = await sql`
      select * from calorie_diary where client_id = ${client.id} and date = ${date} order by created_at, id`;
    return c.json({ date, entries });
  });
  // The primary going away (the bench stopping it) ends this process too.
  process.on('disconnect', () => process.exit(0));
  createAdaptorServer({ fetch: app.fetch }).listen({ port, host: '127.0.0.1', exclusive: true, reusePort: true });
}
