import { and, eq, getTableColumns } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  calorieDiary,
  clientMeasurements,
  clients,
  consentRecords,
  conversations,
  legalTextVersions,
  messages,
} from '../../src/server/db/schema/index.ts';
import { clientDataTables } from '../../src/server/modules/privacy/client-data.ts';
import { isHiddenField, labelOfField, sectionTitles } from '../../src/server/modules/privacy/client-data-pdf.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The client's data as a readable PDF (KVKK Article 11, issue #43, ADR 0073 amendment 2026-11-28).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const mePdfPath = '/api/me/privacy/data-export/pdf';
const adminPdfPath = (clientId: string) => `/api/admin/clients/${clientId}/data-export/pdf`;

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

/** A measurement, a diary food, a message and a consent of the client, each with a text to find. */
async function insertReadableData(clientId: string, marker: string) {
  await db()
    .insert(clientMeasurements)
    .values({ clientId, ...measurementValues({ measurementDate: '2026-03-14', weight: 81.7 }) });
  await db()
    .insert(calorieDiary)
    .values({
      clientId,
      foodName: `${marker} ıspanaklı börek`,
      date: '2026-03-14',
      mealType: 'lunch',
      calories: 310,
      protein: 9,
      carbs: 30,
      fat: 16,
    });
  await db()
    .insert(conversations)
    .values({ clientId, lastSenderRole: 'client', lastMessageText: `${marker} mesajı` })
    .onConflictDoNothing();
  await db()
    .insert(messages)
    .values({ clientId, senderRole: 'client', senderId: clientId, text: `${marker} şeker ölçümüm düştü` });
  const [explicitConsent] = await db()
    .select({ id: legalTextVersions.id })
    .from(legalTextVersions)
    .where(eq(legalTextVersions.kind, 'explicit-consent'))
    .limit(1);
  await db().insert(consentRecords).values({
    clientId,
    legalTextVersionId: explicitConsent!.id,
    decision: 'given',
    channel: 'profil',
    ipAddress: '127.0.0.1',
    userAgent: 'pdf-testi',
  });
}

describe('GET /api/me/privacy/data-export/pdf', () => {
  it("is a PDF of the client's own data, with Turkish letters, headings and every kind asked for", async () => {
    const idA = await server.userIdOf(demoEmails.clientA);
    const idB = await server.userIdOf(demoEmails.clientB);
    await insertReadableData(idA, 'İşaretA');
    await insertReadableData(idB, 'İşaretB');
    // Hide-numbers mode does not thin the right of access (ADR 0073 amendment, ADR 0090): numbers stay.
    await db().update(clients).set({ hideNumbers: true }).where(eq(clients.id, idA));
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);

    const { response, bytes } = await download(clientA, mePdfPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="denge-verilerim-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const { text } = await pdfText(bytes);
    // The client's name with its Turkish letters, as the embedded font draws them.
    expect(text).toContain('Ayşe Demir');
    expect(text).toContain('Kişisel Verilerim');
    for (const heading of ['Kişisel Bilgiler', 'Ölçümler', 'Kalori Günlüğü', 'Su Takibi', 'Hedefler']) {
      expect(text).toContain(heading);
    }
    for (const heading of ['Beslenme Programı', 'Mesajlar', 'Siparişler', 'Onaylar (KVKK)']) {
      expect(text).toContain(heading);
    }
    // A measurement (its Turkish label and number), a diary food, a message, a consent.
    expect(text).toContain('Kilo (kg): 81,7');
    expect(text).toContain('Kalori (kcal): 310');
    expect(text).toContain('İşaretA ıspanaklı börek');
    expect(text).toContain('Öğün: Öğle Yemeği');
    expect(text).toContain('İşaretA şeker ölçümüm düştü');
    expect(text).toContain('Karar: Açık rıza verildi');
    expect(text).toContain('Nasıl verildi: Profil · Onaylarım');
    expect(text).toMatch(/Sayfa 1 \/ \d+/);
    // Nothing of another client.
    expect(text).not.toContain('İşaretB');
    expect(text).not.toContain('Mehmet Kaya');
    expect(text).not.toContain(demoEmails.clientB);
    await db().update(clients).set({ hideNumbers: false }).where(eq(clients.id, idA));
  });

  it('answers visitors 401 and the dietitian 403', async () => {
    expect((await new ApiClient(server.baseUrl).get(mePdfPath)).status).toBe(401);
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    expect((await admin.get(mePdfPath)).status).toBe(403);
  });
});

describe('GET /api/admin/clients/:id/data-export/pdf', () => {
  it("gives the dietitian the client's PDF and keeps who took it", async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const idB = await server.userIdOf(demoEmails.clientB);
    const { response, bytes } = await download(admin, adminPdfPath(idB));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="danisan-verileri-\\d{4}-\\d{2}-\\d{2}-${idB.slice(0, 8)}\\.pdf"$`),
    );
    const { text } = await pdfText(bytes);
    expect(text).toContain('Mehmet Kaya');
    expect(text).toContain('İşaretB şeker ölçümüm düştü');
    expect(text).not.toContain('Ayşe Demir');
    // Each PDF download is its own read of 'data-export' in the trail, by the dietitian.
    const adminId = await server.userIdOf(demoEmails.admin);
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, idB), eq(auditLog.entity, 'data-export'), eq(auditLog.actorRole, 'admin')));
    expect(reads).toEqual([expect.objectContaining({ actorId: adminId, action: 'read' })]);
  });

  it('answers an unknown or malformed id 404 in Turkish; a client gets 403, a visitor 401', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const unknown = await admin.get(adminPdfPath(crypto.randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan kaydı bulunamadı.');
    expect((await admin.get(adminPdfPath('abc'))).status).toBe(404);
    const idA = await server.userIdOf(demoEmails.clientA);
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    expect((await clientB.get(adminPdfPath(idA))).status).toBe(403);
    expect((await new ApiClient(server.baseUrl).get(adminPdfPath(idA))).status).toBe(401);
  });
});

describe("the PDF's Turkish names", () => {
  it('has a heading for every section and a Turkish name for every column of the registry', () => {
    expect(clientDataTables.map((entry) => entry.section).filter((section) => !(section in sectionTitles))).toEqual([]);
    const unnamed = clientDataTables.flatMap((entry) =>
      Object.keys(getTableColumns(entry.table))
        .filter((key) => !(entry.omittedColumns ?? []).includes(key))
        .filter((key) => !isHiddenField(key))
        .filter((key) => labelOfField(key) === key)
        .map((key) => `${entry.section}.${key}`),
    );
    expect(unnamed).toEqual([]);
  });
});
