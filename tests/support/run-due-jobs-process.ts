// A second (and third) app process for tests/api/scheduled-jobs.test.ts: opens its own connection
// to DATABASE_URL, registers one hourly job and looks for due jobs a few times, then prints how many
// times it ran the job here.
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
    await new Promise((resolve) => setTimeout(resolve, 50));
  },
});
await scheduler.sync();
for (let round = 0; round < 10; round++) {
  await scheduler.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await database.close();
process.stdout.write(JSON.stringify({ runs }));
