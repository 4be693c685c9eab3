import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kvkkRequests } from '../../src/server/db/schema/index.ts';
import { addDays, toBusinessDay } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A client's KVKK Article 11 request from 'Verilerim' (issue #43, ADR 0085): filed with a kind and an
// explanation, received at once with its 30-day deadline, listed to the client who filed it only;
// bad input is a Turkish 400 that writes nothing.

let server: TestServer;
let clientA: ApiClient;
let clientB: ApiClient;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
});
afterAll(async () => {
  await server?.close();
});

const countRequests = async () => (await db().select({ n: count() }).from(kvkkRequests))[0]!.n;

describe('POST /api/me/kvkk-requests', () => {
  it('files the request with the client’s name and address, received now, due in 30 days, in the audit trail', async () => {
    const response = await clientA.post('/api/me/kvkk-requests', {
      kind: 'correction',
      body: '  Telefon numaram yanlış kayıtlı; doğrusu 0532 111 22 33.  ',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { kvkkRequest } = response.body as { kvkkRequest: Record<string, unknown> };
    expect(kvkkRequest).toMatchObject({
      kind: 'correction',
      body: 'Telefon numaram yanlış kayıtlı; doğrusu 0532 111 22 33.',
      status: 'new',
      answer: null,
      deadlineDay: addDays(toBusinessDay(), 30),
    });
    const [row] = await db()
      .select()
      .from(kvkkRequests)
      .where(eq(kvkkRequests.id, String(kvkkRequest.id)));
    expect(row).toMatchObject({ requesterName: 'Ayşe Demir', requesterEmail: demoEmails.clientA });
    expect(row!.receivedAt).not.toBeNull();
    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(trail.map((entry) => [entry.entity, entry.action])).toEqual([['kvkk_requests', 'create']]);
  });

  it('refuses bad input in Turkish and writes nothing', async () => {
    const before = await countRequests();
    const cases: [unknown, string, string][] = [
      [{ body: 'Bir şey' }, 'kind', 'Başvuru konusunu seçin.'],
      [{ kind: 'delete-all', body: 'Bir şey' }, 'kind', 'Başvuru konusunu seçin.'],
      [{ kind: 'erasure' }, 'body', 'Talebinizi kısaca açıklayın.'],
      [{ kind: 'erasure', body: '   ' }, 'body', 'Talebinizi kısaca açıklayın.'],
      [{ kind: 'erasure', body: 'x'.repeat(2001) }, 'body', 'Açıklama en fazla 2000 karakter olabilir.'],
      [{ kind: 'erasure', body: 'Sil\u0000' }, 'body', 'Metin görünmeyen kontrol karakterleri içeremez.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await clientA.post('/api/me/kvkk-requests', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', fieldErrors: { [field]: message } });
    }
    expect(await countRequests()).toBe(before);
  });
});

describe('GET /api/me/kvkk-requests', () => {
  it('lists the caller’s own requests, newest first, never another client’s', async () => {
    await clientA.post('/api/me/kvkk-requests', { kind: 'information', body: 'Hangi verilerimi işliyorsunuz?' });
    const mine = await clientA.get('/api/me/kvkk-requests');
    expect(mine.status).toBe(200);
    const items = (mine.body as { kvkkRequests: { kind: string; status: string }[] }).kvkkRequests;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]).toMatchObject({ kind: 'information', status: 'new' });

    const theirs = await clientB.get('/api/me/kvkk-requests');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ kvkkRequests: [] });
  });
});

describe('the requests in the data download', () => {
  it('lists the client’s requests in the download, without the link token column', async () => {
    const download = await clientA.get('/api/me/privacy/data-export');
    expect(download.status).toBe(200);
    const requests = (download.body as { kvkkRequests: Record<string, unknown>[] }).kvkkRequests;
    expect(requests.map((request) => request.kind)).toContain('correction');
    expect(requests[0]).not.toHaveProperty('verificationTokenHash');
  });
});
