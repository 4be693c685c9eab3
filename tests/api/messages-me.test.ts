import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../src/server/db/schema/index.ts';
import {
  MESSAGE_CREATED_EVENT,
  MESSAGE_TEXT_MAX,
  MESSAGES_READ_EVENT,
  type Message,
  type MyConversation,
} from '../../src/shared/schemas/messages.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The client's side of issue #42: one conversation with the practice, plain text, live, read
// receipts, a rate limit per sender, and bad input that writes nothing.

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

/** A client of this test alone, so no other test's messages or rate-limit hits are in the way. */
async function freshClient(label: string) {
  const email = `mesaj-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name: `Mesaj ${label}`,
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

const messageCountOf = async (clientId: string) =>
  (await db().select({ n: count() }).from(messages).where(eq(messages.clientId, clientId)))[0]?.n ?? 0;

describe('GET /api/me/messages', () => {
  it('answers an empty conversation for a client who has not written yet', async () => {
    const { client } = await freshClient('bos');
    const response = await client.get<MyConversation>('/api/me/messages');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ messages: [], unreadCount: 0 });
    expect((await client.get('/api/me/messages/unread-count')).body).toEqual({ unreadCount: 0 });
  });
});

describe('POST /api/me/messages', () => {
  it("writes the client's message into their own conversation, oldest first, and the practice answers", async () => {
    const { id, client } = await freshClient('yazar');
    const sent = await client.post<{ message: Message }>('/api/me/messages', {
      text: '  Merhaba, öğün listem hakkında  ',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      clientId: id,
      senderRole: 'client',
      text: 'Merhaba, öğün listem hakkında',
      readAt: null,
      images: [],
    });

    const answer = await admin.post<{ message: Message }>(`/api/admin/messages/${id}`, { text: 'Merhaba, buyurun.' });
    expect(answer.status).toBe(201);

    const conversation = (await client.get<MyConversation>('/api/me/messages')).body;
    expect(conversation.messages.map((message) => message.text)).toEqual([
      'Merhaba, öğün listem hakkında',
      'Merhaba, buyurun.',
    ]);
    expect(conversation.unreadCount).toBe(1);
    expect((await client.get('/api/me/messages/unread-count')).body).toEqual({ unreadCount: 1 });
  });

  it('keeps text exactly as written and never as HTML (the page shows it as text)', async () => {
    const { client } = await freshClient('xss');
    const attack =
      '<img src=x onerror="alert(1)"><script>alert(2)</script> [tık](javascript:alert(3)) https://ornek.com/?a=<b>';
    const sent = await client.post<{ message: Message }>('/api/me/messages', { text: attack });
    expect(sent.status).toBe(201);
    expect(sent.body.message.text).toBe(attack);
    const read = await client.get<MyConversation>('/api/me/messages');
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.body.messages[0]?.text).toBe(attack);
  });

  it.each([
    ['an empty text', { text: '' }, 'Mesaj yazın.'],
    ['only spaces', { text: '    ' }, 'Mesaj yazın.'],
    ['no text', {}, 'Mesaj yazın.'],
    ['a number', { text: 42 }, 'Mesaj yazın.'],
    [
      '2001 characters',
      { text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) },
      `Mesaj en fazla ${MESSAGE_TEXT_MAX} karakter olabilir.`,
    ],
    ['a control character', { text: 'zil\u0007sesi' }, 'Metin görünmeyen kontrol karakterleri içeremez.'],
    ['a client id of its own choosing', { text: 'Merhaba', clientId: '00000000-0000-0000-0000-000000000000' }, null],
  ])('answers %s with a Turkish 400 and writes nothing', async (_case, body, text) => {
    const { id, client } = await freshClient('kotu');
    const response = await client.post<{ code: string; message: string; fieldErrors?: Record<string, string> }>(
      '/api/me/messages',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation');
    if (text) expect(response.body.message).toBe(text);
    expect(response.body.message).toMatch(/[a-zçğıöşü]/i);
    expect(await messageCountOf(id)).toBe(0);
    expect(await db().select().from(conversations).where(eq(conversations.clientId, id))).toEqual([]);
  });

  it('accepts 2000 characters exactly', async () => {
    const { client } = await freshClient('uzun');
    const sent = await client.post('/api/me/messages', { text: 'ş'.repeat(MESSAGE_TEXT_MAX) });
    expect(sent.status).toBe(201);
  });

  it('limits how fast one sender writes: the 21st message in a minute gets a Turkish 429 and is not written', async () => {
    const { id, client } = await freshClient('hizli');
    for (let index = 1; index <= 20; index++) {
      expect((await client.post('/api/me/messages', { text: `Mesaj ${index}` })).status).toBe(201);
    }
    const refused = await client.post<{ code: string; message: string }>('/api/me/messages', { text: 'Bir tane daha' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    expect(refused.body.message).toBe(
      'Çok kısa sürede çok fazla mesaj gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageCountOf(id)).toBe(20);
    // Another sender has a limit of their own.
    const { client: other } = await freshClient('baska');
    expect((await other.post('/api/me/messages', { text: 'Merhaba' })).status).toBe(201);
  });
});

describe('live messages and read receipts', () => {
  it("brings the practice's answer to the client's stream and the client's 'Görüldü' to the admins' stream", async () => {
    const { id, client } = await freshClient('canli');
    const clientStream = await listenToEvents(server.baseUrl, client.cookieHeader);
    const adminStream = await listenToEvents(server.baseUrl, admin.cookieHeader, '/api/admin/events');
    try {
      const sent = await client.post<{ message: Message }>('/api/me/messages', { text: 'Canlı mı?' });
      const atAdmin = await adminStream.waitFor(
        (event) => event.event === MESSAGE_CREATED_EVENT && event.data.id === sent.body.message.id,
      );
      expect(atAdmin.data).toMatchObject({ clientId: id, text: 'Canlı mı?', senderRole: 'client' });

      const answer = await admin.post<{ message: Message }>(`/api/admin/messages/${id}`, { text: 'Evet, canlı.' });
      await clientStream.waitFor(
        (event) => event.event === MESSAGE_CREATED_EVENT && event.data.id === answer.body.message.id,
      );

      const read = await client.post<{ readCount: number }>('/api/me/messages/read', {});
      expect(read.body).toEqual({ readCount: 1 });
      await adminStream.waitFor(
        (event) =>
          event.event === MESSAGES_READ_EVENT && event.data.clientId === id && event.data.readerRole === 'client',
      );
      const [row] = await db().select().from(messages).where(eq(messages.id, answer.body.message.id));
      expect(row?.readAt).toBeInstanceOf(Date);
      // Nothing unread any more: nothing written, nothing announced.
      expect((await client.post('/api/me/messages/read', {})).body).toEqual({ readCount: 0 });
    } finally {
      clientStream.close();
      adminStream.close();
    }
  });

  it("never brings one client's messages to another client's stream", async () => {
    const first = await freshClient('birinci');
    const second = await freshClient('ikinci');
    const secondStream = await listenToEvents(server.baseUrl, second.client.cookieHeader);
    try {
      await first.client.post('/api/me/messages', { text: 'Yalnızca benim' });
      const toSecond = await admin.post<{ message: Message }>(`/api/admin/messages/${second.id}`, { text: 'Size' });
      const arrived = await secondStream.waitFor((event) => event.event === MESSAGE_CREATED_EVENT);
      expect(arrived.data.id).toBe(toSecond.body.message.id);
      expect(secondStream.events.filter((event) => event.event === MESSAGE_CREATED_EVENT)).toHaveLength(1);
    } finally {
      secondStream.close();
    }
  });
});
