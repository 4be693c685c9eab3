import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';

export type JobContext = { db: Database; log: (line: string) => void };

export type ScheduledJob = {
  /** Stable name, e.g. 'shop.cancel-unpaid-orders'; the row in scheduled_jobs is keyed by it. */
  name: string;
  /** The period: the job runs once per period across all processes. */
  everyMs: number;
  run: (context: JobContext) => Promise<void>;
  /** How long one run may hold the job before another process may take it over (default 10 min). */
  leaseMs?: number;
};

export type JobSchedulerOptions = {
  db: Database;
  /** How often each process looks for due jobs (default 30 s). */
  pollIntervalMs?: number;
  log?: (line: string) => void;
};

/**
 * Runs periodic jobs once per period across every process that shares the database. The schedule
 * lives in scheduled_jobs (so it survives restarts); a process runs a job only after moving its
 * next_run_at one period ahead in a single conditional UPDATE … RETURNING, which exactly one
 * process wins. A run that crashes keeps its lease until it expires; the job then runs next period.
 * See docs/decisions/0011-scheduled-jobs-claim-table.md.
 */
export class JobScheduler {
  readonly #db: Database;
  readonly #pollIntervalMs: number;
  readonly #log: (line: string) => void;
  readonly #jobs = new Map<string, ScheduledJob>();
  readonly #processId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  #isStopped = true;

  constructor(options: JobSchedulerOptions) {
    this.#db = options.db;
    this.#pollIntervalMs = options.pollIntervalMs ?? 30_000;
    this.#log = options.log ?? (() => {});
  }

  register(job: ScheduledJob): this {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    if (job.everyMs < 1000) throw new Error(`job ${job.name}: the period must be at least a second`);
    this.#jobs.set(job.name, job);
    return this;
  }

  /** Records the registered jobs (a new job is due at once) and starts looking for due ones. */
  async start(): Promise<void> {
    await this.sync();
    this.#isStopped = false;
    this.#tick();
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Inserts a row per registered job; a shortened period takes effect at once. */
  async sync(): Promise<void> {
    for (const job of this.#jobs.values()) {
      const seconds = Math.round(job.everyMs / 1000);
      await this.#db.execute(sql`
        insert into scheduled_jobs (name, interval_seconds, next_run_at)
        values (${job.name}, ${seconds}, now())
        on conflict (name) do update set
          interval_seconds = excluded.interval_seconds,
          next_run_at = least(scheduled_jobs.next_run_at, now() + make_interval(secs => excluded.interval_seconds))`);
    }
  }

  /** Claims and runs every job that is due; returns the names this process ran. */
  async runDueJobs(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.#jobs.values()) {
      if (await this.#claim(job)) {
        await this.#run(job);
        ran.push(job.name);
      }
    }
    return ran;
  }

  #tick(): void {
    if (this.#isStopped) return;
    this.#running = this.runDueJobs()
      .catch((error) => console.error('[jobs] scheduler round failed:', error))
      .finally(() => {
        this.#running = null;
        if (this.#isStopped) return;
        this.#timer = setTimeout(() => this.#tick(), this.#pollIntervalMs);
        this.#timer.unref();
      });
  }

  async #claim(job: ScheduledJob): Promise<boolean> {
    const leaseSeconds = (job.leaseMs ?? 10 * 60_000) / 1000;
    const rows = await executeRows<{ name: string }>(
      this.#db,
      sql`update scheduled_jobs
          set next_run_at = now() + make_interval(secs => interval_seconds),
              locked_until = now() + make_interval(secs => ${leaseSeconds}),
              locked_by = ${this.#processId},
              run_count = run_count + 1,
              last_started_at = now()
          where name = ${job.name}
            and next_run_at <= now()
            and (locked_until is null or locked_until < now())
          returning name`,
    );
    return rows.length === 1;
  }

  async #run(job: ScheduledJob): Promise<void> {
    let failure: string | null = null;
    try {
      await job.run({ db: this.#db, log: this.#log });
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      console.error(`[jobs] ${job.name} failed:`, error);
    }
    await this.#db.execute(sql`
      update scheduled_jobs
      set locked_until = null, last_finished_at = now(), last_error = ${failure}
      where name = ${job.name} and locked_by = ${this.#processId}`);
    this.#log(`[jobs] ${job.name} ${failure ? 'failed' : 'ran'}`);
  }
}
