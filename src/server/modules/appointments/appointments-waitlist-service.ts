import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { WAITLIST_LEAVE_PARAM } from '../../../shared/appointment-constants.ts';
import { isoWeekday } from '../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../shared/constants.ts';
import { formatTurkishDate, todayInIstanbul } from '../../../shared/dates.ts';
import type {
  AdminWaitlistEntry,
  WaitlistJoin,
  WaitlistJoined,
} from '../../../shared/schemas/appointments-waitlist.ts';
import type { Database } from '../../db/client.ts';
import { appointmentWaitlistEntries, appointmentWaitlistOffers, clients } from '../../db/schema/index.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';
import { listFreeSlots } from './appointments-availability-service.ts';

// The waitlist of a full day (issue #44, ADR 0088). A person joins only while the day has no free
// slot. A scheduled job (every minute, in every app process) looks at the days that have waiting
// people: each free slot of such a day is a freed slot, whatever freed it (a cancellation, a move, a
// status change, a deletion, wider hours, a day off removed). Each freed slot is offered to one
// person at a time, first come first mailed: the first waiting entry is mailed; if the slot is still
// free after the hold, the next one. The claim of the slot (the offers row) and of the entry
// (`notified_at`) are conditional writes in the transaction that queues the mail, so a slot's mail
// goes once however many processes run the job.

export const waitlistErrorMessages = {
  dayHasSlots: 'Bu günde hâlâ boş saat var; bekleme listesine gerek yok, hemen randevu alabilirsiniz.',
  alreadyWaiting: 'Bu e-posta adresi bu günün bekleme listesinde zaten var.',
  rejected: 'Talebiniz alınamadı. Lütfen formu tekrar doldurun.',
  noAccount: 'Danışan kaydınız bulunamadı.',
  noEmail: 'Bekleme listesi için hesabınızda bir e-posta adresi olmalı.',
  leaveNotFound: 'Bu bağlantı geçersiz ya da bekleme listesinden zaten çıktınız.',
  entryNotFound: 'Bu kişi bekleme listesinde bulunamadı; listeden zaten çıkmış olabilir.',
} as const;

/** The booking page's path in the mails; `?bekleme-listesinden-cik=` opens its leave box. */
const BOOKING_PAGE_PATH = '/randevu';
/** How long the person mailed for a freed slot has it to themselves before the next one is mailed. */
export const WAITLIST_HOLD_MS = 30 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** 'Cumartesi, 28 Kasım 2026'. */
const describeDay = (day: string) =>
  `${weekDayLabels[weekDays[isoWeekday(day) - 1] ?? 'monday']}, ${formatTurkishDate(day)}`;

const absoluteUrl = (path: string, origin: string | undefined) => (origin ? new URL(path, origin).href : path);

type Joiner = { date: string; name: string; email: string; phone: string | null; clientId: string | null };

/** Adds the entry and queues its 'joined' mail (with the leave link) in one transaction. */
async function addEntry(db: Database, joiner: Joiner, siteOrigin: string | undefined): Promise<WaitlistJoined> {
  const { slots } = await listFreeSlots(db, joiner.date);
  if (slots.length > 0) throw conflict(waitlistErrorMessages.dayHasSlots);
  const token = randomBytes(24).toString('base64url');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(appointmentWaitlistEntries).values({ ...joiner, leaveTokenHash: hashToken(token) });
      await enqueueMail(tx, {
        template: 'appointment-waitlist-joined',
        data: {
          name: joiner.name,
          day: describeDay(joiner.date),
          leaveUrl: absoluteUrl(`${BOOKING_PAGE_PATH}?${WAITLIST_LEAVE_PARAM}=${token}`, siteOrigin),
          brand: await readMailBrand(tx, siteOrigin),
        },
        to: [joiner.email],
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(waitlistErrorMessages.alreadyWaiting);
    throw error;
  }
  return { date: joiner.date };
}

/** POST /api/appointments/waitlist: a visitor joins a full day's list (a filled honeypot is refused). */
export async function joinWaitlist(
  db: Database,
  params: { input: WaitlistJoin; siteOrigin: string | undefined },
): Promise<WaitlistJoined> {
  const { website, ...input } = params.input;
  if (website.trim() !== '') throw badRequest(waitlistErrorMessages.rejected);
  return addEntry(db, { ...input, clientId: null }, params.siteOrigin);
}

/** POST /api/me/appointments/waitlist: a signed-in client joins with their account's name and e-mail. */
export async function joinMyWaitlist(
  db: Database,
  params: { clientId: string; date: string; siteOrigin: string | undefined },
): Promise<WaitlistJoined> {
  const [client] = await db
    .select({ name: clients.name, phone: clients.phone, email: clients.email })
    .from(clients)
    .where(eq(clients.id, params.clientId));
  if (!client) throw notFound(waitlistErrorMessages.noAccount);
  if (!client.email) throw badRequest(waitlistErrorMessages.noEmail);
  return addEntry(
    db,
    {
      date: params.date,
      name: client.name,
      email: client.email.trim().toLowerCase(),
      phone: client.phone || null,
      clientId: params.clientId,
    },
    params.siteOrigin,
  );
}

/** POST /api/appointments/waitlist/leave: the mail's leave link; 404 for an unknown or used token. */
export async function leaveWaitlist(db: Database, params: { token: string }): Promise<{ date: string }> {
  const [removed] = await db
    .delete(appointmentWaitlistEntries)
    .where(eq(appointmentWaitlistEntries.leaveTokenHash, hashToken(params.token)))
    .returning({ date: appointmentWaitlistEntries.date });
  if (!removed) throw notFound(waitlistErrorMessages.leaveNotFound);
  return removed;
}

/**
 * GET /api/admin/appointments/waitlist: everyone on the list of today and the days after, by day and in
 * the order they joined (the order the freed slots are offered in).
 */
export async function listWaitlist(db: Database): Promise<AdminWaitlistEntry[]> {
  const rows = await db
    .select()
    .from(appointmentWaitlistEntries)
    .where(gte(appointmentWaitlistEntries.date, todayInIstanbul()))
    .orderBy(asc(appointmentWaitlistEntries.date), asc(appointmentWaitlistEntries.createdAt));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    name: row.name,
    email: row.email,
    phone: row.phone,
    clientId: row.clientId,
    joinedAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    notifiedTime: row.notifiedTime,
  }));
}

/** DELETE /api/admin/appointments/waitlist/:id: the dietitian takes someone off (they booked by phone, say). */
export async function removeWaitlistEntry(db: Database, params: { id: string }): Promise<void> {
  const [removed] = await db
    .delete(appointmentWaitlistEntries)
    .where(eq(appointmentWaitlistEntries.id, params.id))
    .returning({ id: appointmentWaitlistEntries.id });
  if (!removed) throw notFound(waitlistErrorMessages.entryNotFound);
}

/** Thrown inside an offer's transaction to undo the slot's claim when nobody is waiting any more. */
class NobodyWaiting extends Error {}

/**
 * Offers one freed slot to the first waiting entry of its day: claims the slot (a new offers row, or
 * the expired hold of an old one), claims the entry and queues its mail, all in one transaction.
 * False when another process has the slot or nobody is waiting.
 */
async function offerSlot(
  db: Database,
  slot: { date: string; time: string },
  context: { now: Date; siteOrigin: string | undefined },
): Promise<boolean> {
  const holdEnd = new Date(context.now.getTime() - WAITLIST_HOLD_MS);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(appointmentWaitlistOffers)
        .values({ date: slot.date, time: slot.time, offeredAt: context.now })
        .onConflictDoUpdate({
          target: [appointmentWaitlistOffers.date, appointmentWaitlistOffers.time],
          set: { offeredAt: context.now, entryId: null },
          setWhere: lt(appointmentWaitlistOffers.offeredAt, holdEnd),
        })
        .returning({ time: appointmentWaitlistOffers.time });
      if (!claimed) return false;
      const [entry] = await tx
        .update(appointmentWaitlistEntries)
        .set({ notifiedAt: context.now, notifiedTime: slot.time })
        .where(
          and(
            isNull(appointmentWaitlistEntries.notifiedAt),
            eq(
              appointmentWaitlistEntries.id,
              sql`(select ${appointmentWaitlistEntries.id} from ${appointmentWaitlistEntries}
                where ${appointmentWaitlistEntries.date} = ${slot.date} and ${appointmentWaitlistEntries.notifiedAt} is null
                order by ${appointmentWaitlistEntries.createdAt}, ${appointmentWaitlistEntries.id}
                limit 1 for update skip locked)`,
            ),
          ),
        )
        .returning();
      if (!entry) throw new NobodyWaiting();
      await tx
        .update(appointmentWaitlistOffers)
        .set({ entryId: entry.id })
        .where(and(eq(appointmentWaitlistOffers.date, slot.date), eq(appointmentWaitlistOffers.time, slot.time)));
      await enqueueMail(tx, {
        template: 'appointment-waitlist-offer',
        data: {
          name: entry.name,
          day: describeDay(slot.date),
          time: slot.time,
          bookUrl: absoluteUrl(`${BOOKING_PAGE_PATH}?tarih=${slot.date}`, context.siteOrigin),
          brand: await readMailBrand(tx, context.siteOrigin),
        },
        to: [entry.email],
      });
      return true;
    });
  } catch (error) {
    if (error instanceof NobodyWaiting) return false;
    throw error;
  }
}

/**
 * The scheduled job's work: removes the entries and offers of past days, forgets the offers of slots
 * taken again, and offers every free slot of a day with waiting people. Answers how many mails this
 * call queued.
 */
export async function offerFreedWaitlistSlots(
  db: Database,
  params: { now?: Date; siteOrigin?: string } = {},
): Promise<number> {
  const now = params.now ?? new Date();
  const today = todayInIstanbul();
  await db.delete(appointmentWaitlistEntries).where(lt(appointmentWaitlistEntries.date, today));
  await db.delete(appointmentWaitlistOffers).where(lt(appointmentWaitlistOffers.date, today));
  const days = await db
    .selectDistinct({ date: appointmentWaitlistEntries.date })
    .from(appointmentWaitlistEntries)
    .where(isNull(appointmentWaitlistEntries.notifiedAt))
    .orderBy(asc(appointmentWaitlistEntries.date));
  let sent = 0;
  for (const { date } of days) {
    const { slots } = await listFreeSlots(db, date);
    // A slot taken again is no longer offered: if it frees up later, that is a new freed slot.
    await db
      .delete(appointmentWaitlistOffers)
      .where(
        and(
          eq(appointmentWaitlistOffers.date, date),
          slots.length > 0 ? notInArray(appointmentWaitlistOffers.time, slots) : undefined,
        ),
      );
    for (const time of slots) {
      if (await offerSlot(db, { date, time }, { now, siteOrigin: params.siteOrigin })) sent++;
    }
  }
  return sent;
}
