import { and, eq, exists, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, conversations, messages } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { readMailBrand } from '../settings/settings-mail-brand.ts';

// The unread-message mail (issue #42): a client who has not read the practice's message for ten
// minutes gets one e-mail saying a message is waiting, at most once an hour per conversation, and
// only for messages newer than the last such mail. The mail never carries the message itself: it is
// health data, and a mailbox is outside the practice's care (KVKK); the link opens the conversation
// after sign-in. The practice's side has the panel's live unread count instead.
//
// The scheduled job runs in every app process: one conditional update of `unread_mail_sent_at` is
// both the check and the claim, in the transaction that queues the mails, so a second process finds
// the conversations already stamped and sends nothing.

/** How long a practice message waits unread before the client is mailed. */
export const UNREAD_MAIL_AFTER_MS = 10 * 60_000;
/** A conversation's client is mailed at most this often. */
export const UNREAD_MAIL_EVERY_MS = 60 * 60_000;

const MESSAGES_PATH = '/kullanici/mesajlar';

/** Stamps every conversation whose client is owed the mail at `now`; answers who they are. */
async function claimUnreadConversations(tx: Database, now: Date) {
  const unreadSince = new Date(now.getTime() - UNREAD_MAIL_AFTER_MS);
  const mailedBefore = new Date(now.getTime() - UNREAD_MAIL_EVERY_MS);
  const waitingMessage = tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.clientId, conversations.clientId),
        eq(messages.senderRole, 'admin'),
        isNull(messages.readAt),
        lte(messages.createdAt, unreadSince),
        // A message the last mail already told of does not earn another.
        or(isNull(conversations.unreadMailSentAt), gt(messages.createdAt, conversations.unreadMailSentAt)),
      ),
    );
  return tx
    .update(conversations)
    .set({ unreadMailSentAt: now })
    .from(clients)
    .where(
      and(
        eq(clients.id, conversations.clientId),
        or(isNull(conversations.unreadMailSentAt), lte(conversations.unreadMailSentAt, mailedBefore)),
        exists(waitingMessage),
      ),
    )
    .returning({ name: clients.name, email: clients.email });
}

/** The scheduled job's work: queues the unread-message mails due at `now`; answers how many. */
export async function sendUnreadMessageMails(
  db: Database,
  params: { now?: Date; siteOrigin?: string } = {},
): Promise<number> {
  const now = params.now ?? new Date();
  return db.transaction(async (tx) => {
    const owed = await claimUnreadConversations(tx, now);
    if (owed.length === 0) return 0;
    const brand = await readMailBrand(tx, params.siteOrigin);
    const conversationUrl = params.siteOrigin ? new URL(MESSAGES_PATH, params.siteOrigin).href : null;
    for (const client of owed) {
      await enqueueMail(tx, {
        template: 'unread-message',
        data: { clientName: client.name, conversationUrl, brand },
        to: [client.email],
      });
    }
    return owed.length;
  });
}
