import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../../shared/mail.ts';
import { type MailConsent, mailErrorMessages } from '../../../shared/schemas/mail.ts';
import type { Database } from '../../db/client.ts';
import { clients, mailConsents } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

// Commercial e-mail consent (İYS): the client gives or withdraws it in their profile area; the link in
// every bulk mail withdraws it without signing in. The link carries a random 192-bit token stored with
// the consent (see ADR "bulk mail consent and unsubscribe"): unguessable, and a client's token can be
// replaced without touching any other secret.

/** The path of the public page that confirms an unsubscribe (src/shared/routes.ts publicPaths). */
export const unsubscribePagePath = '/e-posta-iptal';

/** The one-click address of a recipient: their own token in the query (the POST's body says nothing else). */
export const oneClickUnsubscribeUrl = (siteOrigin: string, token: string) =>
  new URL(`${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, siteOrigin).toString();

/**
 * The headers of a bulk mail (issue #39 item 11): large mailbox providers require of bulk senders a
 * List-Unsubscribe address (RFC 2369) that unsubscribes with one POST (RFC 8058), no page to visit.
 */
export const listUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

const toConsent = (row: typeof mailConsents.$inferSelect | undefined): MailConsent => ({
  isConsented: row?.isConsented ?? false,
  changedAt: row?.changedAt.toISOString() ?? null,
});

export async function getMailConsent(db: Database, params: { clientId: string }): Promise<MailConsent> {
  const [row] = await db.select().from(mailConsents).where(eq(mailConsents.clientId, params.clientId));
  return toConsent(row);
}

/** The client's own choice; the date of the change is kept (İYS asks for it). */
export async function setMailConsent(
  db: Database,
  params: { clientId: string; isConsented: boolean },
): Promise<MailConsent> {
  const now = new Date();
  const [row] = await db
    .insert(mailConsents)
    .values({
      clientId: params.clientId,
      isConsented: params.isConsented,
      changedAt: now,
      source: 'client',
      unsubscribeToken: newUnsubscribeToken(),
    })
    .onConflictDoUpdate({
      target: mailConsents.clientId,
      set: { isConsented: params.isConsented, changedAt: now, source: 'client' },
    })
    .returning();
  return toConsent(row);
}

/** The unsubscribe link: withdraws the consent of the token's client (idempotent). */
export async function unsubscribeByToken(db: Database, params: { token: string }): Promise<{ email: string }> {
  const [found] = await db
    .select({ clientId: mailConsents.clientId, email: clients.email, isConsented: mailConsents.isConsented })
    .from(mailConsents)
    .innerJoin(clients, eq(clients.id, mailConsents.clientId))
    .where(eq(mailConsents.unsubscribeToken, params.token));
  if (!found) throw badRequest(mailErrorMessages.invalidUnsubscribeLink, 'invalid_unsubscribe_link');
  if (found.isConsented) {
    await db
      .update(mailConsents)
      .set({ isConsented: false, changedAt: new Date(), source: 'unsubscribe' })
      .where(eq(mailConsents.clientId, found.clientId));
  }
  return { email: maskEmail(found.email) };
}

/** "ayse.yilmaz@example.com" → "ay***@example.com": the page confirms whose mail it was, no more. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
