import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { EnvError, type Env } from './env.ts';

// Several app processes on one machine (ADR 0031). Node runs JavaScript on one core per process; on
// PostgreSQL the app starts one process per core so that a two-core server is not left half idle.
// The first process (cluster's primary) starts the others and watches them; it serves no requests
// and loads none of the app (this module imports nothing of it), so it stays small. Process 0
// migrates and seeds as a single process would; the others start once it listens. The processes
// already share everything that must be shared through PostgreSQL: sessions and their revocation,
// live events, the kept public reads' announcements, the rate limits (the two-process tests of issue #17).

/** Tells a started process its place (0 … count-1): process 0 runs the background jobs. */
const PROCESS_INDEX_VARIABLE = 'DENGE_PROCESS_INDEX';
/** Set for a process started after the database was migrated and seeded. */
const PREPARED_VARIABLE = 'DENGE_DATABASE_PREPARED';
/** A process that stops on its own is started again after this pause… */
const RESTART_DELAY_MS = 1_000;
/** …unless this many did so within a minute: a process that cannot start would otherwise loop for ever. */
const MAX_RESTARTS_PER_MINUTE = 10;

/** What a started process tells the primary once it listens (it opens the port itself, so cluster's own 'listening' is not sent). */
const LISTENING_MESSAGE = 'denge:listening';

/** Tells the primary, if any, that this process is ready: process 0 has prepared the database by then. */
export function reportListening(): void {
  if (cluster.isWorker) process.send?.(LISTENING_MESSAGE);
}

/** WEB_CONCURRENCY, else one process per core on PostgreSQL and one on the embedded database. */
export function decideProcessCount(env: Env, cores = availableParallelism()): number {
  if (!env.DATABASE_URL) {
    if ((env.WEB_CONCURRENCY ?? 1) > 1) {
      throw new EnvError('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database runs inside one process.');
    }
    return 1;
  }
  return env.WEB_CONCURRENCY ?? cores;
}

/** This process's place among the app's processes (0 when it is the only one). */
export function processIndex(): number {
  return cluster.isWorker ? Number(process.env[PROCESS_INDEX_VARIABLE] ?? 0) : 0;
}

/** Whether the database was migrated and seeded before this process started (by process 0). */
export function isDatabasePrepared(): boolean {
  return cluster.isWorker && process.env[PREPARED_VARIABLE] === '1';
}

/**
 * The primary: starts process 0 (which prepares the database), then the other `count - 1` once it
 * listens; starts a process again when it stops on its own; on SIGTERM/SIGINT passes the signal on
 * and exits once all have finished.
 */
export function runPrimary(options: { count: number; log: (line: string) => void }): void {
  const { count, log } = options;
  const running = new Set<Worker>();
  const restarts: number[] = [];
  let isStopping = false;
  let exitCode = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill(signal);
  };

  const restartAfterCrash = (index: number, reason: string) => {
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] !== undefined && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`[http] processes keep stopping (${restarts.length} in a minute); giving up`);
      exitCode = 1;
      stopAll('SIGTERM');
      return;
    }
    console.error(`[http] process ${index + 1} of ${count} stopped (${reason}); starting it again`);
    setTimeout(() => {
      if (!isStopping) start(index);
    }, RESTART_DELAY_MS);
  };

  let isPrepared = false;
  const start = (index: number) => {
    const worker = cluster.fork({
      [PROCESS_INDEX_VARIABLE]: String(index),
      [PREPARED_VARIABLE]: isPrepared ? '1' : '',
    });
    running.add(worker);
    if (!isPrepared) {
      worker.on('message', (message: unknown) => {
        if (message !== LISTENING_MESSAGE || isPrepared) return;
        isPrepared = true;
        for (let other = 1; other < count; other += 1) start(other);
        log(`[http] ${count} processes serve requests (WEB_CONCURRENCY)`);
      });
    }
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (isStopping) {
        if (running.size === 0) process.exit(exitCode);
        return;
      }
      restartAfterCrash(index, signal ?? `exit code ${code}`);
    });
  };

  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  start(0);
}
