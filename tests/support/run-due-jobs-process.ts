// A second (and third) app process for tests/api/scheduled-jobs.test.ts: opens its own connection
// to DATABASE_URL and registers one hourly job, says 'ready' and waits for 'go' on its stdin (the test
// starts both processes' rounds at once), looks for due jobs a few times, then prints how many times
// it ran the job here.
import { once } from 'node:events';
import { openDatabase } from '../../src/server/db/client.ts';
import { JobScheduler } from '../../src/server/jobs/job-scheduler.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
let runs = 0;
const scheduler = new JobScheduler({ db: database.db }).register({
  name: 'test.child-processes',
  everyMs: 3600_000,
  run: async () => {
    runs++;
  },
});
await scheduler.sync();
process.stdout.write('ready\n');
process.stdin.resume();
await once(process.stdin, 'end');
await Promise.all(Array.from({ length: 10 }, () => scheduler.runDueJobs()));
await database.close();
process.stdout.write(JSON.stringify({ runs }));
