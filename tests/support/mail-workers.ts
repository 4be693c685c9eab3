import type { Database, DatabaseHandle } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  createSmtpTransport,
  MailWorker,
  type MailWorkerOptions,
  type SmtpTimeouts,
} from '../../src/server/mail/mail-worker.ts';
import type { TestServer } from './test-server.ts';

type WorkerOptions = Partial<MailWorkerOptions> & { timeouts?: SmtpTimeouts };

/**
 * Mail workers for the outbox tests (a real SMTP server, tests/support/smtp-test-server.ts), polling
 * fast and retrying soon so a test waits only for what it delays. `stopAll` stops every worker made
 * and closes every second database opened.
 */
export function mailWorkersOf(server: () => TestServer) {
  const workers: MailWorker[] = [];
  const databases: DatabaseHandle[] = [];
  return {
    make(smtpUrl: string, { timeouts, ...options }: WorkerOptions = {}) {
      const worker = new MailWorker({
        db: server().runtime.deps.db,
        transport: createSmtpTransport(smtpUrl, timeouts),
        from: 'Denge <bilgi@denge.example>',
        retryBaseDelayMs: 50,
        retryMaxDelayMs: 200,
        pollIntervalMs: 50,
        ...options,
      });
      workers.push(worker);
      return worker;
    },
    /** On PostgreSQL another pool, as another process would have; PGlite has one connection. */
    async secondDatabase(poolSize = 2): Promise<Database> {
      const { db, env } = server().runtime.deps;
      if (!env.DATABASE_URL) return db;
      const second = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: '', poolSize });
      databases.push(second);
      return second.db;
    },
    async stopAll() {
      for (const worker of workers) await worker.stop();
      for (const database of databases) await database.close();
    },
  };
}

/** Runs `first` once while `second` keeps polling the outbox: what `first` sent and `second` claimed meanwhile. */
export async function runWhileAnotherPolls(first: MailWorker, second: MailWorker) {
  const firstRound = first.runOnce();
  let isFirstDone = false;
  void firstRound.finally(() => {
    isFirstDone = true;
  });
  let claimedBySecond = 0;
  while (!isFirstDone) {
    claimedBySecond += await second.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { sentByFirst: await firstRound, claimedBySecond };
}
