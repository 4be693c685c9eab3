import type { ScheduledJob } from './jobs/job-scheduler.ts';
import { sendDueAppointmentReminders } from './modules/appointments/appointment-reminders-service.ts';
import { offerFreedWaitlistSlots } from './modules/appointments/appointments-waitlist-service.ts';
import { sendKvkkDeadlineReminders } from './modules/kvkk-requests/kvkk-requests-service.ts';
import { runDataDestruction } from './modules/retention/retention-destruction-service.ts';
import { sendDueClientReminders } from './modules/reminders/reminders-delivery-service.ts';
import { sendUnreadMessageMails } from './modules/messages/messages-unread-mail-service.ts';
import { cancelUnpaidOrders } from './modules/shop/shop-unpaid-orders-service.ts';
import { pruneUnattachedImages } from './storage/image-store.ts';
import type { StorageDriver } from './storage/storage-driver.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every periodic job of Denge, registered by bootstrap. It sits beside bootstrap, not in jobs/: the
 * scheduler is infrastructure and never imports a module, while this list names the modules' jobs.
 * A feature adds its job here, e.g. the shop:
 *
 *   { name: 'shop.cancel-unpaid-orders', everyMs: 10 * 60_000,
 *     run: ({ db }) => cancelUnpaidOrders(db, { olderThanMs: 24 * HOUR_MS }) },
 */
export function scheduledJobsOf(deps: {
  storage: StorageDriver;
  publicUrl?: string;
  /** Signs a visitor's appointment link in the reminders (ADR 0089). */
  authSecret?: string;
}): ScheduledJob[] {
  return [
    {
      // Images uploaded by a form that was never saved.
      name: 'storage.prune-unattached-images',
      everyMs: HOUR_MS,
      run: async ({ db, log }) => {
        const removed = await pruneUnattachedImages(db, deps.storage, { olderThanMs: DAY_MS });
        if (removed > 0) log(`[jobs] removed ${removed} unused upload(s)`);
      },
    },
    {
      // Periodic destruction (KVKK 'periyodik imha', ADR 0087): each kind of data past the retention
      // period set in 'Saklama ve İmha' is destroyed and recorded once a day. It took over the sent
      // outbox rows of the former 'mail.prune-sent-outbox' (30 days by default).
      name: 'retention.destroy-expired-data',
      everyMs: DAY_MS,
      run: async ({ db, log }) => {
        const results = await runDataDestruction(db);
        const destroyed = results.reduce((sum, result) => sum + result.destroyedCount, 0);
        if (destroyed > 0) log(`[jobs] periodic destruction removed ${destroyed} row(s)`);
      },
    },
    {
      // Bank-transfer orders unpaid after their 24 hours (spec 3 §2.8): cancelled, stock released, buyer told.
      name: 'shop.cancel-unpaid-orders',
      everyMs: 10 * 60_000,
      run: async ({ db, log }) => {
        const cancelled = await cancelUnpaidOrders(db);
        if (cancelled > 0) log(`[jobs] cancelled ${cancelled} unpaid order(s)`);
      },
    },
    {
      // 24 hours and 2 hours before an appointment with an e-mail (issue #44); each sent once.
      name: 'appointments.send-reminders',
      everyMs: 5 * 60_000,
      run: async ({ db, log }) => {
        const sent = await sendDueAppointmentReminders(db, { siteOrigin: deps.publicUrl, linkSecret: deps.authSecret });
        if (sent > 0) log(`[jobs] queued ${sent} appointment reminder(s)`);
      },
    },
    {
      // A freed slot of a full day, offered to its waitlist in join order (ADR 0088); past days' entries removed.
      name: 'appointments.offer-waitlist',
      everyMs: 60_000,
      run: async ({ db, log }) => {
        const sent = await offerFreedWaitlistSlots(db, { siteOrigin: deps.publicUrl });
        if (sent > 0) log(`[jobs] queued ${sent} waitlist offer(s)`);
      },
    },
    {
      // The reminders clients set (issue #41, ADR 0083): water, meals, weigh-in; each sent once.
      name: 'reminders.send-due',
      everyMs: 60_000,
      run: async ({ db, log }) => {
        const sent = await sendDueClientReminders(db, { siteOrigin: deps.publicUrl });
        if (sent > 0) log(`[jobs] queued ${sent} client reminder(s)`);
      },
    },
    {
      // A practice message the client has not read for ten minutes (issue #42); once an hour at most.
      name: 'messages.mail-unread',
      everyMs: 2 * 60_000,
      run: async ({ db, log }) => {
        const sent = await sendUnreadMessageMails(db, { siteOrigin: deps.publicUrl });
        if (sent > 0) log(`[jobs] queued ${sent} unread-message mail(s)`);
      },
    },
    {
      // KVKK requests 7 days or fewer before their 30-day deadline (ADR 0085): the practice mailed once each.
      name: 'kvkk-requests.remind-deadline',
      everyMs: HOUR_MS,
      run: async ({ db, log }) => {
        const sent = await sendKvkkDeadlineReminders(db, { siteOrigin: deps.publicUrl });
        if (sent > 0) log(`[jobs] queued ${sent} KVKK deadline reminder(s)`);
      },
    },
  ];
}
