import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messageQuickReplies, messages } from '../../src/server/db/schema/index.ts';
import type { ClientConversation, ConversationPage, UnreadMessageCount } from '../../src/shared/schemas/messages.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The practice's side of issue #42: the inbox (latest first, unread and 'yanıt bekliyor' filters,
// Turkish-aware search by name), a client's conversation (its opening in the audit trail, once per
// 10 minutes: ADR 0084), answers,
// read receipts, marking done, and bad input that writes nothing.

let server: TestServer;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  adminId = await server.userIdOf(demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const label = () => crypto.randomUUID().slice(0, 8);

async function freshClient(name: string) {
  const email = `mesaj-${label()}@example.com`;
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
  return { id: created.body.client.id, client: await signedIn(server.baseUrl, 'client', email, password) };
}

const inbox = async (query: string) => (await admin.get<ConversationPage>(`/api/admin/messages?${query}`)).body;

describe('GET /api/admin/messages (the inbox)', () => {
  it('lists conversations by their latest message, filters unread and waiting ones, and finds names the Turkish way', async () => {
    const tag = label();
    const waiting = await freshClient(`Işıl Çağrı ${tag}`);
    const answered = await freshClient(`İsmail Öztürk ${tag}`);
    await answered.client.post('/api/me/messages', { text: 'Bir sorum var' });
    await waiting.client.post('/api/me/messages', { text: 'Kahvaltıda ne yiyebilirim?' });
    await admin.post(`/api/admin/messages/${answered.id}`, { text: 'Yanıtım' });
    await admin.post(`/api/admin/messages/${answered.id}/read`, {});

    const all = await inbox(`search=${tag}`);
    expect(all.items.map((item) => item.clientId)).toEqual([answered.id, waiting.id]);
    expect(all.items[0]).toMatchObject({
      lastMessageText: 'Yanıtım',
      lastSenderRole: 'admin',
      unreadCount: 0,
      isDone: false,
    });
    expect(all.items[1]).toMatchObject({
      lastMessageText: 'Kahvaltıda ne yiyebilirim?',
      lastSenderRole: 'client',
      unreadCount: 1,
    });
    expect(all.total).toBe(2);

    expect((await inbox(`search=${tag}&filter=unread`)).items.map((item) => item.clientId)).toEqual([waiting.id]);
    expect((await inbox(`search=${tag}&filter=waiting`)).items.map((item) => item.clientId)).toEqual([waiting.id]);
    // 'isil' finds 'Işıl', 'ISMAIL' finds 'İsmail'.
    expect(
      (await inbox(`search=${encodeURIComponent(`isil cagri ${tag}`)}`)).items.map((item) => item.clientId),
    ).toEqual([waiting.id]);
    expect(
      (await inbox(`search=${encodeURIComponent(`ISMAIL ÖZTÜRK ${tag}`)}`)).items.map((item) => item.clientId),
    ).toEqual([answered.id]);
  });

  it('answers a bad filter or page with a Turkish 400', async () => {
    const bad = await admin.get<{ code: string; message: string }>('/api/admin/messages?filter=hepsi');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Geçersiz filtre.');
    expect((await admin.get('/api/admin/messages?page=0')).status).toBe(400);
    expect((await admin.get(`/api/admin/messages?search=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it("counts the clients' messages no admin has seen, over every conversation", async () => {
    const before = (await admin.get<UnreadMessageCount>('/api/admin/messages/unread-count')).body.unreadCount;
    const { id, client } = await freshClient(`Sayaç ${label()}`);
    await client.post('/api/me/messages', { text: 'Bir' });
    await client.post('/api/me/messages', { text: 'İki' });
    expect((await admin.get<UnreadMessageCount>('/api/admin/messages/unread-count')).body.unreadCount).toBe(before + 2);
    expect((await admin.post<{ readCount: number }>(`/api/admin/messages/${id}/read`, {})).body).toEqual({
      readCount: 2,
    });
    expect((await admin.get<UnreadMessageCount>('/api/admin/messages/unread-count')).body.unreadCount).toBe(before);
  });
});

describe('GET /api/admin/messages/:clientId', () => {
  it("shows a client's conversation and records its opening in the audit trail once per window", async () => {
    const { id, client } = await freshClient(`Denetim ${label()}`);
    await client.post('/api/me/messages', { text: 'Tartım sonucum' });
    const readsBefore = await auditReadsOf(id);
    const response = await admin.get<ClientConversation>(`/api/admin/messages/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.client.id).toBe(id);
    expect(response.body.messages.map((message) => message.text)).toEqual(['Tartım sonucum']);
    await admin.get(`/api/admin/messages/${id}`);
    const reads = await auditReadsOf(id);
    expect(reads.length).toBe(readsBefore.length + 1);
    expect(reads.at(-1)).toMatchObject({ actorId: adminId, actorRole: 'admin', entity: 'messages', clientId: id });
    expect(reads.at(-1)?.requestId).toBeTruthy();
  });

  it('answers an empty conversation for a client who has not written, and 404 for an unknown client', async () => {
    const { id } = await freshClient(`Sessiz ${label()}`);
    const empty = await admin.get<ClientConversation>(`/api/admin/messages/${id}`);
    expect(empty.body).toMatchObject({ isDone: false, messages: [] });
    const missing = await admin.get<{ message: string }>('/api/admin/messages/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Danışan bulunamadı.');
    expect((await admin.get('/api/admin/messages/kimse')).status).toBe(404);
  });
});

describe('POST /api/admin/messages/:clientId', () => {
  it('answers an unknown client with 404 and bad text with a Turkish 400, writing nothing', async () => {
    const before = await allMessageCount();
    const unknown = await admin.post<{ message: string }>('/api/admin/messages/00000000-0000-4000-8000-000000000000', {
      text: 'Merhaba',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    const { id } = await freshClient(`Boş yanıt ${label()}`);
    const empty = await admin.post<{ message: string; fieldErrors: Record<string, string> }>(
      `/api/admin/messages/${id}`,
      {
        text: ' ',
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ text: 'Mesaj yazın.' });
    expect(await allMessageCount()).toBe(before);
  });
});

describe('PUT /api/admin/messages/:clientId/done', () => {
  it("marks a conversation done, out of 'yanıt bekliyor', until the client writes again", async () => {
    const tag = label();
    const { id, client } = await freshClient(`Tamam ${tag}`);
    await client.post('/api/me/messages', { text: 'Teşekkürler' });
    expect((await inbox(`search=${tag}&filter=waiting`)).total).toBe(1);
    const done = await admin.put<{ isDone: boolean }>(`/api/admin/messages/${id}/done`, { isDone: true });
    expect(done.body).toEqual({ isDone: true });
    expect((await inbox(`search=${tag}&filter=waiting`)).total).toBe(0);
    await client.post('/api/me/messages', { text: 'Bir şey daha' });
    expect((await inbox(`search=${tag}&filter=waiting`)).items[0]).toMatchObject({ clientId: id, isDone: false });
  });

  it('answers a conversation that does not exist with 404 and a bad body with 400', async () => {
    const { id } = await freshClient(`Yok ${label()}`);
    const missing = await admin.put<{ message: string }>(`/api/admin/messages/${id}/done`, { isDone: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Bu danışanla henüz bir yazışma yok.');
    expect((await admin.put(`/api/admin/messages/${id}/done`, { isDone: 'evet' })).status).toBe(400);
  });
});

async function auditReadsOf(clientId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, 'read')))
    .orderBy(auditLog.at);
}

async function allMessageCount(): Promise<number> {
  return (await db().select({ n: count() }).from(messages))[0]?.n ?? 0;
}

describe('/api/admin/messages/quick-replies', () => {
  it('saves, lists and deletes the practice’s quick replies, and refuses bad ones with a Turkish 400', async () => {
    const created = await admin.post<{ quickReply: { id: string; text: string } }>(
      '/api/admin/messages/quick-replies',
      {
        text: '  Teşekkürler, en kısa sürede dönüş yapacağım.  ',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.quickReply.text).toBe('Teşekkürler, en kısa sürede dönüş yapacağım.');
    const list = await admin.get<{ quickReplies: Array<{ id: string }> }>('/api/admin/messages/quick-replies');
    expect(list.body.quickReplies.map((reply) => reply.id)).toContain(created.body.quickReply.id);

    const before = (await db().select({ n: count() }).from(messageQuickReplies))[0]?.n;
    const empty = await admin.post<{ message: string }>('/api/admin/messages/quick-replies', { text: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Hazır yanıt metni gerekli.');
    const long = await admin.post<{ message: string }>('/api/admin/messages/quick-replies', { text: 'a'.repeat(501) });
    expect(long.body.message).toBe('Hazır yanıt en fazla 500 karakter olabilir.');
    expect((await db().select({ n: count() }).from(messageQuickReplies))[0]?.n).toBe(before);

    expect((await admin.delete(`/api/admin/messages/quick-replies/${created.body.quickReply.id}`)).status).toBe(200);
    const again = await admin.delete<{ message: string }>(
      `/api/admin/messages/quick-replies/${created.body.quickReply.id}`,
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Hazır yanıt bulunamadı.');
  });

  it('keeps the list short: past 30 replies a Turkish 400 and nothing written', async () => {
    await db().delete(messageQuickReplies);
    await db()
      .insert(messageQuickReplies)
      .values(Array.from({ length: 30 }, (_, index) => ({ text: `Yanıt ${index}` })));
    const refused = await admin.post<{ message: string }>('/api/admin/messages/quick-replies', {
      text: 'Bir tane daha',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('En fazla 30 hazır yanıt kaydedilebilir. Önce birini silin.');
    expect((await db().select({ n: count() }).from(messageQuickReplies))[0]?.n).toBe(30);
    await db().delete(messageQuickReplies);
  });
});
