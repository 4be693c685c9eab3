import { and, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { type MailStatusSummary, mailNotConfiguredMessage } from '../../shared/mail.ts';
import type { Database } from '../db/client.ts';
import { type MailAttachment, mailOutbox } from '../db/schema/index.ts';
import { type MailTemplateData, type MailTemplateName, renderMail } from './mail-templates.ts';

/** NOTIFY channel that wakes the mail workers when a mail is queued (sent on commit). */
export const mailQueuedChannel = 'denge_mail_queued';

export type EnqueueMailParams<Name extends MailTemplateName> = {
  template: Name;
  data: MailTemplateData<Name>;
  to: string[];
  /** The signed-in user who caused the mail (the spec's mail_logs.sender_id); null for the system. */
  senderId?: string | null;
  /** Extra headers the worker sends with the mail (a bulk mail's List-Unsubscribe, RFC 2369 and 8058). */
  headers?: Record<string, string>;
  /** Text files sent with the mail (an appointment reminder's .ics). */
  attachments?: MailAttachment[];
};

/**
 * Queues a mail in the outbox. Pass the transaction of the business change (`tx`), so the mail
 * exists exactly when the change does; the mail worker sends it after the commit.
 *
 *   await db.transaction(async (tx) => {
 *     const order = await insertOrder(tx, input);
 *     await enqueueMail(tx, { template: 'order-confirmation', data: {...}, to: [order.customerEmail] });
 *   });
 */
export async function enqueueMail<Name extends MailTemplateName>(
  db: Database,
  params: EnqueueMailParams<Name>,
): Promise<{ id: string }> {
  const recipients = [...new Set(params.to.map((address) => address.trim()).filter(Boolean))];
  if (recipients.length === 0) throw new Error('enqueueMail: no recipient');
  const rendered = renderMail(params.template, params.data);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: params.template,
      recipients,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      senderId: params.senderId ?? null,
      headers: params.headers ?? null,
      attachments: params.attachments?.length ? params.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  await db.execute(sql`select pg_notify(${mailQueuedChannel}, '')`);
  return row!;
}

/** What the admin sees about mail: configured or not, and how many mails wait or failed. */
export async function getMailStatus(db: Database, params: { isConfigured: boolean }): Promise<MailStatusSummary> {
  const rows = await db
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.status);
  const totalOf = (...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.total), 0);
  const [sent] = await db
    .select({ total: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), gt(mailOutbox.sentAt, new Date(Date.now() - 24 * 3600_000))));
  const [lastFailure] = await db
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'failed']), isNotNull(mailOutbox.lastError)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return {
    isConfigured: params.isConfigured,
    message: params.isConfigured ? null : mailNotConfiguredMessage,
    queued: totalOf('pending', 'sending'),
    failed: totalOf('failed'),
    sentLast24Hours: Number(sent?.total ?? 0),
    lastError: lastFailure?.lastError ?? null,
  };
}
