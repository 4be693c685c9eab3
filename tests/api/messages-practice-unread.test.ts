import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { conversations, messages } from '../../src/server/db/schema/index.ts';
import type { ConversationPage, UnreadMessageCount } from '../../src/shared/schemas/messages.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { createGate } from '../support/gate.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #42 follow-up: conversations.practice_unread_count (the client's messages no admin has read) is
// kept by the messages' triggers (migration 0056), and the inbox's unread filter, its rows' counts and
// the panel's badge read it. Whatever writes messages — a send, a mark-read, a deleted message, a
// deleted client, the KVKK erasure, two sends at once — the kept count is the real one.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const label = () => crypto.randomUUID().slice(0, 8);

async function freshClient() {
  const tag = label();
  const name = `Okunmamış ${tag}`;
  const email = `okunmamis-${tag}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name,
    gender: 'female',
    age: 30,
    email,
    password,
    passwordRepeat: password,
    phone: '0555 000 00 00',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id, name, tag, client: await signedIn(server.baseUrl, 'client', email, password) };
}

/** The client's messages no admin has read, counted from the messages themselves. */
async function realUnread(clientId?: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        clientId ? eq(messages.clientId, clientId) : undefined,
        eq(messages.senderRole, 'client'),
        isNull(messages.readAt),
      ),
    );
  return row!.n;
}

async function keptUnread(clientId: string): Promise<number | undefined> {
  const [row] = await db()
    .select({ n: conversations.practiceUnreadCount })
    .from(conversations)
    .where(eq(conversations.clientId, clientId));
  return row?.n;
}

const badge = async () => (await admin.get<UnreadMessageCount>('/api/admin/messages/unread-count')).body.unreadCount;
const unreadInbox = async (tag: string) =>
  (await admin.get<ConversationPage>(`/api/admin/messages?search=${tag}&filter=unread`)).body;

/** The kept count, the inbox's row and filter and the badge all say what the messages say. */
async function expectUnread(person: { id: string; tag: string }, expected: number) {
  expect(await realUnread(person.id)).toBe(expected);
  expect(await keptUnread(person.id)).toBe(expected);
  const page = await unreadInbox(person.tag);
  expect(page.total).toBe(expected > 0 ? 1 : 0);
  expect(page.items.map((item) => [item.clientId, item.unreadCount])).toEqual(
    expected > 0 ? [[person.id, expected]] : [],
  );
  expect(await badge()).toBe(await realUnread());
}

/** A removed client's conversation and messages are gone, and the badge no longer counts them. */
async function expectConversationGone(person: { id: string; tag: string }) {
  expect(await realUnread(person.id)).toBe(0);
  expect(await keptUnread(person.id)).toBeUndefined();
  expect((await unreadInbox(person.tag)).total).toBe(0);
  expect(await badge()).toBe(await realUnread());
}

describe('conversations.practice_unread_count', () => {
  it("follows the client's sends, the practice's answers and the practice's reading", async () => {
    const person = await freshClient();
    await person.client.post('/api/me/messages', { text: 'Bir' });
    await expectUnread(person, 1);
    await person.client.post('/api/me/messages', { text: 'İki' });
    await expectUnread(person, 2);
    // The practice's own message and the client reading it leave the count alone.
    await admin.post(`/api/admin/messages/${person.id}`, { text: 'Yanıt' });
    expect((await person.client.post<{ readCount: number }>('/api/me/messages/read', {})).body).toEqual({
      readCount: 1,
    });
    await expectUnread(person, 2);
    expect((await admin.post<{ readCount: number }>(`/api/admin/messages/${person.id}/read`, {})).body).toEqual({
      readCount: 2,
    });
    await expectUnread(person, 0);
    await person.client.post('/api/me/messages', { text: 'Üç' });
    await expectUnread(person, 1);
  });

  it('counts two sends at once as two, and a read racing a send leaves the unread one counted', async () => {
    const person = await freshClient();
    const sends = await Promise.all([
      person.client.post('/api/me/messages', { text: 'Aynı anda bir' }),
      person.client.post('/api/me/messages', { text: 'Aynı anda iki' }),
    ]);
    expect(sends.map((response) => response.status)).toEqual([201, 201]);
    await expectUnread(person, 2);

    const [send, read] = await Promise.all([
      person.client.post('/api/me/messages', { text: 'Okunurken' }),
      admin.post<{ readCount: number }>(`/api/admin/messages/${person.id}/read`, {}),
    ]);
    expect(send.status).toBe(201);
    // The read marked either the two earlier messages or all three, as the two commits fell.
    expect([2, 3]).toContain(read.body.readCount);
    await expectUnread(person, 3 - read.body.readCount);
  });

  it('drops a deleted unread message, and a marked-unread one comes back', async () => {
    const person = await freshClient();
    await person.client.post('/api/me/messages', { text: 'Silinecek' });
    await person.client.post('/api/me/messages', { text: 'Kalacak' });
    const [doomed] = await db()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.clientId, person.id), eq(messages.text, 'Silinecek')));
    await db().delete(messages).where(eq(messages.id, doomed!.id));
    await expectUnread(person, 1);
    await admin.post(`/api/admin/messages/${person.id}/read`, {});
    await expectUnread(person, 0);
    await db().update(messages).set({ readAt: null }).where(eq(messages.clientId, person.id));
    await expectUnread(person, 1);
  });

  it('leaves the badge right when a client with unread messages is deleted or erased', async () => {
    const deleted = await freshClient();
    const erased = await freshClient();
    await deleted.client.post('/api/me/messages', { text: 'Silinen danışan' });
    await erased.client.post('/api/me/messages', { text: 'Silinen veri' });
    await erased.client.post('/api/me/messages', { text: 'Silinen veri 2' });
    await expectUnread(deleted, 1);
    await expectUnread(erased, 2);

    const badgeBefore = await badge();
    expect((await admin.delete(`/api/admin/clients/${deleted.id}`)).status).toBe(200);
    await expectConversationGone(deleted);
    expect(await badge()).toBe(badgeBefore - 1);

    const erasure = await admin.post(`/api/admin/clients/${erased.id}/erase`, { confirmationName: erased.name });
    expect(erasure.status).toBe(200);
    await expectConversationGone(erased);
    expect(await badge()).toBe(badgeBefore - 3);
  });

  it('is the real count for every conversation, the demo practice included', async () => {
    const kept = await db()
      .select({ clientId: conversations.clientId, n: conversations.practiceUnreadCount })
      .from(conversations);
    for (const row of kept) expect(row.n).toBe(await realUnread(row.clientId));
  });
});

const lockWaitersOfThisDatabase = async () =>
  (
    await executeRows<{ waiting: number }>(
      db(),
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]?.waiting;

/**
 * Two transactions writing one conversation's messages at once (PostgreSQL only: PGlite runs one
 * transaction at a time). The first holds its trigger's lock on the conversation until the second
 * really waits for it; the second then adds to the committed count, never to the one it first saw.
 */
async function writeAtOnce(first: (tx: ReturnType<typeof db>) => Promise<unknown>, second: () => Promise<unknown>) {
  const firstMayCommit = createGate();
  const firstHasWritten = createGate();
  const held = db().transaction(async (tx) => {
    await first(tx);
    firstHasWritten.open();
    await firstMayCommit.passed;
  });
  await firstHasWritten.passed;
  const waiting = second();
  await vi.waitFor(async () => expect(await lockWaitersOfThisDatabase()).toBe(1), { timeout: 5_000, interval: 20 });
  firstMayCommit.open();
  await Promise.all([held, waiting]);
}

const clientMessage = (clientId: string, text: string) => ({ clientId, senderRole: 'client' as const, text });

describe.runIf(Boolean(process.env.DENGE_TEST_POSTGRES_URL))('practice_unread_count under concurrent writes', () => {
  it('gives 2 for two sends at once', async () => {
    const person = await freshClient();
    await person.client.post('/api/me/messages', { text: 'Önce' });
    await admin.post(`/api/admin/messages/${person.id}/read`, {});
    await writeAtOnce(
      (tx) => tx.insert(messages).values(clientMessage(person.id, 'Birinci')),
      () => person.client.post('/api/me/messages', { text: 'İkinci' }),
    );
    await expectUnread(person, 2);
  });

  it('keeps the message sent while the practice marks the conversation read', async () => {
    const person = await freshClient();
    await person.client.post('/api/me/messages', { text: 'Okunacak' });
    await writeAtOnce(
      (tx) =>
        tx
          .update(messages)
          .set({ readAt: new Date() })
          .where(and(eq(messages.clientId, person.id), isNull(messages.readAt))),
      // In a transaction of its own: a bare statement would queue on the connection the reads share.
      () => db().transaction((tx) => tx.insert(messages).values(clientMessage(person.id, 'Okunurken gelen'))),
    );
    await expectUnread(person, 1);
  });
});
