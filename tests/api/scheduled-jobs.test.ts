import { spawn } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { scheduledJobs } from '../../src/server/db/schema/index.ts';
import { JobScheduler, type ScheduledJob } from '../../src/server/jobs/job-scheduler.ts';
import { createGate } from '../support/gate.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Scheduled jobs run once per period across processes and keep their schedule across restarts.
// On PostgreSQL (the postgres test project) the second scheduler has its own connection pool, as a
// second app process would; on PGlite both share the one embedded connection.

let server: TestServer;
const extraDatabases: DatabaseHandle[] = [];
const schedulers: JobScheduler[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const scheduler of schedulers) await scheduler.stop();
  for (const database of extraDatabases) await database.close();
  await server?.close();
});

const db = () => server.runtime.deps.db;

/** A database connection of "another process": its own pool on PostgreSQL. */
async function otherProcessDb(): Promise<Database> {
  const databaseUrl = server.runtime.deps.env.DATABASE_URL;
  if (!databaseUrl) return db();
  const handle = await openDatabase({ databaseUrl, dataDir: '', poolSize: 3 });
  extraDatabases.push(handle);
  return handle.db;
}

function makeScheduler(database: Database, job: ScheduledJob, pollIntervalMs = 50) {
  const scheduler = new JobScheduler({ db: database, pollIntervalMs }).register(job);
  schedulers.push(scheduler);
  return scheduler;
}

const jobRow = async (name: string) => (await db().select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

describe('scheduled jobs', () => {
  it('runs a due job once across two processes racing for it', async () => {
    let runs = 0;
    // The run lasts until every other round has looked for due jobs: they all look while it is held.
    const otherRoundsDone = createGate();
    const job: ScheduledJob = {
      name: 'test.race',
      everyMs: 3600_000,
      run: async () => {
        runs++;
        await otherRoundsDone.passed;
      },
    };
    const first = makeScheduler(db(), job);
    const second = makeScheduler(await otherProcessDb(), job);
    await Promise.all([first.sync(), second.sync()]);
    let roundsDone = 0;
    const rounds = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const ran = await (index % 2 === 0 ? first : second).runDueJobs();
        roundsDone++;
        if (roundsDone === 7) otherRoundsDone.open();
        return ran;
      }),
    );
    expect(rounds.flat()).toEqual(['test.race']);
    expect(runs).toBe(1);
    expect(await jobRow('test.race')).toMatchObject({ runCount: 1, lockedUntil: null, lastError: null });
  });

  it('runs once per period while two started schedulers poll', async () => {
    const startedAt: number[] = [];
    const thirdRun = createGate();
    const job: ScheduledJob = {
      name: 'test.period',
      everyMs: 1000,
      run: async () => {
        startedAt.push(Date.now());
        if (startedAt.length === 3) thirdRun.open();
      },
    };
    const first = makeScheduler(db(), job, 40);
    const second = makeScheduler(await otherProcessDb(), job, 40);
    await Promise.all([first.start(), second.start()]);
    // Due at once, then a period later and another: both schedulers polled through two whole periods.
    await thirdRun.passed;
    await Promise.all([first.stop(), second.stop()]);
    // Never two runs in one period, whichever scheduler ran it.
    expect(startedAt.length).toBe(3);
    for (let index = 1; index < startedAt.length; index++) {
      expect(startedAt[index]! - startedAt[index - 1]!).toBeGreaterThanOrEqual(950);
    }
  });

  it('keeps the schedule across a restart', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'test.restart', everyMs: 3600_000, run: async () => void runs++ };
    const beforeRestart = makeScheduler(db(), job);
    await beforeRestart.sync();
    expect(await beforeRestart.runDueJobs()).toEqual(['test.restart']);
    await beforeRestart.stop();

    const afterRestart = makeScheduler(await otherProcessDb(), job);
    await afterRestart.sync();
    expect(await afterRestart.runDueJobs()).toEqual([]);
    // An hour later it is due again.
    await db().execute(
      sql`update scheduled_jobs set next_run_at = now() - interval '1 second' where name = 'test.restart'`,
    );
    expect(await afterRestart.runDueJobs()).toEqual(['test.restart']);
    expect(runs).toBe(2);
  });

  it('leaves a job held by a crashed run alone until its lease ends', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'test.crash', everyMs: 3600_000, run: async () => void runs++ };
    const scheduler = makeScheduler(db(), job);
    await scheduler.sync();
    await db().execute(sql`update scheduled_jobs set locked_until = now() + interval '1 minute',
      locked_by = 'crashed-process' where name = 'test.crash'`);
    expect(await scheduler.runDueJobs()).toEqual([]);
    await db().execute(
      sql`update scheduled_jobs set locked_until = now() - interval '1 second' where name = 'test.crash'`,
    );
    expect(await scheduler.runDueJobs()).toEqual(['test.crash']);
    expect(runs).toBe(1);
  });

  it('records a failed run and waits for the next period', async () => {
    const job: ScheduledJob = {
      name: 'test.failing',
      everyMs: 3600_000,
      run: async () => {
        throw new Error('disk full');
      },
    };
    const scheduler = makeScheduler(db(), job);
    await scheduler.sync();
    const originalError = console.error;
    console.error = () => {};
    try {
      expect(await scheduler.runDueJobs()).toEqual(['test.failing']);
    } finally {
      console.error = originalError;
    }
    const row = await jobRow('test.failing');
    expect(row).toMatchObject({ lastError: 'disk full', lockedUntil: null, runCount: 1 });
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it.runIf(process.env.DENGE_TEST_POSTGRES_URL)(
    'runs a due job once across two real processes on PostgreSQL',
    async () => {
      const databaseUrl = server.runtime.deps.env.DATABASE_URL!;
      // Each child says 'ready' once its scheduler is set up, then waits for 'go' on its stdin: both
      // look for due jobs at the same moment.
      const startChild = () => {
        const child = spawn(process.execPath, ['tests/support/run-due-jobs-process.ts'], {
          env: { ...process.env, DATABASE_URL: databaseUrl },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let output = '';
        let errors = '';
        const ready = createGate();
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.startsWith('ready\n')) ready.open();
        });
        child.stderr.on('data', (chunk) => {
          errors += chunk;
        });
        const result = new Promise<{ runs: number }>((resolve, reject) =>
          child.on('exit', (code) =>
            code === 0
              ? resolve(JSON.parse(output.slice('ready\n'.length)))
              : reject(new Error(`child exited ${code}: ${errors}`)),
          ),
        );
        return { ready: Promise.race([ready.passed, result]), go: () => child.stdin.end('go\n'), result };
      };
      const children = [startChild(), startChild()];
      await Promise.all(children.map((child) => child.ready));
      for (const child of children) child.go();
      const runInChild = (index: number) => children[index]!.result;
      const results = await Promise.all([runInChild(0), runInChild(1)]);
      expect(results[0]!.runs + results[1]!.runs).toBe(1);
      expect(await jobRow('test.child-processes')).toMatchObject({ runCount: 1, lockedUntil: null });
    },
    30_000,
  );

  it('the app registers its housekeeping jobs and they run', async () => {
    const scheduler = server.runtime.workers.scheduler;
    await scheduler.sync();
    expect((await scheduler.runDueJobs()).sort()).toEqual([
      'appointments.offer-waitlist',
      'appointments.send-reminders',
      'kvkk-requests.remind-deadline',
      'messages.mail-unread',
      'reminders.send-due',
      'retention.destroy-expired-data',
      'shop.cancel-unpaid-orders',
      'storage.prune-unattached-images',
    ]);
    expect(await scheduler.runDueJobs()).toEqual([]);
  });
});
