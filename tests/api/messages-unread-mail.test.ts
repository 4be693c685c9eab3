import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, mailOutbox, messages } from '../../src/server/db/schema/index.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { sendUnreadMessageMails } from '../../src/server/modules/messages/messages-unread-mail-service.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The unread-message mail (issue #42): a practice message the client has not read for ten minutes
// brings one e-mail, at most once an hour per conversation and never twice for the same message,
// under a controlled clock; the job in two processes at once queues it once; the mail says a message
// waits and links to it, but never carries what it says.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let admin: ApiClient;
const db = () => server.runtime.deps.db;
const MINUTE_MS = 60_000;
const siteOrigin = 'https://denge.example';

beforeAll(async () => {
  server = await startTestServer();
  smtp = await startSmtpTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
});

/** A client of this test alone, so no other test's messages are in the way. */
async function freshClient(label: string) {
  const email = `okunmamis-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name: `Okunmamış ${label}`,
    gender: 'female',
    age: 30,
    email,
    password,
    passwordRepeat: password,
    phone: '0555 000 00 00',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id, email, client: await signedIn(server.baseUrl, 'client', email, password) };
}

/** The practice writes to a client; answers when the message was written. */
async function writeToClient(clientId: string, text: string): Promise<Date> {
  const response = await admin.post(`/api/admin/messages/${clientId}`, { text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const [row] = await db()
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.clientId, clientId))
    .orderBy(sql`${messages.createdAt} desc`)
    .limit(1);
  return row!.createdAt;
}

const minutesAfter = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * MINUTE_MS);
const queuedTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.recipients.includes(address));
const mailsAt = (now: Date) => sendUnreadMessageMails(db(), { now, siteOrigin });

describe('the unread-message mail', () => {
  it('mails the client once, ten minutes after an unread practice message, without the message itself', async () => {
    const { id, email } = await freshClient('bir');
    const writtenAt = await writeToClient(id, 'Öğle yemeğinde bulgur pilavı yerine tam buğday makarna olabilir.');

    expect(await mailsAt(minutesAfter(writtenAt, 9))).toBe(0);
    // The job in two processes at the same moment: one mail.
    const now = minutesAfter(writtenAt, 11);
    const runs = await Promise.all([mailsAt(now), mailsAt(now)]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(await queuedTo(email)).toHaveLength(1);
    // The same unread message never earns a second mail, not even hours later.
    expect(await mailsAt(minutesAfter(writtenAt, 30))).toBe(0);
    expect(await mailsAt(minutesAfter(writtenAt, 180))).toBe(0);
    expect(await queuedTo(email)).toHaveLength(1);

    const worker = new MailWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      from: 'Denge <bilgi@denge.example>',
    });
    expect(await worker.runOnce()).toBe(1);
    await smtp.hasReceived(1);
    const delivered = smtp.received.find((mail) => mail.recipients.includes(email))!;
    const parsed = await simpleParser(delivered.raw);
    expect(parsed.subject).toBe('Denge Beslenme: yeni mesajınız var');
    expect(parsed.text).toContain('Merhaba Okunmamış bir,');
    expect(parsed.text).toContain(`${siteOrigin}/kullanici/mesajlar`);
    expect(parsed.html).toContain(`href="${siteOrigin}/kullanici/mesajlar"`);
    // Health data stays in the signed-in area.
    expect(delivered.raw).not.toContain('bulgur');
    expect(parsed.text).not.toContain('bulgur');
  });

  it('mails again for a newer unread message, but not within the hour of the last mail', async () => {
    const { id, email } = await freshClient('iki');
    const firstAt = await writeToClient(id, 'İlk mesaj.');
    expect(await mailsAt(minutesAfter(firstAt, 11))).toBe(1);

    // A second message half an hour later (its time set as the practice would have written it).
    await writeToClient(id, 'İkinci mesaj.');
    const secondAt = minutesAfter(firstAt, 30);
    await db()
      .update(messages)
      .set({ createdAt: secondAt })
      .where(sql`${messages.clientId} = ${id} and ${messages.text} = 'İkinci mesaj.'`);

    // Unread for ten minutes, but the last mail went 29 minutes ago: not yet.
    expect(await mailsAt(minutesAfter(secondAt, 11))).toBe(0);
    // An hour after the last mail: one more.
    expect(await mailsAt(minutesAfter(firstAt, 72))).toBe(1);
    expect(await queuedTo(email)).toHaveLength(2);
    const [conversation] = await db().select().from(conversations).where(eq(conversations.clientId, id));
    expect(conversation?.unreadMailSentAt).toEqual(minutesAfter(firstAt, 72));
  });

  it('sends nothing when the client has read the message, or for the client’s own messages', async () => {
    const reader = await freshClient('okuyan');
    const writtenAt = await writeToClient(reader.id, 'Yarın tartılmayı unutmayın.');
    expect((await reader.client.post('/api/me/messages/read', {})).status).toBe(200);

    const writer = await freshClient('yazan');
    const sent = await writer.client.post('/api/me/messages', { text: 'Ara öğünü atlayabilir miyim?' });
    expect(sent.status).toBe(201);

    expect(await mailsAt(minutesAfter(writtenAt, 15))).toBe(0);
    expect(await queuedTo(reader.email)).toEqual([]);
    expect(await queuedTo(writer.email)).toEqual([]);
  });
});
