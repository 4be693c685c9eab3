import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('client options for pickers', () => {
  it('searches by name or e-mail, Turkish-aware, sorted by name', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const all = await admin.get('/api/admin/clients/options');
    expect(all.body.clients.map((c: { name: string }) => c.name)).toEqual([
      'Ayşe Demir',
      'Mehmet Kaya',
      'Zeynep Çelik',
    ]);
    // 'ÇELİK' in capitals with the Turkish dotted İ still finds 'Zeynep Çelik'.
    const folded = await admin.get(`/api/admin/clients/options?search=${encodeURIComponent('ÇELİK')}`);
    expect(folded.body.clients.map((c: { email: string }) => c.email)).toEqual([demoEmails.clientC]);
    const byEmail = await admin.get('/api/admin/clients/options?search=danisan2');
    expect(byEmail.body.clients).toHaveLength(1);
    const wildcard = await admin.get('/api/admin/clients/options?search=%25');
    expect(wildcard.body.clients).toEqual([]);
  });

  it('answers a bad limit with a Turkish 400', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const response = await admin.get('/api/admin/clients/options?limit=0');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/[çğıöşüÇĞİÖŞÜ]|en az|büyük/i);
  });
});
