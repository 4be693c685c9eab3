import type { DatabaseHandle } from '../db/client.ts';
import { createSmtpTransport, MailWorker } from '../mail/mail-worker.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { PushWorker } from '../push/push-worker.ts';
import type { VapidKeys } from '../push/vapid-keys.ts';
import { JobScheduler, type ScheduledJob } from './job-scheduler.ts';

export type BackgroundWorkers = {
  scheduler: JobScheduler;
  /** null when mail is not configured: mails then stay queued in the outbox. */
  mailWorker: MailWorker | null;
  /** null when push is off (no VAPID keys): nothing is queued then, as no browser could subscribe. */
  pushWorker: PushWorker | null;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The mail and push outbox workers and the job scheduler of one process (every process runs them all). */
export function createBackgroundWorkers(params: {
  database: DatabaseHandle;
  /** Every periodic job (scheduledJobsOf, src/server/scheduled-jobs.ts). */
  jobs: ScheduledJob[];
  mail: MailSettings;
  vapid: VapidKeys | null;
  log: (line: string) => void;
}): BackgroundWorkers {
  const { database, mail, log } = params;
  const scheduler = new JobScheduler({ db: database.db, log });
  for (const job of params.jobs) scheduler.register(job);
  const mailWorker =
    mail.isConfigured && mail.smtpUrl && mail.from
      ? new MailWorker({
          db: database.db,
          transport: createSmtpTransport(mail.smtpUrl),
          from: mail.from,
          listen: database.listen,
          log,
        })
      : null;
  const pushWorker = params.vapid
    ? new PushWorker({ db: database.db, vapid: params.vapid, listen: database.listen, log })
    : null;
  let isStarted = false;
  return {
    scheduler,
    mailWorker,
    pushWorker,
    start: async () => {
      if (isStarted) return;
      isStarted = true;
      await scheduler.start();
      if (mailWorker) await mailWorker.start();
      if (pushWorker) await pushWorker.start();
      log(mailWorker ? '[mail] outbox worker started' : '[mail] SMTP not configured: mails stay queued');
    },
    stop: async () => {
      if (!isStarted) return;
      isStarted = false;
      await Promise.all([scheduler.stop(), mailWorker?.stop(), pushWorker?.stop()]);
    },
  };
}
