import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clientGoals, goals } from '../../src/server/db/schema/index.ts';
import { toBusinessDay } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The client report as a PDF (issue #40, ADR 0079's amendment): the dietitian downloads what
// /client-report shows; the file's text holds the client's name with its Turkish letters, the
// measurement table's values and the goals with their state.

let server: TestServer;
let admin: ApiClient;
let clientId: string;
const clientName = 'Şükrü Işıklı Çağlayan-Öğüt';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  const created = await admin.post('/api/admin/clients', {
    name: clientName,
    gender: 'male',
    age: 44,
    email: `rapor.pdf.${Date.now()}@ornek.com`,
    password: 'gizli123',
    passwordRepeat: 'gizli123',
    phone: '0532 777 88 99',
  });
  expect(created.status).toBe(201);
  clientId = created.body.client.id;
});
afterAll(async () => {
  await server?.close();
});

async function download(caller: ApiClient, path: string) {
  const response = await fetch(server.baseUrl + path, { headers: { cookie: caller.cookieHeader } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe('client report PDF', () => {
  it('says there is nothing yet for a client without measurements or goals', async () => {
    const { response, bytes } = await download(admin, `/api/admin/reports/${clientId}/pdf`);
    expect(response.status).toBe(200);
    const { text } = await pdfText(bytes);
    expect(text).toContain(clientName);
    expect(text).toContain('Bu danışan için henüz ölçüm eklenmemiş.');
    expect(text).toContain('Henüz hedef atanmamış.');
    expect(text).toContain('Bu danışana bağlı randevu yok.');
    expect(text).not.toContain('Ölçüm Grafikleri');
  });

  it('holds the profile, the summary, the charts, every measurement and the goals with their state', async () => {
    const db = server.runtime.deps.db;
    for (const values of [
      { measurementDate: '2026-01-05', weight: 96.4, waist: 108.3 },
      { measurementDate: '2026-02-05', weight: 93.7, waist: 104.9 },
      { measurementDate: '2026-03-05', weight: 91.2, waist: 101.6 },
    ]) {
      const saved = await admin.post('/api/admin/measurements', { clientId, ...measurementValues(values) });
      expect(saved.status).toBe(201);
    }
    const [walk, water] = await db
      .insert(goals)
      .values([
        { title: 'Haftada üç gün yürüyüş', description: 'Akşam yemeğinden sonra', type: 'exercise', targetValue: 3 },
        { title: 'Günde 8 bardak su içmek', description: '', type: 'water', targetValue: 8 },
      ])
      .returning();
    await db.insert(clientGoals).values([
      { clientId, goalId: walk!.id, startDate: '2026-01-05', endDate: '2026-04-05', completed: false },
      { clientId, goalId: water!.id, startDate: '2026-01-05', completed: true },
    ]);

    // The client's appointments: one held, one missed (issue #44: the report counts no-shows).
    const booking = { clientName, phone: '0532 777 88 99', purpose: 'weight_loss', clientId } as const;
    await db.insert(appointments).values([
      { ...booking, date: '2026-02-05', time: '10:00', status: 'completed' },
      { ...booking, date: '2026-03-05', time: '10:00', status: 'no_show' },
    ]);

    const { response, bytes } = await download(admin, `/api/admin/reports/${clientId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="danisan-raporu-sukru-isikli-caglayan-ogut-${toBusinessDay()}.pdf"`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const { text } = await pdfText(bytes);
    // The heading: the practice, the title, the client with every Turkish letter, the profile.
    expect(text).toContain('Danışan Raporu');
    expect(text).toContain(`Danışan: ${clientName}`);
    expect(text).toContain('0532 777 88 99');
    expect(text).toContain('Erkek');
    // The summary: the newest weight and its change since the first measurement.
    expect(text).toContain('Ölçüm Sayısı: 3');
    expect(text).toContain('91,2 kg');
    expect(text).toContain('-5,2 kg ilk ölçüme göre');
    // The charts' titles, and the table's rows with their values (a middle measurement, too).
    expect(text).toContain('Kilo (kg)');
    expect(text).toContain('Bel Çevresi (cm)');
    expect(text).toContain('Ölçüm Geçmişi');
    expect(text).toContain('5 Şubat 2026');
    expect(text).toContain('93,7');
    expect(text).toContain('104,9');
    // The goals with their state.
    expect(text).toContain('Haftada üç gün yürüyüş');
    expect(text).toContain('Devam Ediyor');
    expect(text).toContain('Günde 8 bardak su içmek');
    expect(text).toContain('Tamamlandı');
    expect(text).toContain('Egzersiz · Hedef: 3 · 5 Ocak 2026 – 5 Nisan 2026');
    expect(text).toContain('Randevular');
    expect(text).toMatch(/Tamamlandı 1 · Gelmedi 1 · İptal Edildi 0 · Yaklaşan 0 · Gelmeme\s+oranı: %50/);
    expect(text).toMatch(/Sayfa 1 \/ \d/);
  });

  it('answers an unknown client with the Turkish 404 and a bad id with 404', async () => {
    const unknown = await admin.get('/api/admin/reports/00000000-0000-4000-8000-000000000000/pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
    const bad = await admin.get('/api/admin/reports/abc/pdf');
    expect(bad.status).toBe(404);
  });

  it('is recorded in the access log as the report PDF', async () => {
    await download(admin, `/api/admin/reports/${clientId}/pdf`);
    const log = await admin.get(`/api/admin/access-log/${clientId}`);
    expect(JSON.stringify(log.body)).toContain('report-pdf');
  });
});
