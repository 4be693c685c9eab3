import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGoals, goals, waterIntake } from '../../src/server/db/schema/index.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The AI provider is a real HTTP server in this test that speaks the OpenAI chat-completions protocol.
type ProviderMode = 'ok' | 'empty' | 'error';
type ProviderCall = { headers: IncomingHttpHeaders; body: any };
let providerMode: ProviderMode = 'ok';
const providerCalls: ProviderCall[] = [];
let provider: Server;

function startProvider(): Promise<number> {
  provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      providerCalls.push({ headers: request.headers, body: JSON.parse(raw || '{}') });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (providerMode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      const content = providerMode === 'empty' ? '' : 'Genel değerlendirme: Kilo kaybı olumlu ilerliyor.';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    provider.listen(0, '127.0.0.1', () => resolve((provider.address() as AddressInfo).port)),
  );
}

let server: TestServer;
let admin: ApiClient;
let clientId: string;
let clientEmail: string;

const measurement = (measurementDate: string, weight: number, waist: number) => ({
  clientId,
  measurementDate,
  weight,
  fatRatio: 30,
  waterRatio: 50,
  muscleRatio: 34,
  bodyComposition: 21,
  bellyFat: 12,
  boneMass: 3.1,
  dailyCalories: 1900,
  metabolicAge: 41,
  chest: 100,
  waist,
  hip: 108,
});

beforeAll(async () => {
  const port = await startProvider();
  server = await startTestServer({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test',
      AI_MODEL: 'test-model',
    },
  });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientEmail = `rapor.${Date.now()}@ornek.com`;
  const created = await admin.post('/api/admin/clients', {
    name: 'Rapor Danışanı',
    gender: 'female',
    age: 38,
    email: clientEmail,
    password: 'gizli123',
    passwordRepeat: 'gizli123',
    phone: '0532 444 55 66',
  });
  clientId = created.body.client.id;
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('client report', () => {
  it('answers a client without data with the profile and empty lists', async () => {
    const response = await admin.get(`/api/admin/reports/${clientId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      client: {
        id: clientId,
        name: 'Rapor Danışanı',
        email: clientEmail,
        phone: '0532 444 55 66',
        gender: 'female',
        age: 38,
      },
      measurements: [],
      water: [],
      goals: [],
      appointments: { total: 0, upcoming: 0, completed: 0, cancelled: 0, noShow: 0 },
      aiConfigured: true,
    });
    expect(response.body.client.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds the profile, measurements newest first, water days and goals in one answer', async () => {
    const db = server.runtime.deps.db;
    await admin.post('/api/admin/measurements', measurement('2026-01-05', 84.2, 96));
    await admin.post('/api/admin/measurements', measurement('2026-03-05', 80.1, 91.5));
    await admin.post('/api/admin/measurements', measurement('2026-02-05', 82, 93));
    await db.insert(waterIntake).values([
      { clientId, date: '2026-03-01', glasses: 8 },
      { clientId, date: '2026-03-02', glasses: 5 },
    ]);
    const [goal] = await db
      .insert(goals)
      .values({ title: 'Günde 8 bardak su', description: 'Her gün', type: 'water', targetValue: 8 })
      .returning();
    await db.insert(clientGoals).values({ clientId, goalId: goal!.id, startDate: '2026-03-01', completed: true });

    const response = await admin.get(`/api/admin/reports/${clientId}`);
    expect(response.status).toBe(200);
    expect(response.body.measurements.map((m: { measurementDate: string }) => m.measurementDate)).toEqual([
      '2026-03-05',
      '2026-02-05',
      '2026-01-05',
    ]);
    expect(response.body.water).toEqual([
      { date: '2026-03-02', glasses: 5 },
      { date: '2026-03-01', glasses: 8 },
    ]);
    expect(response.body.goals).toEqual([
      expect.objectContaining({
        title: 'Günde 8 bardak su',
        type: 'water',
        targetValue: 8,
        completed: true,
        endDate: null,
      }),
    ]);
  });

  it("counts the client's appointments by how they ended, no-shows apart from cancellations (issue #44)", async () => {
    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const book = async (time: string, email: string) => {
      const response = await admin.post('/api/admin/appointments', {
        clientName: 'Rapor Danışanı',
        phone: '0532 444 55 66',
        email,
        purpose: 'weight_loss',
        date: day,
        time,
      });
      expect(response.status).toBe(201);
      return response.body.appointment.id as string;
    };
    const outcomes = { '09:00': 'completed', '09:30': 'completed', '10:00': 'no_show', '10:30': 'cancelled' };
    for (const [time, status] of Object.entries(outcomes)) {
      const id = await book(time, clientEmail);
      expect((await admin.patch(`/api/admin/appointments/${id}/status`, { status })).status).toBe(200);
    }
    await book('11:00', clientEmail);
    await book('11:30', `baska.${Date.now()}@ornek.com`);

    const report = await admin.get(`/api/admin/reports/${clientId}`);
    expect(report.body.appointments).toEqual({ total: 5, upcoming: 1, completed: 2, cancelled: 1, noShow: 1 });
  });

  it('answers an unknown or malformed client id with 404', async () => {
    const unknown = await admin.get(`/api/admin/reports/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    expect((await admin.get('/api/admin/reports/abc')).status).toBe(404);
  });
});

describe('AI analysis of the latest measurements', () => {
  it("returns the provider's Turkish analysis; the prompt has the measurements but no name, e-mail or phone", async () => {
    providerMode = 'ok';
    providerCalls.length = 0;
    const response = await admin.post(`/api/admin/reports/${clientId}/analysis`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ analysis: 'Genel değerlendirme: Kilo kaybı olumlu ilerliyor.' });
    expect(providerCalls).toHaveLength(1);
    const [call] = providerCalls;
    expect(call!.headers.authorization).toBe('Bearer test');
    expect(call!.body.model).toBe('test-model');
    const system = call!.body.messages.find((m: { role: string }) => m.role === 'system');
    expect(system.content).toMatch(/Türkçe/);
    const user = JSON.stringify(call!.body.messages.filter((m: { role: string }) => m.role === 'user'));
    expect(user).toContain('Kilo: 80.1 kg');
    expect(user).toContain('2026-03-05');
    expect(user).toContain('Kadın, 38 yaşında');
    expect(user).not.toContain('Rapor Danışanı');
    expect(user).not.toContain(clientEmail);
    expect(user).not.toContain('0532 444 55 66');
  });

  it('treats an empty reply as a failure: 502 with the Turkish text', async () => {
    providerMode = 'empty';
    const response = await admin.post(`/api/admin/reports/${clientId}/analysis`);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('Üzgünüm, analiz oluşturulurken bir hata meydana geldi. Lütfen tekrar deneyin.');
  });

  it('answers a provider error with 502 and the Turkish text, leaking nothing of the provider', async () => {
    providerMode = 'error';
    const response = await admin.post(`/api/admin/reports/${clientId}/analysis`);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('Üzgünüm, analiz oluşturulurken bir hata meydana geldi. Lütfen tekrar deneyin.');
    expect(JSON.stringify(response.body)).not.toContain('upstream');
  });

  it('needs measurements (400) and an existing client (404)', async () => {
    providerMode = 'ok';
    const empty = await admin.post('/api/admin/clients', {
      name: 'Boş Danışan',
      gender: 'male',
      age: 50,
      email: `bos.${Date.now()}@ornek.com`,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 444 55 67',
    });
    const noData = await admin.post(`/api/admin/reports/${empty.body.client.id}/analysis`);
    expect(noData.status).toBe(400);
    expect(noData.body.message).toBe('Analiz için önce danışana ait en az bir ölçüm eklenmelidir.');
    const unknown = await admin.post(`/api/admin/reports/${crypto.randomUUID()}/analysis`);
    expect(unknown.status).toBe(404);
  });
});

describe('without an AI provider', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('says aiConfigured false in the report and answers the analysis with a Turkish 503', async () => {
    const caller = await signedIn(bare.baseUrl, 'admin', demoEmails.admin);
    const options = await caller.get('/api/admin/clients/options?search=danisan@');
    const id = options.body.clients[0].id;
    const report = await caller.get(`/api/admin/reports/${id}`);
    expect(report.status).toBe(200);
    expect(report.body.aiConfigured).toBe(false);
    expect(JSON.stringify(report.body)).not.toMatch(/api_key|apiKey|AI_/i);
    const analysis = await caller.post(`/api/admin/reports/${id}/analysis`);
    expect(analysis.status).toBe(503);
    expect(analysis.body.message).toBe(
      'Yapay zekâ analizi yapılandırılmamış. Bu özelliği kullanmak için sunucu yöneticisinin bir yapay zekâ sağlayıcısı tanımlaması gerekir.',
    );
  });
});
