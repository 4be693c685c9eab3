import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import {
  MAIL_RECENT_SENDS,
  type MailDeliveryStatus,
  type MailRecipientList,
  type MailSendList,
  type SendBulkMail,
  type SendBulkMailResult,
  mailErrorMessages,
} from '../../../shared/schemas/mail.ts';
import { foldForSearch } from '../../../shared/text.ts';
import type { Database } from '../../db/client.ts';
import { clients, mailConsents, mailLogs, mailOutbox, mailSendRecipients, mailSends } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { turkishOrder } from '../../db/turkish-order.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { containsPattern } from '../clients/clients-options-service.ts';
import { listUnsubscribeHeaders, oneClickUnsubscribeUrl, unsubscribePagePath } from './mail-consent-service.ts';

// The admin's bulk mail (spec 3 Mail screen): pick clients, write a subject and content, send. Each
// recipient gets their own outbox mail (their own unsubscribe link; one address never sees another),
// all queued in one transaction with the send's record. Only clients who consented receive it (İYS);
// the others among the chosen are skipped and counted.

/** The picker can show every client of a practice at once; beyond this the search narrows it. */
const RECIPIENT_LIST_LIMIT = 500;

/** Clients for the picker, by name, with their consent (those without consent are shown, not sendable). */
export async function listMailRecipients(db: Database, params: { search: string }): Promise<MailRecipientList> {
  const needle = foldForSearch(params.search);
  const where = needle ? like(clients.searchText, containsPattern(needle)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: clients.id,
        name: clients.name,
        email: clients.email,
        isConsented: mailConsents.isConsented,
        changedAt: mailConsents.changedAt,
      })
      .from(clients)
      .leftJoin(mailConsents, eq(mailConsents.clientId, clients.id))
      .where(where)
      .orderBy(asc(turkishOrder(clients.name)), asc(clients.id))
      .limit(RECIPIENT_LIST_LIMIT),
    db
      .select({ total: count(), consenting: count(mailConsents.clientId) })
      .from(clients)
      .leftJoin(mailConsents, and(eq(mailConsents.clientId, clients.id), eq(mailConsents.isConsented, true)))
      .where(where),
  ]);
  return {
    recipients: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      hasConsent: row.isConsented ?? false,
      consentChangedAt: row.changedAt?.toISOString() ?? null,
    })),
    total: Number(totals?.total ?? 0),
    consentingTotal: Number(totals?.consenting ?? 0),
  };
}

/**
 * Queues the mail for the chosen clients who consented, one outbox mail each, and records the send,
 * in one transaction (nothing is queued if anything fails). The worker writes a mail_logs row for each
 * mail it hands to the SMTP server.
 */
export async function sendBulkMail(
  db: Database,
  params: { input: SendBulkMail; senderId: string; siteOrigin: string },
): Promise<SendBulkMailResult> {
  const { input, senderId, siteOrigin } = params;
  const clientIds = [...new Set(input.clientIds)];
  return db.transaction(async (tx) => {
    const chosen = await tx
      .select({
        id: clients.id,
        name: clients.name,
        email: clients.email,
        isConsented: mailConsents.isConsented,
        token: mailConsents.unsubscribeToken,
      })
      .from(clients)
      .leftJoin(mailConsents, eq(mailConsents.clientId, clients.id))
      .where(inArray(clients.id, clientIds))
      // A consent withdrawn meanwhile waits for this send, or this send sees the withdrawal.
      .for('share', { of: clients });
    if (chosen.length !== clientIds.length) throw badRequest(mailErrorMessages.unknownClient, 'unknown_client');
    const recipients = chosen.filter(
      (client): client is typeof client & { token: string } => client.isConsented === true && Boolean(client.token),
    );
    if (recipients.length === 0) throw badRequest(mailErrorMessages.noConsentingRecipient, 'no_consenting_recipient');
    const [send] = await tx
      .insert(mailSends)
      .values({
        senderId,
        subject: input.subject,
        content: input.content,
        recipientCount: recipients.length,
        skippedCount: chosen.length - recipients.length,
      })
      .returning({ id: mailSends.id });
    const rows = [];
    for (const recipient of recipients) {
      const unsubscribeUrl = new URL(`${unsubscribePagePath}?token=${recipient.token}`, siteOrigin).toString();
      const { id: outboxId } = await enqueueMail(tx, {
        template: 'bulk-mail',
        data: { subject: input.subject, content: input.content, unsubscribeUrl },
        to: [recipient.email],
        senderId,
        headers: listUnsubscribeHeaders(oneClickUnsubscribeUrl(siteOrigin, recipient.token)),
      });
      rows.push({ sendId: send!.id, email: recipient.email, clientId: recipient.id, name: recipient.name, outboxId });
    }
    await tx.insert(mailSendRecipients).values(rows);
    return { sendId: send!.id, queuedCount: recipients.length, skippedCount: chosen.length - recipients.length };
  });
}

/**
 * The latest sends with each recipient's delivery status: the outbox row while it exists; once the
 * outbox is pruned (30 days after sending) the mail_logs row says it was sent.
 */
export async function listRecentMailSends(db: Database): Promise<MailSendList> {
  const sends = await db.select().from(mailSends).orderBy(desc(mailSends.createdAt)).limit(MAIL_RECENT_SENDS);
  if (sends.length === 0) return { sends: [] };
  const recipientRows = await db
    .select({
      sendId: mailSendRecipients.sendId,
      name: mailSendRecipients.name,
      email: mailSendRecipients.email,
      status: mailOutbox.status,
      outboxSentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
      loggedAt: mailLogs.sentAt,
    })
    .from(mailSendRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, mailSendRecipients.outboxId))
    .leftJoin(mailLogs, eq(mailLogs.outboxId, mailSendRecipients.outboxId))
    .where(
      inArray(
        mailSendRecipients.sendId,
        sends.map((send) => send.id),
      ),
    )
    .orderBy(asc(turkishOrder(mailSendRecipients.name)), asc(mailSendRecipients.email));
  return {
    sends: sends.map((send) => ({
      id: send.id,
      subject: send.subject,
      createdAt: send.createdAt.toISOString(),
      recipientCount: send.recipientCount,
      skippedCount: send.skippedCount,
      recipients: recipientRows
        .filter((row) => row.sendId === send.id)
        .map((row) => {
          const sentAt = row.outboxSentAt ?? row.loggedAt;
          const status: MailDeliveryStatus = row.status ?? (row.loggedAt ? 'sent' : 'failed');
          return {
            name: row.name,
            email: row.email,
            status,
            sentAt: sentAt?.toISOString() ?? null,
            lastError: row.lastError ?? null,
          };
        }),
    })),
  };
}
