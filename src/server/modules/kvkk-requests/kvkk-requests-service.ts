import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { addDays, formatTurkishDate, toBusinessDay } from '../../../shared/dates.ts';
import {
  KVKK_ANSWER_DAYS,
  KVKK_REMINDER_DAYS_LEFT,
  KVKK_VERIFICATION_HOURS,
  kvkkRequestKindShortLabels,
  kvkkRequestStatusLabels,
  kvkkVerificationPagePath,
  openKvkkRequestStatuses,
} from '../../../shared/kvkk-request-constants.ts';
import type {
  AnswerKvkkRequest,
  CreateKvkkRequest,
  KvkkRequestItem,
  KvkkRequestListQuery,
  KvkkRequestPage,
  MyKvkkRequest,
  PublicKvkkRequest,
} from '../../../shared/schemas/kvkk-requests.ts';
import type { Database } from '../../db/client.ts';
import { adminUsers, clients, kvkkRequests, siteSettings } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';

// KVKK Article 11 requests (issue #43, ADR 0085). A client's request is received when filed; a
// visitor's when the e-mailed link is opened (the row waits without received_at until then, and is
// dropped by the reminder job once its link has expired). The answer is due 30 days after receipt
// (Art. 13): the deadline day is the Istanbul day of receipt plus 30. The dietitian records the answer,
// which closes the request and is mailed to the requester in the same transaction.

export const kvkkRequestsErrorMessages = {
  notFound: 'Başvuru bulunamadı.',
  closed: 'Bu başvuru zaten sonuçlandırıldı.',
  notNew: 'Yalnızca yeni bir başvuru işleme alınabilir.',
  invalidLink:
    'Onay bağlantısı geçersiz ya da süresi dolmuş. Başvurunuzu daha önce onayladıysanız yeniden onaylamanız gerekmez; değilse formu yeniden doldurun.',
  tooMany: 'Çok fazla başvuru denemesi yapıldı. Lütfen bir saat sonra tekrar deneyin.',
  tooManyForAddress:
    'Bu e-posta adresine bugün yeterince onay bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin ya da yarın tekrar deneyin.',
} as const;

const DAY_MS = 24 * 3600_000;
const PAGE_SIZE = 20;

type KvkkRequestRow = typeof kvkkRequests.$inferSelect;
type ReceivedRow = KvkkRequestRow & { receivedAt: Date };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The last day of the answer: the Istanbul day of receipt plus 30 (KVKK Art. 13). */
const deadlineDayOf = (receivedAt: Date) => addDays(toBusinessDay(receivedAt), KVKK_ANSWER_DAYS);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

function toMyKvkkRequest(row: ReceivedRow): MyKvkkRequest {
  return {
    id: row.id,
    kind: row.kind,
    body: row.body,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    deadlineDay: deadlineDayOf(row.receivedAt),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

function toKvkkRequestItem(row: ReceivedRow, today: string): KvkkRequestItem {
  const mine = toMyKvkkRequest(row);
  return {
    ...mine,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    clientId: row.clientId,
    daysLeft: daysBetween(today, mine.deadlineDay),
  };
}

/** The client's request from 'Verilerim': name and address from the client record, received at once. */
export async function createMyKvkkRequest(
  db: Database,
  params: { clientId: string; input: CreateKvkkRequest },
): Promise<MyKvkkRequest> {
  const [client] = await db
    .select({ name: clients.name, email: clients.email })
    .from(clients)
    .where(eq(clients.id, params.clientId));
  if (!client) throw notFound();
  const [row] = await db
    .insert(kvkkRequests)
    .values({
      clientId: params.clientId,
      requesterName: client.name,
      requesterEmail: client.email,
      kind: params.input.kind,
      body: params.input.body,
      receivedAt: new Date(),
    })
    .returning();
  return toMyKvkkRequest(row as ReceivedRow);
}

/** The client's own requests, newest first. */
export async function listMyKvkkRequests(db: Database, params: { clientId: string }): Promise<MyKvkkRequest[]> {
  const rows = await db
    .select()
    .from(kvkkRequests)
    .where(and(eq(kvkkRequests.clientId, params.clientId), isNotNull(kvkkRequests.receivedAt)))
    .orderBy(desc(kvkkRequests.receivedAt));
  return rows.map((row) => toMyKvkkRequest(row as ReceivedRow));
}

/**
 * The visitor's request: kept unreceived with the hash of a fresh token, and the link mailed in the
 * same transaction. The answer never says whether the address is known (it says: look in your mailbox).
 */
export async function submitPublicKvkkRequest(
  db: Database,
  params: { input: PublicKvkkRequest; siteOrigin: string },
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const { input } = params;
  await db.transaction(async (tx) => {
    await tx.insert(kvkkRequests).values({
      requesterName: input.name,
      requesterEmail: input.email,
      kind: input.kind,
      body: input.body,
      verificationTokenHash: hashToken(token),
    });
    const verifyUrl = new URL(`${kvkkVerificationPagePath}?token=${encodeURIComponent(token)}`, params.siteOrigin);
    await enqueueMail(tx, {
      template: 'kvkk-request-verification',
      data: {
        requesterName: input.name,
        kindLabel: kvkkRequestKindShortLabels[input.kind],
        verifyUrl: verifyUrl.toString(),
        validHours: KVKK_VERIFICATION_HOURS,
        brand: await readMailBrand(tx, params.siteOrigin),
      },
      to: [input.email],
    });
  });
}

/**
 * The e-mailed link, posted by its page: the request is received now, once. An unknown, used or
 * expired token is one answer (400), which tells nothing about other requests.
 */
export async function verifyKvkkRequest(
  db: Database,
  params: { token: string; now?: Date },
): Promise<{ kvkkRequest: MyKvkkRequest }> {
  const now = params.now ?? new Date();
  const [row] = await db
    .update(kvkkRequests)
    .set({ receivedAt: now, verificationTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(kvkkRequests.verificationTokenHash, hashToken(params.token)),
        isNull(kvkkRequests.receivedAt),
        gt(kvkkRequests.createdAt, new Date(now.getTime() - KVKK_VERIFICATION_HOURS * 3600_000)),
      ),
    )
    .returning();
  if (!row) throw new AppError('invalid_verification_link', kvkkRequestsErrorMessages.invalidLink);
  return { kvkkRequest: toMyKvkkRequest(row as ReceivedRow) };
}

/** The dietitian's queue: open requests by the nearest deadline, closed ones newest first. */
export async function listKvkkRequests(
  db: Database,
  params: KvkkRequestListQuery & { now?: Date },
): Promise<KvkkRequestPage> {
  const isOpen = params.state === 'open';
  const statusFilter = isOpen
    ? inArray(kvkkRequests.status, [...openKvkkRequestStatuses])
    : inArray(kvkkRequests.status, ['answered', 'rejected']);
  const where = and(isNotNull(kvkkRequests.receivedAt), statusFilter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kvkkRequests)
      .where(where)
      .orderBy(isOpen ? kvkkRequests.receivedAt : desc(kvkkRequests.receivedAt), kvkkRequests.id)
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(kvkkRequests).where(where),
  ]);
  const today = toBusinessDay(params.now ?? new Date());
  return {
    items: rows.map((row) => toKvkkRequestItem(row as ReceivedRow, today)),
    total: Number(total?.total ?? 0),
    page: params.page,
    pageSize: PAGE_SIZE,
  };
}

async function findReceived(db: Database, id: string): Promise<ReceivedRow> {
  const [row] = await db
    .select()
    .from(kvkkRequests)
    .where(and(eq(kvkkRequests.id, id), isNotNull(kvkkRequests.receivedAt)));
  if (!row) throw notFound(kvkkRequestsErrorMessages.notFound);
  return row as ReceivedRow;
}

/** 'İşleme al': a new request is being worked on (Yeni → İşlemde). */
export async function startKvkkRequest(
  db: Database,
  params: { id: string },
): Promise<{ kvkkRequest: KvkkRequestItem }> {
  const [row] = await db
    .update(kvkkRequests)
    .set({ status: 'in_progress', updatedAt: new Date() })
    .where(and(eq(kvkkRequests.id, params.id), eq(kvkkRequests.status, 'new'), isNotNull(kvkkRequests.receivedAt)))
    .returning();
  if (!row) {
    const existing = await findReceived(db, params.id);
    throw conflict(
      existing.status === 'in_progress' ? kvkkRequestsErrorMessages.notNew : kvkkRequestsErrorMessages.closed,
      existing.status === 'in_progress' ? 'conflict' : 'kvkk_request_closed',
    );
  }
  return { kvkkRequest: toKvkkRequestItem(row as ReceivedRow, toBusinessDay()) };
}

/** The answer: the request closes (Yanıtlandı or Reddedildi) and the requester is mailed, together, once. */
export async function answerKvkkRequest(
  db: Database,
  params: { id: string; input: AnswerKvkkRequest; adminId: string; siteOrigin: string },
): Promise<{ kvkkRequest: KvkkRequestItem }> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(kvkkRequests)
      .set({
        status: params.input.outcome,
        answer: params.input.answer,
        answeredAt: now,
        answeredBy: params.adminId,
        updatedAt: now,
      })
      .where(
        and(
          eq(kvkkRequests.id, params.id),
          inArray(kvkkRequests.status, [...openKvkkRequestStatuses]),
          isNotNull(kvkkRequests.receivedAt),
        ),
      )
      .returning();
    if (!updated) return null;
    const received = updated as ReceivedRow;
    await enqueueMail(tx, {
      template: 'kvkk-request-answer',
      data: {
        requesterName: received.requesterName,
        kindLabel: kvkkRequestKindShortLabels[received.kind],
        statusLabel: kvkkRequestStatusLabels[params.input.outcome],
        receivedDay: formatTurkishDate(toBusinessDay(received.receivedAt)),
        answer: params.input.answer,
        brand: await readMailBrand(tx, params.siteOrigin),
      },
      to: [received.requesterEmail],
      senderId: params.adminId,
    });
    return received;
  });
  if (!row) {
    await findReceived(db, params.id);
    throw conflict(kvkkRequestsErrorMessages.closed, 'kvkk_request_closed');
  }
  return { kvkkRequest: toKvkkRequestItem(row, toBusinessDay(now)) };
}

/**
 * The scheduled job's work: the practice is mailed once per open request with 7 days or fewer left
 * (its reminder_sent_at claimed by one conditional UPDATE in the transaction that queues the mail,
 * so two processes never both send it); visitors' requests whose link expired unopened are dropped.
 * Answers how many reminders this call queued.
 */
export async function sendKvkkDeadlineReminders(
  db: Database,
  params: { now?: Date; siteOrigin?: string } = {},
): Promise<number> {
  const now = params.now ?? new Date();
  await db
    .delete(kvkkRequests)
    .where(
      and(
        isNull(kvkkRequests.receivedAt),
        lt(kvkkRequests.createdAt, new Date(now.getTime() - KVKK_VERIFICATION_HOURS * 3600_000)),
      ),
    );
  // Received on or before the day whose deadline is 7 days from today (Istanbul days).
  const today = toBusinessDay(now);
  const latestReceivedDay = addDays(today, KVKK_REMINDER_DAYS_LEFT - KVKK_ANSWER_DAYS);
  const receivedBefore = istanbulDayEnd(latestReceivedDay);
  const recipients = await practiceRecipients(db);
  if (recipients.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(kvkkRequests)
      .set({ reminderSentAt: now })
      .where(
        and(
          inArray(kvkkRequests.status, [...openKvkkRequestStatuses]),
          isNull(kvkkRequests.reminderSentAt),
          isNotNull(kvkkRequests.receivedAt),
          lte(kvkkRequests.receivedAt, receivedBefore),
        ),
      )
      .returning();
    const queueUrl = params.siteOrigin ? new URL('/kvkk-requests', params.siteOrigin).toString() : null;
    for (const row of claimed as ReceivedRow[]) {
      const deadlineDay = deadlineDayOf(row.receivedAt);
      await enqueueMail(tx, {
        template: 'kvkk-request-deadline',
        data: {
          requesterName: row.requesterName,
          kindLabel: kvkkRequestKindShortLabels[row.kind],
          deadlineDay: formatTurkishDate(deadlineDay),
          daysLeft: daysBetween(today, deadlineDay),
          queueUrl,
        },
        to: recipients,
      });
    }
    return claimed.length;
  });
}

/** The practice's contact address (site settings), or the admins' addresses when it is not set. */
async function practiceRecipients(db: Database): Promise<string[]> {
  const [settings] = await db
    .select({ contactEmail: siteSettings.contactEmail })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const contactEmail = settings?.contactEmail.trim();
  if (contactEmail) return [contactEmail];
  const admins = await db.select({ email: adminUsers.email }).from(adminUsers);
  return admins.map((admin) => admin.email);
}

/** The last instant of an Istanbul day (UTC+3 all year since 2016). */
const istanbulDayEnd = (day: string) => new Date(Date.parse(`${day}T23:59:59.999+03:00`));
