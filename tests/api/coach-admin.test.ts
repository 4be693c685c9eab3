import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coachMessages } from '../../src/server/db/schema/index.ts';
import type { CoachStreamEvent } from '../../src/shared/schemas/coach.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { type FakeProvider, startFakeAiProvider } from '../support/fake-ai-provider.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The life coach against a local server that speaks the provider's streaming protocol.

const failureText = 'Üzgünüm, şu anda yanıt üretirken bir hata oluştu. Lütfen tekrar deneyin.';

let provider: FakeProvider;
let server: TestServer;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  provider = await startFakeAiProvider();
  server = await startTestServer({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
    },
  });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  adminId = await server.userIdOf(demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});
beforeEach(async () => {
  provider.mode = 'stream';
  provider.holdAfter = null;
  provider.calls.length = 0;
  await server.runtime.deps.db.delete(coachMessages);
});

/** Sends a question as the page does and reads the answer's events one at a time. */
async function ask(content: string) {
  const response = await fetch(`${server.baseUrl}/api/admin/coach/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookieHeader, origin: server.baseUrl },
    body: JSON.stringify({ content }),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const nextEvent = async (): Promise<CoachStreamEvent | null> => {
    for (;;) {
      const newline = buffer.indexOf('\n');
      if (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.trim()) return JSON.parse(line);
        continue;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  const readAll = async () => {
    const events: CoachStreamEvent[] = [];
    for (let event = await nextEvent(); event; event = await nextEvent()) events.push(event);
    return events;
  };
  return { response, nextEvent, readAll, readBody: async () => JSON.parse(buffer + (await readRest(reader))) };
}

async function readRest(reader: ReadableStreamDefaultReader<string>) {
  let text = '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
  return text;
}

const storedCount = async () =>
  (
    await server.runtime.deps.db.select({ n: count() }).from(coachMessages).where(eq(coachMessages.adminId, adminId))
  )[0]!.n;

describe('life coach (POST /api/admin/coach/messages)', () => {
  it('streams the reply as the provider generates it, then keeps the exchange for the admin', async () => {
    provider.holdAfter = 2;
    const answer = await ask('  Günde kaç litre su içmeliyim?  ');
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    // The first pieces arrive while the provider still holds the rest back.
    expect(await answer.nextEvent()).toEqual({ type: 'delta', text: 'Merhaba! ' });
    expect(await answer.nextEvent()).toEqual({ type: 'delta', text: 'Günde ' });
    expect(await storedCount()).toBe(0);
    provider.holdAfter = null;
    provider.releaseStream();
    const rest = await answer.readAll();
    expect(rest.slice(0, 2)).toEqual([
      { type: 'delta', text: 'yaklaşık 2-2,5 litre ' },
      { type: 'delta', text: 'su içmeniz önerilir.' },
    ]);
    const done = rest.at(-1);
    expect(done).toMatchObject({
      type: 'done',
      question: { role: 'user', content: 'Günde kaç litre su içmeliyim?' },
      answer: { role: 'assistant', content: 'Merhaba! Günde yaklaşık 2-2,5 litre su içmeniz önerilir.' },
    });

    // The Turkish persona goes with the question; the key stays on the server.
    const [call] = provider.calls;
    expect(call!.body.stream).toBe(true);
    expect(call!.body.model).toBe('test-model');
    expect(call!.headers.authorization).toBe('Bearer test-key');
    const system = call!.body.messages.find((message: { role: string }) => message.role === 'system').content;
    expect(system).toContain('Türkçe');
    expect(system).toContain('hekime başvurulmasını öner');
    expect(call!.body.messages.at(-1)).toEqual({ role: 'user', content: 'Günde kaç litre su içmeliyim?' });

    // Kept: a reload shows the conversation; the next question goes with it as context.
    const conversation = await admin.get('/api/admin/coach');
    expect(conversation.body.isConfigured).toBe(true);
    expect(conversation.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    await (await ask('Peki ya egzersiz?')).readAll();
    expect(provider.calls[1]!.body.messages.slice(1).map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
    ]);
    expect(await storedCount()).toBe(4);
  });

  it("keeps each admin's conversation to themself and clears it on request", async () => {
    await (await ask('Metabolizmamı nasıl hızlandırabilirim?')).readAll();
    const email = `koc.yonetici.${Date.now()}@ornek.com`;
    await admin.post('/api/admin/admins', { name: 'Koç', surname: 'Deneme', email, password: 'Papatya-Bahcesi-2026' });
    const other = await signedIn(server.baseUrl, 'admin', email, 'Papatya-Bahcesi-2026');
    expect((await other.get('/api/admin/coach')).body.messages).toEqual([]);
    expect((await admin.get('/api/admin/coach')).body.messages).toHaveLength(2);
    expect((await admin.delete('/api/admin/coach/messages')).body).toEqual({ ok: true });
    expect((await admin.get('/api/admin/coach')).body.messages).toEqual([]);
  });

  it('answers an empty reply with the failure text (502), storing nothing', async () => {
    provider.mode = 'empty';
    const answer = await ask('Sağlıklı beslenme için önerileriniz nelerdir?');
    expect(answer.response.status).toBe(502);
    expect(await answer.readBody()).toMatchObject({ code: 'ai_empty', message: failureText });
    expect(await storedCount()).toBe(0);
  });

  it("answers the provider's 500 with the failure text (502), leaking nothing of the provider", async () => {
    provider.mode = 'error';
    const answer = await ask('Kilo vermek için hangi egzersizler?');
    expect(answer.response.status).toBe(502);
    const body = await answer.readBody();
    expect(body).toEqual({ code: 'ai_failed', message: failureText });
    expect(JSON.stringify(body)).not.toMatch(/upstream|exploded|test-key/);
    expect(await storedCount()).toBe(0);
  });

  it('ends a reply cut in the middle with an error event after the pieces that came, storing nothing', async () => {
    provider.mode = 'cut';
    const answer = await ask('Stresle nasıl başa çıkabilirim?');
    expect(answer.response.status).toBe(200);
    const events = await answer.readAll();
    expect(events[0]).toEqual({ type: 'delta', text: 'Merhaba! ' });
    expect(events.at(-1)).toEqual({ type: 'error', message: failureText });
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(await storedCount()).toBe(0);
  });

  it('refuses an empty question with the spec text (400) without asking the provider', async () => {
    for (const content of ['', '   ', '\n\t']) {
      const response = await admin.post('/api/admin/coach/messages', { content });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Lütfen bir soru sorun veya danışmak istediğiniz konuyu belirtin.');
    }
    const tooLong = await admin.post('/api/admin/coach/messages', { content: 'a'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(provider.calls).toHaveLength(0);
    expect(await storedCount()).toBe(0);
  });
});

describe('without an AI provider', () => {
  it('says so in Turkish on the screen and for a question (503)', async () => {
    const bare = await startTestServer();
    try {
      const dietitian = await signedIn(bare.baseUrl, 'admin', demoEmails.admin);
      const conversation = await dietitian.get('/api/admin/coach');
      // The demo dietitian's seeded conversation is kept; only new questions need a provider.
      expect(conversation.body.isConfigured).toBe(false);
      expect(conversation.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
      const response = await dietitian.post('/api/admin/coach/messages', { content: 'Merhaba' });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ code: 'ai_not_configured' });
      expect(response.body.message).toMatch(/yapılandırılmamış/);
    } finally {
      await bare.close();
    }
  });
});
